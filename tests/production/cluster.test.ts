/**
 * Two instances of the production server from one build, one PostgreSQL of
 * the test's own, and HAProxy in front with the reference configuration
 * (deploy/haproxy.cfg): what ARCHITECTURE.md promises of many instances,
 * shown over real connections on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyUnavailable, startBalancer, type Balancer } from './haproxy';
import { buildMissing, clusterEnv, instance, type Instance } from './instances';
import { ask, issueToken, readStream, startLoad, vote } from './load';
import { waitUntil } from './ports';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './postgres';
import { moreRequests, rollingRestart, storedVotes } from './rolling-restart';

const skip = buildMissing() ?? haproxyUnavailable() ?? privatePostgresUnavailable();
if (skip) console.warn(`The multi-instance tests are skipped: ${skip}.`);

const RATE_LIMIT = 20;
const env = (databaseUrl: string) => clusterEnv(databaseUrl, RATE_LIMIT);

describe.skipIf(skip)('two instances behind HAProxy, sharing one PostgreSQL', { timeout: 90_000 }, () => {
  let database: PrivatePostgres;
  let instances: [Instance, Instance];
  let balancer: Balancer;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    // One after the other: the first applies the migrations.
    const first = await instance(env(database.url));
    instances = [first, await instance(env(database.url))];
    balancer = await startBalancer([instances[0].address, instances[1].address]);
    await balancer.waitFor('ready', { app1: 'UP', app2: 'UP' });
  }, 90_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all((instances ?? []).map((i) => i.stop('SIGKILL')));
    await database?.remove();
  });

  it('accepts a token issued by one instance on the other (the shared ASK_AI_TOKEN_SECRET)', async () => {
    const [one, other] = instances;
    const as = { 'x-forwarded-for': '203.0.113.1' };
    const issued = await issueToken(one.origin, as);
    expect(issued.status).toBe(200);
    const { token } = (await issued.json()) as { token: string };
    const answer = await ask(other.origin, token, 'Which database should a new project use?', as);
    expect(answer.status).toBe(200);
    const { messageId, finished } = readStream(await answer.text());
    expect(finished).toBe(true);
    expect((await vote(one.origin, token, messageId!, as)).status).toBe(200);
  });

  it('gives a client its rate-limit allowance once across both instances, not once per instance', async () => {
    const served = async () =>
      Object.fromEntries(
        (await balancer.stats())
          .filter((r) => r.pxname === 'ready' && r.svname.startsWith('app'))
          .map((r) => [r.svname, Number(r.hrsp_2xx) + Number(r.hrsp_4xx)]),
      );
    const before = await served();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT; i++) {
      const response = await issueToken(balancer.origin, { 'x-forwarded-for': '203.0.113.2' });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    const after = await served();
    // The balancer spread them over both instances…
    expect(after.app1! - before.app1!).toBeGreaterThanOrEqual(RATE_LIMIT / 2);
    expect(after.app2! - before.app2!).toBeGreaterThanOrEqual(RATE_LIMIT / 2);
    // …and the two together granted one allowance.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(429));
    // Another client still has its own.
    expect((await issueToken(balancer.origin, { 'x-forwarded-for': '203.0.113.3' })).status).toBe(200);
  });

  it('loses no request, answer or vote while the instances restart one after the other under load', async () => {
    const load = startLoad(balancer.origin, { pageWorkers: 3, askWorkers: 2, maxMs: 60_000 });
    let exitCodes: (number | null)[];
    try {
      await waitUntil('answers under load', async () => load.result.votes.length >= 5);
      exitCodes = await rollingRestart(instances, balancer, load);
    } finally {
      await load.stop();
    }
    // Exit code 0: every request in flight finished before the deadline, none was cut off.
    expect(exitCodes).toEqual([0, 0]);
    const { failures, cutShort, answers, votes, requests } = load.result;
    expect(failures).toEqual([]);
    expect(cutShort).toBe(0);
    expect(answers).toBeGreaterThan(10);
    expect(requests).toBeGreaterThan(200);
    expect(await storedVotes(database.url, votes)).toBe(votes.length);
  });

  it('serves pages while PostgreSQL is down, drains /readyz, refuses writes with 503, and recovers by itself', async () => {
    const load = startLoad(balancer.origin, { pageWorkers: 3, askWorkers: 0, maxMs: 60_000 });
    const as = { 'x-forwarded-for': '203.0.113.4' };
    try {
      const { token } = (await (await issueToken(balancer.origin, as)).json()) as { token: string };
      await database.stop();
      await balancer.waitFor('ready', { app1: 'DOWN', app2: 'DOWN' });
      for (const { origin } of instances) expect((await fetch(`${origin}/readyz`)).status).toBe(503);
      await moreRequests(load, 50);

      // Every write says it was not kept: a page vote and an answer's vote with 503, an answer with its last chunk.
      const pageVote = await fetch(`${balancer.origin}/api/page-feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...as },
        body: JSON.stringify({ page: '/docs/intro', helpful: true }),
      });
      expect(pageVote.status).toBe(503);
      expect(await pageVote.json()).toMatchObject({ code: 'storage_unavailable' });
      const lost = readStream(
        await (await ask(balancer.origin, token, 'How do I validate an access token?', as)).text(),
      );
      expect(lost.finished).toBe(false);
      expect(lost.errorText).toMatch(/not kept/);
      const unsaved = await vote(balancer.origin, token, lost.messageId!, as);
      expect(unsaved.status).toBe(503);

      await database.start();
      await balancer.waitFor('ready', { app1: 'UP', app2: 'UP' });
      await moreRequests(load, 50);
      // Both instances write again, without a restart.
      for (const { origin } of instances) {
        const kept = readStream(
          await (await ask(origin, token, 'Which database should a new project use?', as)).text(),
        );
        expect(kept.finished).toBe(true);
        expect((await vote(origin, token, kept.messageId!, as)).status).toBe(200);
      }
    } finally {
      await database.start().catch(() => undefined);
      await load.stop();
    }
    expect(load.result.failures).toEqual([]);
  });
});
