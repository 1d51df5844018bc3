import { expect, test } from '@playwright/test';
import { axeViolations, themes, viewports } from './axe';
import { allPages } from './routes';

// Every page, both widths, both colour modes: zero violations of WCAG 2.1 A/AA.
for (const viewport of viewports) {
  for (const theme of themes) {
    test.describe(`axe at ${viewport.name} in ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const { path } of [...allPages, { path: '/this-page-does-not-exist' }]) {
        test(path, async ({ page }) => {
          await page.goto(`${path}?docusaurus-theme=${theme}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.locator('main, article').first().waitFor();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
