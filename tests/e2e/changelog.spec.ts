import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test, type Page } from '@playwright/test';
import { changelogFeeds } from '../../lib/changelog';
import { animationsSettled } from './animations';
import { axeViolations, themes, viewports } from './axe';
import { hydrated } from './hydrated';
import { docFrontMatter, docPaths } from './routes';

/** Every change the pages list in their front matter, as the authors wrote them. */
const changes = docPaths.flatMap((path) =>
  ((docFrontMatter(path).changes ?? []) as { date: Date | string; rule: string }[]).map((change) => ({
    path,
    date: change.date instanceof Date ? change.date.toISOString().slice(0, 10) : change.date,
    rule: change.rule,
  })),
);
const newestFirst = [...new Set(changes.map((change) => change.date))].sort().reverse();

/** A feed's address on the server under test (the feeds name the site's public address). */
const onTestServer = (url: string) => new URL(url).pathname;

const entries = (page: Page) => page.locator('main section article');

test.describe('/changelog', () => {
  test('lists every change, newest first, each linking its page, rule changes marked in words', async ({ page }) => {
    await page.goto('/changelog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed in the standards');
    await expect(entries(page)).toHaveCount(changes.length);

    const days = await page
      .locator('main section h2 time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(days).toEqual(newestFirst);

    const ids = await entries(page).evaluateAll((articles) => articles.map((article) => article.id));
    expect(ids.map((id) => id.slice(-10))).toEqual([...ids.map((id) => id.slice(-10))].sort().reverse());

    for (const [rule, label] of [
      ['must', 'MUST rule changed'],
      ['should', 'SHOULD rule changed'],
    ] as const) {
      const marked = entries(page).filter({ has: page.getByText(label, { exact: true }) });
      await expect(marked).toHaveCount(changes.filter((change) => change.rule === rule).length);
      await expect(marked.first().getByText(label, { exact: true })).toBeVisible();
    }

    // Each entry's link reaches its page.
    const first = entries(page).first();
    const title = await first.getByRole('heading', { level: 3 }).innerText();
    await first.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the review line of a page links to its newest change on /changelog', async ({ page }) => {
    const path = '/docs/general/using-git';
    const newest = changes
      .filter((change) => change.path === path)
      .map((change) => change.date)
      .sort()
      .at(-1)!;
    await page.goto(path);
    await hydrated(page);
    await page.locator('article').first().getByRole('link', { name: 'What changed', exact: true }).click();
    await expect(page).toHaveURL(`/changelog#general-using-git-${newest}`);
    const entry = page.locator(`#general-using-git-${newest}`);
    await expect(entry).toBeInViewport();
    await expect(entry.getByRole('link', { name: 'Using Git' })).toBeVisible();
  });

  test('the review notice of a page past its due date links to its changes', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2028-01-01T12:00:00Z'));
    await page.goto('/docs/backend/database');
    const notice = page.getByRole('region', { name: 'This page is due for review' });
    await notice.getByRole('link', { name: 'What changed on this page' }).click();
    await expect(page).toHaveURL(/\/changelog#backend-database-\d{4}-\d{2}-\d{2}$/);
    const id = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    // Loaded directly, the anchor is reached as well.
    await page.goto(`/changelog#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test.describe('the changelog feeds', () => {
  for (const path of ['/', '/docs/intro', '/changelog']) {
    test(`${path} announces the three feeds in its <head> with absolute addresses`, async ({ page }) => {
      // The server's HTML, before any script runs.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      for (const feed of changelogFeeds) {
        const link = page.locator(`head link[rel="alternate"][type="${feed.type}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', `https://developers.amsterdam/${feed.file}`);
        await expect(link).toHaveAttribute('title', `What changed in the standards (${feed.title})`);
      }
    });
  }

  test('are served with their types, and link real pages', async ({ request, page }) => {
    for (const feed of changelogFeeds) {
      const response = await request.get(`/${feed.file}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`${feed.type}; charset=utf-8`);
    }
    const atom = parseFeed(await (await request.get('/changelog/atom.xml')).text());
    expect(atom.items).toHaveLength(changes.length);
    for (const url of new Set(atom.items.map((item) => item.url!))) {
      const page = await request.get(onTestServer(url), { maxRedirects: 0 });
      expect(page.status(), url).toBe(200);
    }
    // Each item's id is its entry's place on /changelog, in the same order.
    await page.goto('/changelog');
    const ids = await entries(page).evaluateAll((articles) => articles.map((article) => article.id));
    expect(atom.items.map((item) => new URL(item.id!).hash.slice(1))).toEqual(ids);
  });
});

for (const viewport of viewports) {
  test.describe(`/changelog at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const theme of themes) {
      test(`has no axe violations in ${theme} mode`, async ({ page }) => {
        await page.goto(`/changelog?docusaurus-theme=${theme}`);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(entries(page).first()).toBeVisible();
        await animationsSettled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
