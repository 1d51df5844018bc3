import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile navigation at 390 px', () => {
  test('menu opens with a brand header, "Sluiten", menus, GitHub and the toggle', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Documentation' })).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Developers' })).toBeVisible();
    // On a doc page the docs sidebar shows first, with a way back to the main menu.
    await expect(sidebar.getByRole('link', { name: 'Database' })).toBeVisible();
    const back = sidebar.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', { name: 'Documentation', exact: true })).toBeVisible();

    const github = sidebar.getByRole('link', { name: /GitHub.*\(opens in new tab\)/ });
    await expect(github).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards');
    await expect(github).toHaveAttribute('target', '_blank');

    await sidebar.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(sidebar.getByRole('button', { name: 'Toggle light mode' })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Sluiten' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('the menu is forced closed when the window widens to desktop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 844 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('nothing sticks out sideways at 390 px', async ({ page }) => {
  for (const path of ['/', '/docs/backend/database', '/search?q=git']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
