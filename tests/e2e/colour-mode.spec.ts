import { expect, test, type Page } from '@playwright/test';
import { storageKey } from './storage';

// A web-first assertion: the attribute is set by a click handler or the head script, so it is waited for.
const expectTheme = (page: Page, theme: 'light' | 'dark') =>
  expect(page.locator('html')).toHaveAttribute('data-theme', theme);

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('starts light even when the system prefers dark', async ({ page }) => {
    await page.goto('/');
    await expectTheme(page, 'light');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(255, 255, 255)');
  });

  test('the toggle switches light and dark, and the choice survives a reload without a flash', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expectTheme(page, 'dark');
    await expect(page.getByRole('button', { name: 'Toggle light mode' })).toBeVisible();

    // The stored choice is applied by the inline head script, before any bundle runs.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    await expectTheme(page, 'dark');
    await page.unroute('**/assets/js/**');

    await page.reload();
    await page.getByRole('button', { name: 'Toggle light mode' }).click();
    await expectTheme(page, 'light');
  });

  test('a corrupt stored value falls back to light without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const key = await storageKey(page, 'theme');
    await page.evaluate((k) => localStorage.setItem(k, '{"not":"a theme"}'), key);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toBeEnabled();
    await expectTheme(page, 'light');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expectTheme(page, 'dark');
    expect(errors).toEqual([]);
  });

  test('blocked storage is ignored: the toggle still works for the visit', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expectTheme(page, 'dark');
    expect(errors).toEqual([]);
  });
});
