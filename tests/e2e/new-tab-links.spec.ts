import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { allPages } from './routes';
import { NO_HITS_QUERY, openByButton, searchBox } from './search-helpers';

const HINT = /\(opens in new tab\)$/;

/** Every link in `root` that opens a new tab or leaves the reading flow for another program. */
async function checkLinks(root: Page | Locator, where: string): Promise<number> {
  const links = root.locator('a[target="_blank"], a[href^="mailto:"], a[href^="tel:"]').filter({ visible: true });
  const count = await links.count();
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    await expect(link, `${where}: ${href}`).toHaveAccessibleName(HINT);
  }
  return count;
}

test.describe('links that open a new tab say so in their name', () => {
  for (const { path } of [...allPages, { path: '/this-page-does-not-exist' }]) {
    test(`${path}, header and mobile menu included`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await checkLinks(page, path)).toBeGreaterThan(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await checkLinks(page, `${path} (mobile menu)`);
    });
  }

  test('"Edit this page" says it opens a new tab', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const edit = page.getByRole('link', { name: /^Edit this page/ });
    await expect(edit).toHaveAttribute('target', '_blank');
    await expect(edit).toHaveAccessibleName('Edit this page (opens in new tab)');
  });

  test('the search screens without results', async ({ page }) => {
    await page.goto(`/search?q=${NO_HITS_QUERY}`);
    await expect(page.getByRole('link', { name: /Let us know/ })).toBeVisible();
    expect(await checkLinks(page, '/search without results')).toBeGreaterThan(0);
    await hydrated(page);
    const dialog = await openByButton(page);
    await searchBox(page).fill(NO_HITS_QUERY);
    await expect(dialog.getByRole('link', { name: /Let us know/ })).toBeVisible();
    await checkLinks(page, 'search modal without results');
  });

  test('the Ask AI screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const dialog = await openByButton(page);
    // Ctrl+I opens the answer screen without a question: no answer is needed for the links it always shows.
    await searchBox(page).press('Control+i');
    await expect(dialog.getByRole('region', { name: 'Try asking' })).toBeVisible();
    expect(await checkLinks(dialog, 'Ask AI screen')).toBeGreaterThan(0);
  });
});
