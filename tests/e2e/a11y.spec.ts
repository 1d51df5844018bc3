import { expect, test, type Page } from '@playwright/test';
import { animationsSettled } from './animations';
import { axeViolations, themes, viewports } from './axe';
import { hydrated } from './hydrated';
import { allPages } from './routes';
import { storageKey } from './storage';

/**
 * Switches the colour mode in the loaded page the way the toggle does: Docusaurus stores the choice and every
 * component listening for it re-renders. One page load then serves both modes, checked once the colours have settled.
 */
async function switchTheme(page: Page, theme: (typeof themes)[number]): Promise<void> {
  const key = await storageKey(page, 'theme');
  await page.evaluate(
    ([key, theme]) => {
      const oldValue = localStorage.getItem(key);
      localStorage.setItem(key, theme);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: theme, storageArea: localStorage }));
    },
    [key, theme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Links fade to their new colour (a short CSS transition): axe must see the colours the mode ends on.
  await animationsSettled(page);
}

// Every page, both widths, both colour modes: zero violations of WCAG 2.1 A/AA.
for (const viewport of viewports) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Two full axe runs per test.
    test.describe.configure({ timeout: 60_000 });
    for (const { path } of [...allPages, { path: '/this-page-does-not-exist' }]) {
      test(`${path} in ${themes.join(' and ')}`, async ({ page }) => {
        await page.goto(`${path}?docusaurus-theme=${themes[0]}`);
        await page.locator('main, article').first().waitFor();
        await hydrated(page);
        const violations: Record<string, string[]> = {};
        for (const theme of themes) {
          await switchTheme(page, theme);
          violations[theme] = await axeViolations(page);
        }
        expect(violations).toEqual(Object.fromEntries(themes.map((theme) => [theme, []])));
      });
    }
  });
}
