import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPages } from './routes';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const themes = ['light', 'dark'] as const;

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
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
