import { expect, test, type Page } from '@playwright/test';
import { collectInlineSources, sha256Source } from '../../plugins/csp-hashes/index';
import { docPaths } from './routes';
import { askAiOption, hitOptions, openByButton, search, searchDialog } from './search-helpers';

/**
 * The Content-Security-Policy blocks nothing the site needs: no violation on
 * any route, nor while someone uses it. Add a flow to `interactions` for each
 * new screen (the Ask AI answer screen belongs here).
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const routes = ['/', ...docPaths, '/search', '/search?q=docker', '/no-such-page'];

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console];
}

/** Loaded, with the header's search button on screen (React renders it). */
async function loaded(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Zoeken' })).toBeVisible();
}

test.describe('Content-Security-Policy', () => {
  test('no violation on any route', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const path of routes) {
      await loaded(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('every inline script and style attribute on every route is allowed by its hash', async ({ request }) => {
    for (const path of routes) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      const found = collectInlineSources(await response.text());
      for (const script of found.scripts)
        expect(directive('script-src'), `${path}: ${script}`).toContain(sha256Source(script));
      for (const style of found.styleAttributes)
        expect(directive('style-src-attr'), `${path}: ${style}`).toContain(sha256Source(style));
      expect(found.eventHandlers, path).toEqual([]);
      expect(csp, path).not.toContain('unsafe-inline');
    }
  });

  const interactions: { name: string; path: string; run: (page: Page) => Promise<void> }[] = [
    {
      name: 'the search modal, typed into and followed to a result',
      path: '/docs/intro',
      run: async (page) => {
        const dialog = await openByButton(page);
        await search(page, 'docker');
        const first = hitOptions(dialog).first();
        await expect(first).toBeVisible();
        await first.click();
        await expect(searchDialog(page)).toBeHidden();
        await expect(page.locator('h1')).toBeVisible();
      },
    },
    {
      name: 'Ask AI, asked and answered with its sources',
      path: '/docs/intro',
      run: async (page) => {
        const dialog = await openByButton(page);
        await search(page, 'How do I validate an access token?');
        await askAiOption(dialog).click();
        const answer = dialog.getByRole('article', { name: 'How do I validate an access token?' });
        await expect(answer.getByRole('region', { name: 'Sources' })).toBeVisible({ timeout: 20_000 });
        await expect(answer.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
      },
    },
    {
      name: 'the colour mode switched to dark and back',
      path: '/',
      run: async (page) => {
        const html = page.locator('html');
        const before = await html.getAttribute('data-theme');
        await page
          .getByRole('button', { name: /dark|light|mode/i })
          .first()
          .click();
        await expect(html).not.toHaveAttribute('data-theme', before ?? '');
      },
    },
  ];

  for (const { name, path, run } of interactions) {
    test(`no violation while using ${name}`, async ({ page }) => {
      const violations = await watchViolations(page);
      await loaded(page, path);
      await run(page);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});
