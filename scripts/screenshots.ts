/**
 * Screenshots of the pages a change touches, at desktop and mobile width in
 * both colour modes, for a person to look at. Besides each page as it loads,
 * the header's menus: at desktop width with the docs-version and the language
 * menu open, at mobile width with the menu open and both its lists expanded.
 * Needs a running server:
 *   npm run serve &  npx tsx scripts/screenshots.ts [baseURL] [path ...]
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { animationsSettled } from '../tests/e2e/animations';

const [baseURL = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/docs/backend/database', '/this-page-does-not-exist'];
const widths = [1280, 390];
const themes = ['light', 'dark'];
/** Where Docusaurus' header switches to the mobile menu. */
const MOBILE_MAX_WIDTH = 996;

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
  console.log(`screenshots/${name}.png`);
}

/** The header's menus open, one screenshot each at desktop width, one of the whole mobile menu. */
async function shootMenus(page: Page, width: number, name: string): Promise<void> {
  // The menus work once React has taken over the page.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  if (width > MOBILE_MAX_WIDTH) {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /^Docs version:/ }).click();
    await shoot(page, `${name}-versions`);
    await nav.getByRole('button', { name: 'English' }).click();
    await shoot(page, `${name}-languages`);
    return;
  }
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // On a doc page the menu opens on the docs sidebar; the dropdowns are in the main menu. Elsewhere the
  // sidebar's panel, with its back button, is there but inert.
  const back = menu.getByRole('button', { name: /Back to main menu/ });
  if ((await back.count()) > 0 && (await back.evaluate((button) => !button.closest('[inert]')))) await back.click();
  for (const list of ['Versions', 'Languages']) {
    const toggle = menu.getByRole('button', { name: list });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  await menu.getByRole('link', { name: 'English' }).waitFor();
  await animationsSettled(page); // the lists open with an animation
  await shoot(page, `${name}-menu`);
}

async function main(): Promise<void> {
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    const page = await context.newPage();
    for (const path of pages) {
      for (const theme of themes) {
        await page.goto(`${baseURL}${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${theme}`);
        await page.waitForLoadState('networkidle');
        const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}-${theme}`;
        await shoot(page, name);
        await shootMenus(page, width, name);
      }
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
