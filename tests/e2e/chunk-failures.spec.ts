import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themes } from './axe';
import { hydrated } from './hydrated';

/** The chunks a page needs for its first render, besides the runtime and main bundles. */
const PAGE_CHUNKS = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

async function colourToggleWorks(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  return warnings;
}

test.describe('a page whose code fails to download on the first load', () => {
  test('reloads once by itself, logging why, and then works', async ({ page }) => {
    const warnings = warningsOf(page);
    let aborted = 0;
    await page.route(PAGE_CHUNKS, (route) => (aborted++ === 0 ? route.abort() : route.continue()));
    await page.goto('/docs/backend/database');
    await colourToggleWorks(page);
    expect(aborted).toBeGreaterThan(1);
    expect(warnings.join('\n')).toMatch(/could not load all of its code/);
    await expect(page.getByRole('alert').filter({ hasText: 'did not load completely' })).toHaveCount(0);
  });

  for (const [what, chunks] of [
    ['a page chunk', PAGE_CHUNKS],
    ['the main bundle', MAIN_BUNDLE],
  ] as const) {
    test(`says so with Retry when ${what} keeps failing, and Retry works once it is back`, async ({ page }) => {
      await page.route(chunks, (route) => route.abort());
      await page.goto('/docs/backend/database');
      const alert = page.getByRole('alert').filter({ hasText: 'This page did not load completely' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Check your network connection');
      // The page's text stays readable above and below the message.
      await expect(page.locator('h1')).toHaveText('Database');
      await page.unroute(chunks);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await colourToggleWorks(page);
      await expect(alert).toHaveCount(0);
    });
  }

  for (const theme of themes) {
    test(`the message and the page around it pass axe in ${theme} mode`, async ({ page }) => {
      await page.route(MAIN_BUNDLE, (route) => route.abort());
      await page.goto(`/docs/backend/database?docusaurus-theme=${theme}`);
      await expect(page.getByRole('alert').filter({ hasText: 'This page did not load completely' })).toBeVisible();
      // The colour mode is set by an inline script, so it holds without the page's code.
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('code highlighting that fails to download leaves the code readable, not a crashed page', async ({ page }) => {
  const warnings = warningsOf(page);
  await page.route(/\/assets\/js\/prism[.-]/, (route) => route.abort());
  // A page loaded from the server keeps its highlighted lines; the highlighter runs after client-side navigation.
  await page.goto('/');
  await colourToggleWorks(page);
  await page.getByRole('link', { name: 'Handling access tokens' }).first().click();
  await expect(page.locator('h1')).toHaveText('Handling access tokens');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  const code = page.locator('article pre code').first();
  await expect(code).toBeVisible();
  expect((await code.innerText()).length).toBeGreaterThan(10);
  expect(warnings.join('\n')).toMatch(/Code highlighting could not be loaded/);
});
