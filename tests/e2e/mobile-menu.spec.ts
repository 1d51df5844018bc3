import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const focusInMenu = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Menu"]'));

async function openMenu(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
}

test.describe('the mobile menu is a modal dialog', () => {
  test('focus moves into it and Tab and Shift+Tab cycle inside it', async ({ page }) => {
    await openMenu(page, '/');
    await expect(menu(page).getByRole('link', { name: 'Developers' })).toBeFocused();
    // Tab through every control and round again: focus never leaves the menu.
    const names: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(page), `Tab ${i + 1}`).toBe(true);
      names.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(names).toContain('Sluiten');
    expect(names.filter((name) => name === 'Developers').length).toBeGreaterThan(0);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
  });

  test('the page behind it is inert while it is open', async ({ page }) => {
    const inert = (selector: string) => page.locator(selector).evaluate((element) => !!element.closest('[inert]'));
    await openMenu(page, '/docs/backend/database');
    for (const selector of ['main', '.ams-page-footer', '.ams-page-header'])
      expect(await inert(selector), selector).toBe(true);
    await menu(page).getByRole('button', { name: 'Sluiten' }).click();
    for (const selector of ['main', '.ams-page-footer', '.ams-page-header'])
      expect(await inert(selector), selector).toBe(false);
  });

  test('Escape closes it and focus returns to the Menu button', async ({ page }) => {
    await openMenu(page, '/docs/backend/database');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Sluiten" closes it and focus returns to the Menu button', async ({ page }) => {
    await openMenu(page, '/');
    await menu(page).getByRole('button', { name: 'Sluiten' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('following a link in it leaves focus to the new page', async ({ page }) => {
    await openMenu(page, '/');
    await menu(page).getByRole('link', { name: 'Documentation' }).click();
    await expect(page.locator('h1')).toHaveText('Collaborating on standards');
    await expect(menuButton(page)).not.toBeFocused();
  });

  for (const path of ['/', '/search', '/this-page-does-not-exist', '/docs/backend/database']) {
    test(`on ${path} the brand row keeps its height and GitHub appears once`, async ({ page }) => {
      await openMenu(page, path);
      const brand = await menu(page).locator('.navbar-sidebar__brand').boundingBox();
      expect(brand!.height).toBeLessThan(100);
      await expect(menu(page).getByRole('link', { name: /GitHub/ })).toHaveCount(1);
    });
  }
});
