import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

const landingRoutes = ['/', '/docs/intro', '/docs/backend/database', '/search', '/no-such-page'];
const latinSubset = /\/assets\/fonts\/AmsterdamSans-[A-Za-z]+-latin\.[0-9a-f]{16}\.woff2$/;

/** The font files the page requests from now on, by path. */
function fontsFetched(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') paths.add(new URL(request.url()).pathname);
  });
  return paths;
}

const preloaded = (page: Page) =>
  page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((link) => ({
      path: new URL((link as HTMLLinkElement).href).pathname,
      priority: link.getAttribute('fetchpriority'),
      crossOrigin: link.getAttribute('crossorigin'),
    })),
  );

test.describe('AmsterdamSans', () => {
  for (const route of landingRoutes) {
    test(`${route} fetches only the Latin subsets it preloads, and draws with them`, async ({ page }) => {
      const fetched = fontsFetched(page);
      await page.goto(route);
      await hydrated(page);
      await page.waitForLoadState('networkidle');

      const links = await preloaded(page);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatchObject({
          path: expect.stringMatching(latinSubset),
          priority: 'low',
          crossOrigin: 'anonymous',
        });
      // Nothing beyond the preloads (a face the first screen needs but nobody preloaded), and no preload wasted.
      expect([...fetched].sort()).toEqual(links.map((link) => link.path).sort());
      expect(await page.evaluate(() => document.fonts.check('16px "Amsterdam Sans"', 'Amsterdam'))).toBe(true);
    });
  }

  test('the mobile menu, arrows included, needs no more than the subsets', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetched = fontsFetched(page);
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    await page.waitForLoadState('networkidle');
    expect([...fetched].filter((path) => !latinSubset.test(path))).toEqual([]);
  });

  test('a character outside the Latin range is drawn from the full font', async ({ page }) => {
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const full = page.waitForRequest((request) =>
      /\/assets\/fonts\/AmsterdamSans-Regular\.[0-9a-f]{16}\.woff2$/.test(new URL(request.url()).pathname),
    );
    await page
      .locator('main article p')
      .first()
      .evaluate((p) => p.append(' Őrség'));
    await full;
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Amsterdam Sans"', 'Ő'))).toBe(true);
  });
});
