import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogFeeds } from '../lib/changelog';
import { buildServer } from './app';
import { makeSite, removeSite } from './site.fixture';

// Big enough to be precompressed, so the twins' path is tested too.
const feedBody = (format: string) => `<!-- ${format} -->${'<entry>change</entry>'.repeat(200)}`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await makeSite(Object.fromEntries(changelogFeeds.map((feed) => [feed.file, feedBody(feed.format)])));
  app = await buildServer({ root, logger: false });
});

afterAll(async () => {
  await app.close();
  await removeSite(root);
});

describe('the changelog feeds', () => {
  it.each(changelogFeeds.map((feed) => [feed.file, feed.type] as const))(
    '/%s is served as %s, compressed or not',
    async (file, type) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url: `/${file}`, headers: { 'accept-encoding': encoding } });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(`${type}; charset=utf-8`);
          expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
          expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
        }
      }
    },
  );

  it('leaves other XML and JSON files their own types', async () => {
    expect((await app.inject({ url: '/sitemap.xml' })).headers['content-type']).toMatch(/^application\/xml/);
    expect((await app.inject({ url: '/search/manifest.json' })).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a feed that is not in the build with the 404 page', async () => {
    const response = await app.inject({ url: '/changelog/atom2.xml' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
