import { expect, test } from '@playwright/test';

test.describe('error states', () => {
  test('a crash inside the page shows "This page crashed." with the error chain and "Try again"', async ({ page }) => {
    // Serve the docs' version data empty, once: the docs layout then fails while rendering.
    let corrupted = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (!corrupted && body.includes(`JSON.parse('{"version":{`)) {
        body = body.replace(/JSON\.parse\('(?:[^'\\]|\\.)*'\)/, "JSON.parse('{}')");
        corrupted = true;
      }
      await route.fulfill({ response, body });
    });
    page.on('pageerror', () => {});
    await page.goto('/docs/intro');
    expect(corrupted).toBe(true);
    const main = page.locator('main');
    await expect(main.getByText('This page crashed.')).toBeVisible();
    // The header and footer stay: the crash is contained in the page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(
      main
        .locator('p')
        .filter({ hasText: /undefined|Cannot/ })
        .first(),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('This page crashed.')).toBeVisible();
  });

  test('a route chunk that fails to load logs a warning and reloads the page in full', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    // Fail the next page's chunks once; the full reload then fetches them again.
    const failed = new Set<string>();
    await page.route('**/assets/js/*.js', (route) => {
      const url = route.request().url();
      if (failed.has(url)) return route.continue();
      failed.add(url);
      return route.abort();
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Docker usage' }).first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/docs\/backend\/docker-usage$/);
    await expect(page.locator('h1')).toHaveText('Docker usage');
    expect(warnings.join('\n')).toMatch(/chunk|load/i);
  });
});
