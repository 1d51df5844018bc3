import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { allPages } from './routes';

test.describe('every route of the site', () => {
  for (const { path, h1, title: own } of allPages) {
    test(`${path} answers 200 with its own title and h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
      const title = path === '/' ? /Amsterdam Developers/ : `${own ?? h1} | Amsterdam Developers`;
      await expect(page).toHaveTitle(title);
    });
  }

  test('/docs takes the reader to the introduction', async ({ page }) => {
    const response = await page.goto('/docs');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('h1')).toHaveText('Collaborating on standards');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/docs/no-such-standard');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('names the address visited, not /404, in the broken-link report and in the language link', async ({ page }) => {
    const response = await page.goto('/docs/no-such-standard?from=mail');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const report = page.getByRole('link', { name: /Tell us which link is broken/ });
    await expect(report).toHaveAttribute('href', /title=Broken%20link%3A%20%2Fdocs%2Fno-such-standard(&|$)/);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'English' }).click();
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/docs/no-such-standard?from=mail',
    );
    await expect(page).toHaveURL(/\/docs\/no-such-standard\?from=mail$/);
  });

  test('an address of a page in other letter case leads to the page, which renders without an error', async ({
    page,
    request,
  }) => {
    for (const [from, to] of [
      ['/DOCS/INTRO', '/docs/intro'],
      ['/PRIVACY', '/privacy'],
      ['/Docs/Backend/Database?x=1', '/docs/backend/database?x=1'],
    ] as const) {
      const redirect = await request.get(from, { maxRedirects: 0 });
      expect(redirect.status(), from).toBe(301);
      expect(redirect.headers().location, from).toBe(to);
    }
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/DOCS/INTRO');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Collaborating on standards');
    expect(errors).toEqual([]);
  });

  test('a missing asset is a 404 too', async ({ request }) => {
    const response = await request.get('/assets/js/missing.js');
    expect(response.status()).toBe(404);
  });
});

test.describe('.html paths', () => {
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/backend/database.html', '/docs/backend/database'],
    ['/index.html', '/'],
    ['/docs/index.html', '/docs/intro'],
  ] as const) {
    test(`${from} ends up at ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    });
  }

  test('the server answers with a permanent redirect', async ({ request }) => {
    const response = await request.get('/docs/intro.html?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/docs/intro?x=1');
  });

  test('in the browser the address bar loses the suffix without a server round trip', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/backend/database.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText(/Database/);
    await expect(page).toHaveURL(/\/docs\/backend\/database$/);
  });
});

test.describe('caching', () => {
  test('hashed assets are cached for a year, HTML is revalidated', async ({ page, request }) => {
    const html = await request.get('/docs/intro');
    expect(html.headers()['cache-control']).toBe('no-cache');
    await page.goto('/docs/intro');
    const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
