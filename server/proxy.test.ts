import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from './api-shared/config';
import { buildServer } from './app';
import { readConfig } from './config';
import { pageFeedbackApi } from './page-feedback';
import { trustedProxyMatcher } from './proxy';
import { makeSite, removeSite } from './site.fixture';
import { Storage } from './storage/storage';
import { sqliteDatabase } from './storage/test-databases';

describe('trustedProxyMatcher', () => {
  it('matches the configured addresses, ranges and named ranges, IPv4 also when mapped into IPv6', () => {
    const trusted = trustedProxyMatcher('192.0.2.10, 10.0.0.0/8, 2001:db8::/32, loopback');
    for (const address of ['192.0.2.10', '10.200.1.1', '::ffff:10.0.0.1', '2001:db8::7', '127.0.0.2', '::1'])
      expect(trusted(address), address).toBe(true);
    for (const address of ['192.0.2.11', '11.0.0.1', '2001:db9::1', undefined])
      expect(trusted(address), String(address)).toBe(false);
    expect(trustedProxyMatcher(false)('127.0.0.1')).toBe(false);
  });
});

describe('the client address behind a trusted proxy, over real HTTP', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeSite({ 'docs/intro.md': '# Intro\n' });
  });
  afterAll(() => removeSite(root));

  /** The site server as TRUST_PROXY configures it, with a rate limit of 3 a minute on /api. */
  async function serve(
    trustProxyEnv: string,
  ): Promise<{ app: FastifyInstance; vote: (xff: string) => Promise<number> }> {
    const config = { ...apiConfigFromEnv({}), rateLimit: 3 };
    // A database of its own: no counter carries over from another test.
    const database = await sqliteDatabase();
    const storage = await Storage.open(database.options);
    const app = await buildServer({
      root,
      trustProxy: readConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy,
      api: [pageFeedbackApi({ config, storage, buildDir: root })],
    });
    app.addHook('onClose', async () => {
      await storage.close();
      await database.cleanUp();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const vote = async (xff: string) =>
      (
        await fetch(`${base}/api/page-feedback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          body: JSON.stringify({ page: '/docs/intro', helpful: true }),
        })
      ).status;
    return { app, vote };
  }

  it('is the entry the proxy appended: a client rotating the entries it writes itself keeps one budget', async () => {
    // The proxy on 127.0.0.1 appends the address its client connected from, 198.51.100.7, to what the client sent.
    const { app, vote } = await serve('127.0.0.1');
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push(await vote(`203.0.113.${i}, 198.51.100.7`));
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      // Another client behind the same proxy has a budget of its own.
      expect(await vote('203.0.113.1, 198.51.100.8')).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("is the connection's own address when the request does not come from a trusted proxy", async () => {
    const { app, vote } = await serve('192.0.2.10');
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) statuses.push(await vote(`198.51.100.${i}`));
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await app.close();
    }
  });
});
