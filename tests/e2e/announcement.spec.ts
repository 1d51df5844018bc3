import { expect, test } from '@playwright/test';
import { storageKey } from './storage';

test('the announcement closes, stays closed, and returns when its id changes', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('new Amsterdam Developers site');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();

  // A new announcement has a new id: Docusaurus compares the stored id with the configured one.
  const idKey = await storageKey(page, 'docusaurus.announcement.id');
  await page.evaluate((k) => localStorage.setItem(k, 'an-older-announcement'), idKey);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
