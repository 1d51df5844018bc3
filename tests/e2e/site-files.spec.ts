import { expect, test } from '@playwright/test';

test.describe('files for crawlers, sharing and security researchers', () => {
  test('the og:image is a real 1200×630 PNG', async ({ page, request }) => {
    await page.goto('/docs/intro');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https:\/\/developers\.amsterdam\/img\/social-card\.png$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The IHDR chunk: width and height as 32-bit big-endian numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('robots.txt names the sitemap, which lists the pages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const sitemapUrl = (await robots.text()).match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemapUrl).toBe('https://developers.amsterdam/sitemap.xml');
    const sitemap = await (await request.get(new URL(sitemapUrl!).pathname)).text();
    expect(sitemap).toContain('<loc>https://developers.amsterdam/docs/backend/database</loc>');
  });

  test('/.well-known/security.txt says where to report a vulnerability, as plain text, until when', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^Contact: https:\/\/www\.amsterdam\.nl\/\S+$/m);
    const expires = new Date(text.match(/^Expires: (\S+)$/m)![1]).getTime();
    const yearAhead = Date.now() + 366 * 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(yearAhead);
  });
});
