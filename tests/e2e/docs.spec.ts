import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { docPaths } from './routes';

/** Pages with a route that the sidebar leaves out on purpose (see sidebars.ts). */
const UNLISTED = ['/docs/general/code-review', '/docs/frontend/languages-and-frameworks'];

test.describe('docs sidebar', () => {
  test('intro first, then the four categories, never the two unlisted pages', async ({ page }) => {
    await page.goto('/docs/intro');
    // Until React takes over, each category's link points at its first page (Docusaurus' fallback without
    // JavaScript), so read too early the sidebar lists those pages twice.
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const topLevel = sidebar.locator('.theme-doc-sidebar-menu > li > :is(a, div) ');
    await expect(topLevel.first()).toHaveText('Collaborating on standards');
    const categories = sidebar.locator('.theme-doc-sidebar-menu > li > div > .menu__link--sublist');
    await expect(categories).toHaveText(['Common standards', 'Backend', 'Frontend', 'Projects']);
    const hrefs = await sidebar
      .locator('a[href^="/docs/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // Every page in docs/ but the unlisted ones, each once: derived, so a new page needs no edit here.
    expect([...hrefs].sort()).toEqual(docPaths.filter((path) => !UNLISTED.includes(path)).sort());
    expect(hrefs).toContain('/docs/projects/secure-mail-relay');
  });

  test('categories are expanded and the sidebar cannot be hidden', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('.menu__list-item--collapsed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /collapse sidebar/i })).toHaveCount(0);
    // Opening one category does not close the others.
    await expect(sidebar.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  });

  test('unlisted pages still render', async ({ page }) => {
    const response = await page.goto('/docs/general/code-review');
    expect(response?.status()).toBe(200);
  });
});

test.describe('doc page', () => {
  test('table of contents lists h2 and h3 only', async ({ page }) => {
    await page.goto('/docs/backend/handling-access-tokens');
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(tocTargets.length).toBeGreaterThan(1);
    expect(new Set(tocTargets)).toEqual(new Set(tocTargets.filter((t) => t === 'H2' || t === 'H3')));
    expect(tocTargets).toContain('H2');
  });

  test('edit link points at the standards repository', async ({ page }) => {
    await page.goto('/docs/backend/database');
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      'https://github.com/Amsterdam/development-standards/edit/main/docs/backend/database.md',
    );
  });

  test('heading anchors are labelled "Direct link to {heading}"', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const h2 = page.locator('article h2').first();
    const text = (await h2.innerText()).replace(/\u200b/g, '').trim();
    await expect(h2.getByRole('link')).toHaveAccessibleName(`Direct link to ${text}`);
  });

  test('external links say they open a new tab', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const external = page.locator('.theme-doc-markdown a[href^="https://"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAccessibleName(/\(opens in new tab\)$/);
  });

  test('code blocks copy and say "Copied!" for 1.5 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/docs/backend/docker-usage');
    // Time stands still from here; only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(block.getByText('Copied!')).toBeVisible();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip.length).toBeGreaterThan(0);
    await page.clock.runFor(1400);
    await expect(block.getByText('Copied!')).toBeVisible();
    await page.clock.runFor(200);
    await expect(block.getByText('Copied!')).toHaveCount(0);
  });
});

test.describe('code highlighting', () => {
  test('is right in dark mode on the first load, follows the toggle, and hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/backend/docker-usage?docusaurus-theme=dark');
    const comment = page.locator('article pre .token.comment').first();
    await expect(comment).toHaveCSS('color', 'rgb(160, 169, 179)');
    await page.getByRole('button', { name: 'Toggle light mode' }).click();
    await expect(comment).toHaveCSS('color', 'rgb(91, 101, 112)');
    expect(errors).toEqual([]);
  });

  test('a page loaded from the server shows its code coloured without downloading the highlighter', async ({
    page,
  }) => {
    const prismRequests: string[] = [];
    page.on('request', (request) => /\/prism[.-]/.test(request.url()) && prismRequests.push(request.url()));
    await page.goto('/docs/backend/docker-usage');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
    expect(prismRequests).toEqual([]);
  });

  test('loads the highlighter after a client-side navigation to a page with code', async ({ page }) => {
    const prismRequests: string[] = [];
    page.on('request', (request) => /\/prism[.-]/.test(request.url()) && prismRequests.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(prismRequests).toEqual([]);
    await page.getByRole('link', { name: 'Handling access tokens' }).first().click();
    await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
    expect(prismRequests.length).toBeGreaterThan(0);
  });
});
