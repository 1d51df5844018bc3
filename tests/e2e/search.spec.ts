import { expect, test } from '@playwright/test';
import {
  askAiOption,
  FAVOURITE_KEY,
  hitOptions,
  NO_HITS_QUERY,
  openByButton,
  openSearch,
  RECENT_KEY,
  search,
  searchBox,
  searchDialog,
} from './search-helpers';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hydrated } from './hydrated';
import { docPaths } from './routes';
import { tabTo } from './keyboard';

test.describe('search modal', () => {
  test('the build holds one page text per page in docs/, so none is missing from the index', () => {
    const texts = readdirSync(join(process.cwd(), 'build/search')).filter((file) =>
      /^text\.[0-9a-f]{12}\.json$/.test(file),
    );
    expect(texts).toHaveLength(docPaths.length);
  });

  test('Ctrl+K, Cmd+K and "/" open it; Escape closes it and the focus returns', async ({ page }) => {
    await page.goto('/docs/intro');
    const docs = page.getByRole('banner').getByRole('link', { name: 'Documentation' });
    await docs.focus();

    for (const key of ['Control+k', 'Meta+k', '/']) {
      await openSearch(page, () => page.keyboard.press(key));
      await expect(searchBox(page)).toHaveValue(''); // "/" is not typed into the field
      await page.keyboard.type('docker');
      await page.keyboard.press('Escape'); // closes at once, even with a query typed
      await expect(searchDialog(page)).toBeHidden();
      await expect(docs).toBeFocused();
    }
    await openSearch(page, () => page.keyboard.press('Control+k'));
    await page.keyboard.press('Control+k'); // the same shortcut closes it again
    await expect(searchDialog(page)).toBeHidden();
    await expect(docs).toBeFocused();
  });

  test('"/" can be turned off in the dialog it opens, and stays off on the next page; Ctrl+K still opens it', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await hydrated(page);
    await openSearch(page, () => page.keyboard.press('/'));
    const setting = searchDialog(page).getByRole('switch', { name: 'Open search with the / key' });
    await expect(setting).toBeChecked();
    // By keyboard, as someone who opened it by accident would: Tab reaches the switch, Space turns it off.
    await setting.focus();
    await page.keyboard.press('Space');
    await expect(setting).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();

    await page.goto('/docs/backend/database');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Zoeken' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', /^Control\+K Meta\+K(?! \/)/);
    await page.keyboard.press('/');
    // Had "/" opened the dialog, Ctrl+K would close it again and this would fail.
    await openSearch(page, () => page.keyboard.press('Control+k'));
    await expect(setting).not.toBeChecked();
    // By pointer this time, on the words beside the switch.
    await searchDialog(page).getByText('Open search with the').click();
    await expect(setting).toBeChecked();
    await page.keyboard.press('Escape');
    await openSearch(page, () => page.keyboard.press('/'));
  });

  test('the shortcuts leave a text field alone', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('searchbox', { name: 'Search for' });
    // Typed before hydration, the text would be replaced by React's first render.
    await hydrated(page);
    await field.pressSequentially('a/b');
    await expect(field).toHaveValue('a/b');
    await field.press('Control+k');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('loads its code and the index only when first opened', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((p) => p.startsWith('/search/') || p.includes('search-modal'))).toEqual([]);
    await openByButton(page);
    await expect.poll(() => fetched.some((p) => /search-modal\.[0-9a-f]+\.js$/.test(p))).toBe(true);
    await expect.poll(() => fetched.includes('/search/manifest.json')).toBe(true);
  });

  test('results are grouped by section, at most 5 each, highlighted, with "See all"', async ({ page }) => {
    await page.goto('/');
    const dialog = await openByButton(page);
    await search(page, 'test');
    const listbox = dialog.getByRole('listbox', { name: 'Search results' });
    // The "Ask AI" option shows at once; the groups follow when the answer to the query is in.
    await expect(listbox).toHaveAttribute('aria-busy', 'false');
    const groups = listbox.getByRole('group');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      const count = await group.getByRole('option').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(5);
    }
    await expect(listbox.locator('mark').first()).toHaveText(/test/i);
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results$/);

    const seeAll = dialog.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=test$/);
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(`${count} results for "test"`);
  });

  test('no results: the message, suggestions that search, and "Let us know."', async ({ page }) => {
    await page.goto('/');
    const dialog = await openByButton(page);
    await search(page, NO_HITS_QUERY);
    await expect(dialog.getByRole('heading', { name: `No results found for "${NO_HITS_QUERY}"` })).toBeVisible();
    const report = dialog.getByRole('link', { name: /Let us know\.\s*\(opens in new tab\)/ });
    await expect(report).toHaveAttribute('target', '_blank');
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/Amsterdam/development-standards/issues/new');
    expect(href.searchParams.get('title')).toContain(`"${NO_HITS_QUERY}"`);
    expect(href.search).toContain(encodeURIComponent(`"${NO_HITS_QUERY}"`));

    const suggestions = dialog.getByRole('listitem').getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await dialog.getByRole('button', { name: 'kubernetes' }).click();
    await expect(searchBox(page)).toHaveValue('kubernetes');
    await expect(hitOptions(dialog).first()).toBeVisible();
  });

  test('error: "Unable to fetch results" when the index cannot be fetched; typing again retries', async ({ page }) => {
    await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const dialog = await openByButton(page);
    await search(page, 'docker');
    await expect(dialog.getByRole('heading', { name: 'Unable to fetch results' })).toBeVisible();
    await expect(dialog.getByText('You might want to check your network connection.')).toBeVisible();

    await page.unroute('**/search/**');
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' usage');
    await expect(hitOptions(dialog).first()).toBeVisible();
    await expect(dialog.getByText('Unable to fetch results')).toBeHidden();
  });

  test('page texts: none on opening, those of the hits shown as text on searching; a failed one is the error screen until typing again', async ({
    page,
  }) => {
    const TEXT = /\/search\/text\.[0-9a-f]{12}\.json$/;
    const texts: string[] = [];
    let index = false;
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (TEXT.test(path)) texts.push(path);
      if (/\/search\/index\.[0-9a-f]{12}\.json$/.test(path)) index = true;
    });
    await page.route(TEXT, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const dialog = await openByButton(page);
    await expect.poll(() => index).toBe(true);
    expect(texts).toEqual([]);

    await search(page, 'dependabot');
    await expect(dialog.getByRole('heading', { name: 'Unable to fetch results' })).toBeVisible();
    await page.unroute(TEXT);
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' updates');
    await expect(hitOptions(dialog).first()).toContainText(/dependabot/i);
    await expect(
      dialog
        .locator('mark')
        .filter({ hasText: /^dependabot$/i })
        .first(),
    ).toBeVisible();
    // Only the texts of the pages whose hits showed, never every page's.
    expect(new Set(texts).size).toBeLessThan(docPaths.length);
  });

  test('recent → favourite → removed, surviving reloads', async ({ page }) => {
    test.setTimeout(60_000); // four page loads and four modal openings
    await page.goto('/');
    await openByButton(page);
    await search(page, 'docker');
    await expect(hitOptions(searchDialog(page)).first()).toBeVisible();
    await searchBox(page).press('ArrowDown'); // past "Ask AI: docker" to the first result
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\/backend\/docker-usage/);

    await page.reload();
    let dialog = await openByButton(page);
    const recent = dialog.getByRole('region', { name: 'Recent' });
    await expect(recent.getByRole('link')).toHaveCount(1);
    const favourite = recent.getByRole('button', { name: /^Save as favourite: / });
    const title = (await favourite.getAttribute('aria-label'))!.replace('Save as favourite: ', '');
    await favourite.click();
    await expect(dialog.getByRole('region', { name: 'Favourites' }).getByRole('link', { name: title })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Recent' })).toBeHidden();

    await page.reload();
    dialog = await openByButton(page);
    const favourites = dialog.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('link', { name: title })).toBeVisible();
    await favourites.getByRole('button', { name: `Remove from favourites: ${title}` }).click();
    await expect(dialog.getByRole('region', { name: 'Favourites' })).toBeHidden();

    await page.reload();
    dialog = await openByButton(page);
    await expect(dialog.getByText(/No recent searches/)).toBeVisible();
    const stored = await page.evaluate(
      ([r, f]) => [localStorage.getItem(r), localStorage.getItem(f)],
      [RECENT_KEY, FAVOURITE_KEY],
    );
    expect(stored).toEqual(['[]', '[]']);
  });

  test('a corrupt or blocked storage is logged and ignored', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript((key) => localStorage.setItem(key, '{corrupt'), RECENT_KEY);
    await page.goto('/');
    const dialog = await openByButton(page);
    await expect(dialog.getByText(/No recent searches/)).toBeVisible();
    expect(warnings.some((w) => w.includes(RECENT_KEY))).toBe(true);
    await search(page, 'docker');
    await expect(hitOptions(dialog).first()).toBeVisible();
  });

  test('keyboard only: Tab to "Zoeken", type, ↓ ↑, Enter opens the result', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Zoeken' });
    // Focus moves without the page's code: Tab until the button has it (a few stops: skip link, logo, menus…).
    await tabTo(page, button, 20);
    const dialog = await openSearch(page, () => page.keyboard.press('Enter'));
    await page.keyboard.type('docker');
    const input = searchBox(page);
    const options = hitOptions(dialog);
    // Until the answer to "docker" is in, an earlier keystroke's results are on screen.
    await expect(dialog.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await expect(askAiOption(dialog)).toHaveAttribute('aria-selected', 'true'); // first, as in DocSearch
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/backend\/docker-usage$/);
    await expect(page.locator('h1')).toHaveText('Docker usage');
    await expect(dialog).toBeHidden();
  });

  test('bad input never breaks it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const dialog = await openByButton(page);
    // One after another, as a fast typist or a paste would; the engine's unit tests run each input on its own.
    for (const query of ['x'.repeat(600), '.*+?^${}()|[]\\', '🐳 docker', '!!!', '   ', 'DoCkEr']) {
      await search(page, query);
    }
    await expect(hitOptions(dialog).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('reads ?q=, shows 20 results at a time with breadcrumbs, and loads more', async ({ page }) => {
    await page.goto('/search?q=test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await expect(page).toHaveTitle('Search | Amsterdam Developers');
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('test');
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d+ results for "test"$/);
    const total = Number((await status.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);

    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(20);
    await expect(results.first().getByRole('heading', { level: 2 }).getByRole('link')).toBeVisible();
    await expect(results.nth(2)).toContainText('›');
    await expect(results.first().locator('mark').first()).toBeVisible();

    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results).toHaveCount(Math.min(40, total));
    await expect(results.nth(20).getByRole('link')).toBeFocused();
  });

  test('writes the query to ?q= as you type, without adding history entries', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('searchbox', { name: 'Search for' });
    const length = await page.evaluate(() => history.length);
    await hydrated(page);
    await field.fill('postgis');
    await expect(page).toHaveURL(/\/search\?q=postgis$/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.reload();
    await expect(field).toHaveValue('postgis');
  });

  test('no results and error states, as in the modal', async ({ page }) => {
    await page.goto(`/search?q=${NO_HITS_QUERY}`);
    await expect(page.getByRole('heading', { name: `No results found for "${NO_HITS_QUERY}"` })).toBeVisible();
    await expect(page.getByRole('link', { name: /Let us know\./ })).toBeVisible();
    await page.route('**/search/**', (route) => route.abort());
    await page.goto('/search?q=docker');
    await expect(page.getByRole('heading', { name: 'Unable to fetch results' })).toBeVisible();
  });
});

test.describe('search at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the button shows beside the menu, and the modal fills the screen', async ({ page }) => {
    await page.goto('/docs/intro');
    const button = page.getByRole('banner').getByRole('button', { name: 'Zoeken' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toBeVisible();
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);

    const dialog = await openSearch(page, () => button.tap());
    // The loading shell gives way to the modal (another dialog element): measure whichever is shown.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    await search(page, 'docker');
    await expect(hitOptions(dialog).first()).toBeVisible();
    await hitOptions(dialog).first().tap();
    await expect(page).toHaveURL(/\/docs\/backend\/docker-usage/);
    await expect(dialog).toBeHidden();

    await openSearch(page, () => button.tap());
    await dialog.getByRole('button', { name: 'Close search' }).tap();
    await expect(dialog).toBeHidden();
  });
});
