import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, themes, viewports } from './axe';
import { hydrated } from './hydrated';
import { tabTo } from './keyboard';

const PAGE = '/docs/backend/database';
const NEW_TAB = /\s\(opens in new tab\)$/;
const ITEMS = [
  'Copy page as Markdown',
  'View as Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'Copy MCP server address',
  'Connect to VS Code',
  'Connect to Cursor',
];

const toggle = (page: Page) => page.getByRole('button', { name: 'Page actions' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', { name: new RegExp(`^${name}`) });

async function openPage(page: Page, theme?: (typeof themes)[number]): Promise<void> {
  await page.goto(theme ? `${PAGE}?docusaurus-theme=${theme}` : PAGE);
  await hydrated(page);
}

/** Every URL the browser asks for from now on, in every tab of the context (popups included). */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The menu lies within the window: nothing cut off at the right edge of a phone. */
async function expectInView(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('the page-actions menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const viewport of viewports) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('works by keyboard: Enter, Space and the arrows open it, arrows move, Escape and Tab close it', async ({
        page,
      }) => {
        await openPage(page);
        const button = toggle(page);
        // Next in the tab order after the edit link it sits beside.
        await page.getByRole('link', { name: /^Edit this page/ }).focus();
        await tabTo(page, button, 1);
        await expect(button).toHaveAttribute('aria-haspopup', 'menu');
        await expect(button).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('Enter');
        await expect(menu(page)).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(menu(page).getByRole('menuitem')).toHaveText(ITEMS.map((name) => new RegExp(`^${name}`)));
        await expect(item(page, ITEMS[0]!)).toBeFocused();
        await expectInView(page, menu(page));
        for (const name of ITEMS.slice(1)) {
          await page.keyboard.press('ArrowDown');
          await expect(item(page, name)).toBeFocused();
        }
        await page.keyboard.press('ArrowDown');
        await expect(item(page, ITEMS[0]!)).toBeFocused();
        await page.keyboard.press('End');
        await expect(item(page, 'Connect to Cursor')).toBeFocused();
        await page.keyboard.press('Home');
        await page.keyboard.press('o');
        await expect(item(page, 'Open in ChatGPT')).toBeFocused();

        await page.keyboard.press('Escape');
        await expect(menu(page)).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('ArrowUp');
        await expect(item(page, 'Connect to Cursor')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu(page)).toBeHidden();
        await page.keyboard.press('Space');
        await expect(item(page, ITEMS[0]!)).toBeFocused();

        // Tab leaves the menu for whatever follows it on the page, and closes it.
        await page.keyboard.press('Tab');
        await expect(menu(page)).toBeHidden();
        await expect(button).not.toBeFocused();
        expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]'))).toBeNull();

        // Shift+Tab from an item goes back to the menu button, and closes the menu too.
        await button.focus();
        await page.keyboard.press('ArrowDown');
        await expect(item(page, ITEMS[0]!)).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(button).toBeFocused();
        await expect(menu(page)).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });

      test('copies the MCP server address and the page as Markdown, by keyboard, and says so', async ({
        page,
        baseURL,
      }) => {
        await openPage(page);
        await toggle(page).focus();
        await page.keyboard.press('ArrowDown');
        await expect(item(page, 'Copy page as Markdown')).toBeFocused(); // once the menu's code has arrived
        await page.keyboard.press('c'); // the next item starting with C
        await expect(item(page, 'Copy MCP server address')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'MCP server address copied' })).toBeVisible();
        await expect(menu(page)).toBeHidden();
        await expect(toggle(page)).toBeFocused();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/mcp`);

        await page.keyboard.press('Enter');
        await expect(item(page, 'Copy page as Markdown')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
        const markdown = await (await page.request.get(`${PAGE}.md`)).text();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
        expect(markdown).toMatch(/^---\ntitle: Database\n/);
      });
    });
  }

  test.describe('by pointer at 1280 px', () => {
    test('opens on a click, closes on a click outside, and copies from its items', async ({ page, baseURL }) => {
      await openPage(page);
      await toggle(page).click();
      await expect(menu(page)).toBeVisible();
      await page.locator('h1').click();
      await expect(menu(page)).toBeHidden();

      await toggle(page).click();
      await item(page, 'Copy MCP server address').click();
      await expect(page.getByRole('status').filter({ hasText: 'MCP server address copied' })).toBeVisible();
      await expect(menu(page)).toBeHidden();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/mcp`);

      await toggle(page).click();
      await item(page, 'Copy page as Markdown').click();
      await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
      const markdown = await (await page.request.get(`${PAGE}.md`)).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    });
  });

  test.describe('by touch at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('opens on a tap, fits the screen, closes on a tap outside, and copies from its items', async ({
      page,
      baseURL,
    }) => {
      await openPage(page);
      await toggle(page).tap();
      await expect(menu(page)).toBeVisible();
      await expectInView(page, menu(page));
      await page.locator('h1').tap();
      await expect(menu(page)).toBeHidden();

      await toggle(page).tap();
      await item(page, 'Copy MCP server address').tap();
      await expect(page.getByRole('status').filter({ hasText: 'MCP server address copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/mcp`);
    });
  });

  test('links that open a new tab say so, and the assistants get a prompt naming the Markdown copy', async ({
    page,
    context,
    baseURL,
  }) => {
    await openPage(page);
    await toggle(page).click();
    const markdownUrl = `${baseURL}${PAGE}.md`;
    for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude']) {
      const link = item(page, name);
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}${NEW_TAB.source}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The editors' links hand over to the editor: no tab, so no hint.
    for (const name of ['Connect to VS Code', 'Connect to Cursor']) {
      await expect(item(page, name)).toHaveAccessibleName(name);
      await expect(item(page, name)).not.toHaveAttribute('target');
    }

    // The assistants' sites are never reached: their tab is answered here, and its address checked.
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'intercepted' }),
    );
    const popups: Record<string, string> = {
      'Open in ChatGPT': 'https://chatgpt.com/?hints=search&q=',
      'Open in Claude': 'https://claude.ai/new?q=',
    };
    for (const [name, start] of Object.entries(popups)) {
      if (!(await menu(page).isVisible())) await toggle(page).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), item(page, name).click()]);
      const url = popup.url();
      expect(url.startsWith(start)).toBe(true);
      expect(new URL(url).searchParams.get('q')).toContain(markdownUrl);
      // The site gives the assistant neither this page as referrer nor a handle on its window.
      expect(await popup.evaluate(() => [document.referrer, window.opener])).toEqual(['', null]);
      await popup.close();
    }

    await toggle(page).click();
    const [markdownTab] = await Promise.all([page.waitForEvent('popup'), item(page, 'View as Markdown').click()]);
    await expect.poll(() => markdownTab.url()).toBe(markdownUrl);
    await markdownTab.close();
  });

  test('connects VS Code and Cursor to the MCP server of this site through their install links', async ({
    page,
    baseURL,
  }) => {
    await openPage(page);
    await toggle(page).click();
    const mcp = `${baseURL}/mcp`;
    const vsCode = (await item(page, 'Connect to VS Code').getAttribute('href'))!;
    expect(vsCode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vsCode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'amsterdam',
      type: 'http',
      url: mcp,
    });
    const cursor = new URL((await item(page, 'Connect to Cursor').getAttribute('href'))!);
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(cursor.searchParams.get('name')).toBe('amsterdam');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({ url: mcp });
  });

  test('asks nothing of another site until a click: not on load, hover, focus, opening or moving through it', async ({
    page,
    context,
    baseURL,
  }) => {
    const urls = recordRequests(context);
    await openPage(page);
    await page.waitForLoadState('networkidle');
    await toggle(page).hover();
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(item(page, ITEMS[0]!)).toBeFocused();
    for (const name of ITEMS.slice(1)) {
      await page.keyboard.press('ArrowDown');
      await expect(item(page, name)).toBeFocused();
      await item(page, name).hover();
    }
    await page.waitForLoadState('networkidle');
    // The menu's own code did arrive, from the site itself.
    expect(urls.some((url) => /\/assets\/js\/page-actions-menu\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    const origin = new URL(baseURL!).origin;
    const elsewhere = urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
  });

  test("says so with Retry when the menu's code cannot be fetched, and opens once it can", async ({ page }) => {
    const chunk = /\/assets\/js\/page-actions-menu\.[0-9a-f]+\.js$/;
    await page.route(chunk, (route) => route.abort());
    await openPage(page);
    await toggle(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The page actions could not be loaded.' });
    await expect(alert).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(item(page, ITEMS[0]!)).toBeFocused();
    await expect(alert).toHaveCount(0);
  });

  for (const viewport of viewports) {
    test.describe(`open, at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.describe.configure({ timeout: 60_000 }); // two full axe runs on a shared machine
      for (const theme of themes) {
        test(`passes axe in ${theme} mode`, async ({ page }) => {
          await openPage(page, theme);
          await toggle(page).click();
          await expect(item(page, ITEMS[0]!)).toBeFocused();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});
