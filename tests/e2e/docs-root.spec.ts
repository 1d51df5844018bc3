import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

async function expectIntroWithSidebar(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('h1')).toHaveText('Collaborating on standards');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

test.describe('/docs is the docs root', () => {
  for (const path of ['/docs', '/docs/']) {
    test(`a direct load of ${path} takes one permanent redirect to the intro`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/docs/intro');
      await page.goto(path);
      await expectIntroWithSidebar(page);
    });

    test(`an in-site navigation to ${path} ends on the intro without a reload`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      // What a <Link to="/docs"> does: push the path and let the client router render it.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expectIntroWithSidebar(page);
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      // The redirect replaced the entry: Back returns to the home page, not to /docs.
      await page.goBack();
      await expect(page.locator('h1')).toHaveText('Amsterdam Developers');
    });
  }

  test('the page a static host would serve for /docs refreshes to the intro, out of search engines', async ({
    request,
  }) => {
    const html = readFileSync(join(process.cwd(), 'build/docs.html'), 'utf8');
    expect(html).toMatch(/<meta[^>]*http-equiv="?refresh"?[^>]*content="0; url=\/docs\/intro"/);
    expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs</loc>');
  });
});
