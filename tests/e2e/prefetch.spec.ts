import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** Script files the page requests from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
}

test.describe("other pages' code", () => {
  test('is not fetched for the links in view, only for a link that is focused or hovered', async ({ page }) => {
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const scripts = scriptsFetched(page);
    await sidebar.getByRole('link', { name: 'Database' }).focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);

    const before = scripts.length;
    await sidebar.getByRole('link', { name: 'Accessibility' }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('is never fetched ahead when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const scripts = scriptsFetched(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Database' }).focus();
    await sidebar.getByRole('link', { name: 'Accessibility' }).hover();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // The link still works: its code is fetched when it is followed.
    await sidebar.getByRole('link', { name: 'Database' }).click();
    await expect(page.locator('h1')).toHaveText('Database');
  });
});
