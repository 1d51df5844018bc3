import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardsIndex } from '../assistant/__fixtures__/standards';
import { Storage } from '../storage/storage';
import { postgresDatabase, postgresUnavailable, type TestDatabase } from '../storage/test-databases';
import { askConfigFromEnv } from './config';
import { registerAsk } from './index';

const skipped = (await postgresUnavailable()) !== null;

describe.skipIf(skipped)('the rate limit with PostgreSQL', () => {
  let database: TestDatabase;
  let instances: FastifyInstance[];

  beforeAll(async () => {
    database = await postgresDatabase();
    const config = { ...askConfigFromEnv({}), ...database.options, rateLimit: 3 };
    // Two instances behind one load balancer, sharing the database.
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

  const ask = (instance: number, ip: string) =>
    instances[instance].inject({
      method: 'POST',
      url: '/api/ask/chat/token',
      headers: { 'x-algolia-assistant-id': 'developers' },
      remoteAddress: ip,
    });

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
    const token = (await ask(0, '198.51.100.1')).json<{ token: string }>().token;
    const vote = await instances[1].inject({
      method: 'POST',
      url: '/api/ask/chat/feedback',
      remoteAddress: '198.51.100.1',
      headers: { 'x-algolia-assistant-id': 'developers', authorization: `TOKEN ${token}` },
      payload: { appId: 'x', messageId: 'msg-unknown', thumbs: 1 },
    });
    // Past the token check: the answer is unknown, not the token.
    expect(vote.statusCode).toBe(404);
  });
});
