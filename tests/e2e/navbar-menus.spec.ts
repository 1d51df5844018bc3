import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themes } from './axe';
import { hydrated } from './hydrated';
import { storageKey } from './storage';

const versionKey = (page: Page) => storageKey(page, 'docs-preferred-version-default');

test.describe('language and docs-version menus in the header', () => {
  test('name the version and the language, open on click and close on Escape', async ({ page }) => {
    await page.goto('/docs/backend/database');
    await hydrated(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    const version = nav.getByRole('button', { name: 'Docs version: Next' });
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await version.click();
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    // The one version, "Next", leads to the same page in that version and is marked current.
    const next = nav.getByRole('link', { name: 'Next', exact: true });
    await expect(next).toHaveAttribute('href', '/docs/backend/database');
    await expect(next).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(next).toBeHidden();
    await expect(version).toBeFocused();

    const language = nav.getByRole('button', { name: 'English' });
    await page.keyboard.press('Tab'); // to the next control, then back: the menus also work from the keyboard
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    // Opening one menu closes the other; a click elsewhere closes it too.
    await version.click();
    await expect(nav.getByRole('link', { name: 'English' })).toBeHidden();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(next).toBeHidden();
  });

  test('choosing a version stores it as the preferred docs version', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const key = await versionKey(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Docs version: Next' }).click();
    // Outside the docs the version leads to its first page.
    await nav.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
  });

  test('a browser that refuses storage logs it and still follows the link', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Docs version: Next' }).click();
    await nav.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Collaborating on standards');
    expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    expect(errors.join('\n')).toMatch(/storage error.*docs-preferred-version/i);
  });

  test('the bar holds every item without overflowing from 997 px', async ({ page }) => {
    for (const width of [997, 1160, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/intro');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: /^Toggle (dark|light) mode$/ })).toBeInViewport({ ratio: 1 });
    }
  });

  for (const theme of themes) {
    test(`open menus pass axe in ${theme} mode`, async ({ page }) => {
      await page.goto(`/docs/intro?docusaurus-theme=${theme}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Docs version: Next' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'English' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('language and docs-version menus in the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  test('are collapsed outside the docs and expand and collapse on a tap', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Docs version/ })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const versions = menu(page).getByRole('button', { name: 'Versions' });
    const languages = menu(page).getByRole('button', { name: 'Languages' });
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    await expect(languages).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Next' })).toBeHidden();
    await languages.tap();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'English' })).toBeVisible();
    await languages.tap();
    await expect(languages).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'English' })).toBeHidden();
  });

  test('the version menu expands by itself on a doc page, and choosing stores the version', async ({ page }) => {
    await page.goto('/docs/backend/database');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu(page)
      .getByRole('button', { name: /Back to main menu/ })
      .tap();
    const versions = menu(page).getByRole('button', { name: 'Versions' });
    await expect(versions).toHaveAttribute('aria-expanded', 'true');
    const next = menu(page).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-current', 'page');
    await next.tap();
    await expect(menu(page)).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), await versionKey(page))).toBe('current');
  });

  for (const theme of themes) {
    test(`expanded menus pass axe in ${theme} mode`, async ({ page }) => {
      await page.goto(`/?docusaurus-theme=${theme}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await menu(page).getByRole('button', { name: 'Versions' }).tap();
      await menu(page).getByRole('button', { name: 'Languages' }).tap();
      await expect(menu(page).getByRole('link', { name: 'English' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
