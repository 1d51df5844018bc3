// The shared rate limit (api-shared/rate-limit.ts) through the real API plugins, as the server mounts them: one
// budget per client for Ask AI and the page feedback together, across instances, and without the database.
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKeySecret } from './api-shared/client-key';
import { buildServer } from './app';
import { askApi, askConfigFromEnv, registerAsk, type AskConfig } from './ask';
import { standardsIndex } from './assistant/__fixtures__/standards';
import { clientOf } from './connections';
import { pageFeedbackApi } from './page-feedback';
import { makeSite, removeSite } from './site.fixture';
import { Storage } from './storage/storage';
import {
  interruptiblePostgresDatabase,
  postgresDatabase,
  postgresUnavailable,
  sqliteDatabase,
  type TestDatabase,
} from './storage/test-databases';

const skipped = (await postgresUnavailable()) !== null;
const TOKEN_SECRET = 'a-token-secret-from-the-environment-0123456789';

function token(app: FastifyInstance, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/ask/chat/token',
    headers: { 'x-algolia-assistant-id': 'developers' },
    remoteAddress: ip,
  });
}

describe.each([
  { name: 'SQLite', make: sqliteDatabase, skip: false },
  { name: 'PostgreSQL', make: postgresDatabase, skip: skipped },
])('one budget per client for all of /api on $name', ({ make, skip }) => {
  let root: string;
  let database: TestDatabase;
  let storage: Storage;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (skip) return;
    root = await makeSite({ 'docs/intro.md': '# Intro\n' });
    database = await make();
    storage = await Storage.open(database.options);
    const config: AskConfig = { ...askConfigFromEnv({}), ...database.options, rateLimit: 3 };
    const ask = askApi({ config, buildDir: root, storage, loadIndex: async () => standardsIndex() });
    app = await buildServer({
      root,
      api: [ask.api, pageFeedbackApi({ config, storage, buildDir: root })],
      // Under a full test run the event loop of this worker lags (the search index was just built): the overload
      // guard would answer 503 server_busy, which is not what these tests are about (0 turns the guard off).
      pressure: { maxEventLoopDelayMs: 0, maxRssBytes: 0 },
    });
  });
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await storage.close();
    await database.cleanUp();
    await removeSite(root);
  });

  it.skipIf(skip)('counts the Ask AI routes and the page votes together', async () => {
    const vote = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/page-feedback',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: { page: '/docs/intro', helpful: true },
      });
    const statuses = [
      (await token(app, '192.0.2.20')).statusCode,
      (await vote('192.0.2.20')).statusCode,
      (await token(app, '192.0.2.20')).statusCode,
      (await vote('192.0.2.20')).statusCode,
      (await token(app, '192.0.2.20')).statusCode,
    ];
    expect(statuses).toEqual([200, 201, 200, 429, 429]);
    expect((await vote('192.0.2.21')).statusCode).toBe(201);
  });

  it.skipIf(skip)('counts an IPv6 /64 as one client, whichever of its addresses it sends from', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await token(app, `2001:db8:5:6::${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await token(app, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

describe.skipIf(skipped)('the rate limit with PostgreSQL', () => {
  let database: TestDatabase;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    database = await postgresDatabase();
    const config = { ...askConfigFromEnv({}), ...database.options, rateLimit: 3, tokenSecret: TOKEN_SECRET };
    // Two instances behind one load balancer, sharing the database and ASK_AI_TOKEN_SECRET.
    instances = await Promise.all(
      [0, 1].map(async () => {
        const app = Fastify();
        await registerAsk(app, { config, buildDir: '', loadIndex: async () => standardsIndex() });
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.cleanUp();
  });
  const ask = (instance: number, ip: string) => token(instances[instance]!, ip);

  it('counts a client once across every instance, and keeps no address', async () => {
    expect((await ask(0, '192.0.2.7')).statusCode).toBe(200);
    expect((await ask(1, '192.0.2.7')).statusCode).toBe(200);
    expect((await ask(0, '192.0.2.7')).statusCode).toBe(200);
    const limited = await ask(1, '192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect((await ask(1, '192.0.2.8')).statusCode).toBe(200);
    const storage = await Storage.open(database.options);
    const rows = await storage.db.all<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits');
    await storage.close();
    expect(rows.map((r) => r.hits).sort()).toEqual([1, 4]);
    for (const row of rows) expect(row.key).not.toMatch(/192\.0\.2|\d+\.\d+\.\d+\.\d+/);
  });

  it('agrees on one token secret across instances: a token from one works on the other', async () => {
    const issued = (await ask(0, '198.51.100.1')).json<{ token: string }>().token;
    const vote = await instances[1]!.inject({
      method: 'POST',
      url: '/api/ask/chat/feedback',
      remoteAddress: '198.51.100.1',
      headers: { 'x-algolia-assistant-id': 'developers', authorization: `TOKEN ${issued}` },
      payload: { appId: 'x', messageId: 'msg-unknown', thumbs: 1 },
    });
    // Past the token check: the answer is unknown, not the token.
    expect(vote.statusCode).toBe(404);
  });
});

describe.skipIf(skipped)('a copy of the PostgreSQL database', () => {
  /** Every key a copy of the database could make the client keys with: its settings, and keys derived from them. */
  async function keysInCopy(storage: Storage): Promise<string[]> {
    const settings = await storage.db.all<{ value: string }>('SELECT value FROM settings');
    return settings.flatMap(({ value }) => [value, clientKeySecret(value)]);
  }

  it.each([
    { name: 'with ASK_AI_TOKEN_SECRET', tokenSecret: TOKEN_SECRET },
    { name: 'without it', tokenSecret: undefined },
  ])('gives no client address back, $name', async ({ tokenSecret }) => {
    const database = await postgresDatabase();
    const app = Fastify();
    try {
      const config = { ...askConfigFromEnv({}), ...database.options, tokenSecret };
      await registerAsk(app, { config, buildDir: '', loadIndex: async () => standardsIndex() });
      for (const ip of ['192.0.2.77', '192.0.2.78', '2001:db8:1:2::3'])
        expect((await token(app, ip)).statusCode).toBe(200);

      // What someone with a dump has: the settings and the counters. They try every address of the range.
      const storage = await Storage.open(database.options);
      const stored = new Set(
        (await storage.db.all<{ key: string }>('SELECT key FROM rate_limits')).map((row) => row.key),
      );
      const keys = await keysInCopy(storage);
      await storage.close();
      expect(stored.size).toBe(3);
      const candidates = [
        ...Array.from({ length: 256 }, (_, i) => `192.0.2.${i}`),
        '2001:db8:1:2::3',
        clientOf('2001:db8:1:2::3'),
      ];
      const found = candidates.filter((address) =>
        keys.some((key) => stored.has(createHmac('sha256', key).update(address).digest('base64url').slice(0, 32))),
      );
      expect(found).toEqual([]);
    } finally {
      await app.close();
      await database.cleanUp();
    }
  });
});

describe.skipIf(skipped)('while PostgreSQL is down', () => {
  it('the rate limit keeps counting, in memory, and the token route keeps answering', async () => {
    const database = await interruptiblePostgresDatabase();
    const app = Fastify();
    try {
      const config = { ...askConfigFromEnv({}), ...database.options, rateLimit: 3 };
      await registerAsk(app, { config, buildDir: '', loadIndex: async () => standardsIndex() });
      expect((await token(app, '203.0.113.50')).statusCode).toBe(200);
      await database.down();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await token(app, '203.0.113.51')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await token(app, '203.0.113.52')).statusCode).toBe(200);
    } finally {
      await database.up();
      await app.close();
      await database.cleanUp();
    }
  });
});
