import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from '../api-shared/config';
import { buildServer } from '../app';
import { makeSite, removeSite } from '../site.fixture';
import { Storage } from '../storage/storage';
import { databaseKinds, type TestDatabase } from '../storage/test-databases';
import { pageFeedbackApi } from './index';
import { docPagesOf } from './pages';

let root: string;
beforeAll(async () => {
  root = await makeSite({
    'docs/intro.md': '# Intro\n',
    'docs/backend/database.md': '# Database\n',
    'docs/backend.html': '<h1>Backend</h1>',
  });
});
afterAll(() => removeSite(root));

async function server(storage: Storage, rateLimit = 1000): Promise<FastifyInstance> {
  const config = { ...apiConfigFromEnv({}), rateLimit };
  return buildServer({ root, api: [pageFeedbackApi({ config, storage, buildDir: root })] });
}

function post(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/page-feedback',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const body = (r: LightMyRequestResponse) =>
  r.json() as { success: boolean; message: string; code?: string; id?: string };

describe('docPagesOf', () => {
  it('takes the doc pages that have a Markdown copy, by their clean path', () => {
    const files = new Set([
      'docs/intro.html',
      'docs/intro.md',
      'docs/a/index.html',
      'docs/a.md',
      'docs/b.html',
      'x.md',
    ]);
    expect([...docPagesOf(files)].sort()).toEqual(['/docs/a', '/docs/intro']);
  });
});

describe.each(await databaseKinds())('POST /api/page-feedback on $name', ({ make, skip }) => {
  let database: TestDatabase;
  let storage: Storage;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (skip) return;
    database = await make();
    storage = await Storage.open(database.options);
    app = await server(storage);
  });
  afterAll(async () => {
    if (skip) return;
    await app?.close();
    await storage?.close();
    await database?.cleanUp();
  });

  it.skipIf(skip)('stores a vote, then its comment, and nothing about the reader', async () => {
    const voted = await post(
      app,
      { page: '/docs/backend/database', helpful: false },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(voted.statusCode).toBe(201);
    expect(voted.headers['cache-control']).toBe('no-store');
    const { id } = body(voted);
    expect(id).toMatch(/^[\w-]{36}$/);
    const commented = await post(app, {
      page: '/docs/backend/database',
      helpful: false,
      id,
      comment: '  Add an example.  ',
    });
    expect(commented.statusCode).toBe(200);
    expect(body(commented)).toEqual({ success: true, id });
    const again = await post(app, { page: '/docs/backend/database', helpful: false, id, comment: 'Twice' });
    expect(again.statusCode).toBe(404);
    expect(body(again).code).toBe('not_found');

    const rows = await storage.db.all('SELECT * FROM page_feedback WHERE id = ?', [id!]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['comment', 'created_at', 'helpful', 'id', 'page']);
    expect(rows[0]).toMatchObject({ page: '/docs/backend/database', helpful: 0, comment: 'Add an example.' });
    expect(JSON.stringify(rows)).not.toContain('203.0.113.9');
  });

  it.skipIf(skip)('stores a vote sent with its comment in one request, and an empty comment as none', async () => {
    const withComment = body(await post(app, { page: '/docs/intro', helpful: true, comment: 'Clear.' }));
    const blank = body(await post(app, { page: '/docs/intro', helpful: true, comment: '   ' }));
    const votes = await storage.pageVotes();
    expect(votes.find((v) => v.id === withComment.id)).toMatchObject({ helpful: true, comment: 'Clear.' });
    expect(votes.find((v) => v.id === blank.id)).toMatchObject({ helpful: true, comment: null });
  });

  it.skipIf(skip)('refuses malformed votes with 400 and says why, in the API error shape', async () => {
    for (const payload of [
      '[]',
      '"yes"',
      '{"page": "/docs/intro"',
      {},
      { page: '/docs/intro' },
      { page: '/docs/intro', helpful: 'yes' },
      { page: '/docs/intro', helpful: 1 },
      { page: '/docs/intro', helpful: true, comment: 42 },
      { page: '/docs/intro', helpful: true, ip: '1.2.3.4' },
      { page: '/docs/intro', helpful: true, id: 'abc' },
      { page: '/docs/intro', helpful: true, id: '../../etc', comment: 'x' },
      { page: 42, helpful: true },
    ]) {
      const response = await post(app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response)).toMatchObject({ success: false, code: 'bad_request' });
      expect(body(response).message.length).toBeGreaterThan(0);
    }
    const notJson = await post(app, 'page=/docs/intro', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(notJson.statusCode).toBe(400);
  });

  it.skipIf(skip)('refuses a NUL character in a comment with 400, stored on neither database', async () => {
    const before = (await storage.pageVotes()).length;
    const voted = await post(app, { page: '/docs/intro', helpful: false, comment: 'a\u0000b' });
    expect(voted.statusCode).toBe(400);
    expect(body(voted)).toMatchObject({ success: false, code: 'bad_request', message: expect.stringMatching(/NUL/) });
    const { id } = body(await post(app, { page: '/docs/intro', helpful: false }));
    const commented = await post(app, { page: '/docs/intro', helpful: false, id, comment: '\u0000' });
    expect(commented.statusCode).toBe(400);
    expect(body(commented)).toMatchObject({ success: false, code: 'bad_request' });
    const votes = await storage.pageVotes();
    expect(votes).toHaveLength(before + 1);
    expect(votes.find((v) => v.id === id)).toMatchObject({ comment: null });
  });

  it.skipIf(skip)('takes votes only for the doc pages of the build', async () => {
    for (const page of [
      '/docs/nope',
      '/',
      '/docs/intro.md',
      '/docs/intro/',
      'https://example.org/docs/intro',
      '/docs/backend',
    ]) {
      const response = await post(app, { page, helpful: true });
      expect(response.statusCode, page).toBe(400);
      expect(body(response).code, page).toBe('unknown_page');
    }
  });

  it.skipIf(skip)('takes comments up to 500 characters after trimming', async () => {
    const fits = await post(app, { page: '/docs/intro', helpful: true, comment: ` ${'a'.repeat(500)}\n` });
    expect(fits.statusCode).toBe(201);
    const long = await post(app, { page: '/docs/intro', helpful: true, comment: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(body(long).code).toBe('comment_too_long');
  });

  it.skipIf(skip)('refuses a body over 4 KB with 413', async () => {
    const response = await post(app, { page: '/docs/intro', helpful: true, comment: 'a'.repeat(5000) });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it.skipIf(skip)('answers only POST', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/page-feedback' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
  });

  it.skipIf(skip)('rate-limits a client with 429 and Retry-After', async () => {
    // A database of its own: on PostgreSQL the counters are shared, and the tests above have counted already.
    const fresh = await make();
    const own = await Storage.open(fresh.options);
    const limited = await server(own, 3);
    try {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 4; i++) {
        last = await post(limited, { page: '/docs/intro', helpful: true });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(last!)).toMatchObject({ success: false, code: 'rate_limited' });
    } finally {
      await limited.close();
      await own.close();
      await fresh.cleanUp();
    }
  });

  it.skipIf(skip)('answers 503 in the API error shape when the database is gone', async () => {
    const fresh = await make();
    const own = await Storage.open(fresh.options);
    const broken = await server(own);
    try {
      await own.close();
      const response = await post(broken, { page: '/docs/intro', helpful: true });
      expect(response.statusCode).toBe(503);
      expect(body(response)).toMatchObject({ success: false, code: 'storage_unavailable' });
    } finally {
      await broken.close();
      await fresh.cleanUp();
    }
  });
});
