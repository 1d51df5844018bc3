import { expect, test, type Page } from '@playwright/test';
import { nextFrames } from './animations';

/**
 * Scrolls in steps, as a reader does: the header compares each position with the one before, so each step is
 * waited for (the page has moved, or cannot move further) before the next.
 */
async function scrollBy(page: Page, distance: number) {
  const steps = 6;
  for (let i = 0; i < steps; i += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, distance / steps);
    await page.waitForFunction(
      ([before, down]) => {
        const end = down ? document.documentElement.scrollHeight - window.innerHeight : 0;
        return window.scrollY !== before || Math.abs(window.scrollY - end) < 1;
      },
      [before, distance > 0] as const,
    );
    await nextFrames(page);
  }
}

test.describe('header', () => {
  test('logo, brand, documentation, source and colour mode', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: /Ga naar de homepage/ });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo).toContainText('Developers');

    const nav = banner.getByRole('navigation', { name: 'Main navigation' });
    const docs = nav.getByRole('link', { name: 'Documentation' });
    await expect(docs).toHaveAttribute('href', '/docs/intro');
    await expect(docs).not.toHaveAttribute('aria-current');

    const source = nav.getByRole('link', { name: /Development standards on GitHub.*\(opens in new tab\)/ });
    await expect(source).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('button', { name: 'Toggle dark mode' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('Documentation sits left, by the brand, and is current on doc pages', async ({ page }) => {
    await page.goto('/docs/backend/database');
    const docs = page.getByRole('banner').getByRole('link', { name: 'Documentation' });
    await expect(docs).toHaveAttribute('aria-current', 'true');
    const docsBox = (await docs.boundingBox())!;
    const toggleBox = (await page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode' }).boundingBox())!;
    expect(docsBox.x).toBeLessThan(640);
    expect(toggleBox.x).toBeGreaterThan(docsBox.x + 400);
    await page.goto('/docs/intro');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('logo link goes home through the client router', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.getByRole('link', { name: /Ga naar de homepage/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toHaveText('Amsterdam Developers');
  });

  test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.goto('/docs/backend/handling-access-tokens');
    const header = page.locator('.navbar');
    await expect(header).toBeInViewport();
    await scrollBy(page, 1200);
    await expect(header).not.toBeInViewport();
    await scrollBy(page, -300);
    await expect(header).toBeInViewport();
  });

  test('jumping to an anchor does not reveal a hidden header', async ({ page }) => {
    await page.goto('/docs/backend/handling-access-tokens');
    await scrollBy(page, 1500);
    const header = page.locator('.navbar');
    await expect(header).not.toBeInViewport();
    // A TOC link jumps upwards: a scroll up that is not the reader's.
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/#/);
    // The jump has happened and the header's scroll handler has run on it.
    const target = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    await nextFrames(page);
    await expect(header).not.toBeInViewport();
  });

  for (const width of [1280, 1000, 390]) {
    test(`is as tall as Docusaurus thinks at ${width} px, so the sticky sidebar and anchors line up`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/backend/database');
      const { navbar, expected } = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.height = 'var(--ifm-navbar-height)';
        document.body.append(probe);
        const expectedHeight = probe.getBoundingClientRect().height;
        probe.remove();
        return { navbar: document.querySelector('.navbar')!.getBoundingClientRect().height, expected: expectedHeight };
      });
      expect(Math.abs(navbar - expected)).toBeLessThan(1);
    });
  }
});
