import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standardsIndex } from '../assistant/__fixtures__/standards';
import { buildServer } from '../app';
import { makeSite } from '../site.fixture';
import { SQLITE_FILE, Storage } from '../storage/storage';
import {
  databaseKinds,
  interruptiblePostgresDatabase,
  postgresUnavailable,
  sqliteDatabase,
  type TestDatabase,
} from '../storage/test-databases';
import { askConfigFromEnv, type AskConfig } from './config';
import { askApi, registerAsk, type AskApi } from './index';
import { NOT_KEPT } from './plugin';
import { LIMITS } from './requests';
import { TOKEN_LIFETIME_MS } from './token';

const postgresSkipped = await postgresUnavailable();
const ID = 'developers';
const NO_USAGE = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};
let dataDir: string;
let clock = Date.now();

function config(overrides: Partial<AskConfig> = {}): AskConfig {
  return { ...askConfigFromEnv({}), dataDir, rateLimit: 1000, ...overrides };
}

async function service(overrides: Partial<AskConfig> = {}, index = true): Promise<FastifyInstance & { ask: AskApi }> {
  const app = Fastify();
  const ask = await registerAsk(app, {
    config: config(overrides),
    buildDir: dataDir,
    now: () => clock,
    loadIndex: index ? async () => standardsIndex() : async () => Promise.reject(new Error('no index')),
  });
  return Object.assign(app as FastifyInstance, { ask });
}

const body = (r: LightMyRequestResponse) =>
  r.json() as { success: boolean; message: string; code?: string; token?: string };
const question = (text: string, id = 'u1') => ({ id, role: 'user', parts: [{ type: 'text', text }] });

async function tokenFor(app: FastifyInstance): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/ask/chat/token', headers: { 'x-algolia-assistant-id': ID } });
  return body(r).token!;
}

function chat(app: FastifyInstance, token: string | undefined, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/ask/chat',
    headers: {
      'x-algolia-assistant-id': ID,
      'content-type': 'application/json',
      ...(token ? { authorization: `TOKEN ${token}` } : {}),
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function vote(app: FastifyInstance, token: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/ask/chat/feedback',
    headers: { 'x-algolia-assistant-id': ID, authorization: `TOKEN ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** The SSE body as chunks. */
const events = (text: string) =>
  text
    .split('\n\n')
    .filter((e) => e.startsWith('data: ') && e !== 'data: [DONE]')
    .map((e) => JSON.parse(e.slice(6)) as Record<string, unknown>);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ask-routes-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await service();
  });
  afterAll(() => app.close());
  afterEach(() => {
    clock = Date.now();
  });

  it('is issued for the configured assistant, empty body or none', async () => {
    for (const payload of [undefined, '{}', '']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/ask/chat/token',
        headers: {
          'x-algolia-assistant-id': ID,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload,
      });
      expect(r.statusCode).toBe(200);
      // Claims in standard base64 (what DocSearch's atob reads), the signature in base64url.
      expect(body(r)).toEqual({ success: true, token: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}\.[\w-]+$/) });
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('is refused for an unknown assistant with 403', async () => {
    for (const headers of [{ 'x-algolia-assistant-id': 'other' }, {}]) {
      const r = await app.inject({ method: 'POST', url: '/api/ask/chat/token', headers });
      expect(r.statusCode).toBe(403);
      expect(body(r)).toEqual({ success: false, message: 'This assistant does not exist.', code: 'unknown_assistant' });
    }
  });

  it('opens the chat for five minutes, then answers 401', async () => {
    const token = await tokenFor(app);
    clock += TOKEN_LIFETIME_MS - 1000;
    expect((await chat(app, token, { messages: [question('What is PostgreSQL?')] })).statusCode).toBe(200);
    clock += 2000;
    const expired = await chat(app, token, { messages: [question('What is PostgreSQL?')] });
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toMatchObject({
      success: false,
      code: 'unauthorized',
      message: 'Your session expired. Please try again.',
    });
  });

  it('is required, and a forged or foreign one is refused with 401', async () => {
    const token = await tokenFor(app);
    const [payload, signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ a: ID, exp: Date.now() / 1000 + 3600, n: 'x' })).toString(
      'base64',
    );
    const other = await service({ tokenSecret: 'another-secret-that-is-long-enough-000000' });
    const foreign = await tokenFor(other);
    await other.close();
    for (const bad of [undefined, 'nonsense', `${forgedClaims}.${signature}`, `${payload}.${signature}x`, foreign]) {
      const r = await chat(app, bad, { messages: [question('What is PostgreSQL?')] });
      expect(r.statusCode, String(bad)).toBe(401);
      expect(body(r).code).toBe('unauthorized');
    }
  });

  it('of the earlier format (expiry `e` in milliseconds) is refused with 401, like any invalid token', async () => {
    const secret = 'the-secret-of-this-test-that-is-long-enough';
    const own = await service({ tokenSecret: secret });
    const payload = Buffer.from(JSON.stringify({ a: ID, e: clock + TOKEN_LIFETIME_MS, n: 'n' })).toString('base64url');
    const earlier = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    const r = await chat(own, earlier, { messages: [question('What is PostgreSQL?')] });
    expect(r.statusCode).toBe(401);
    expect(body(r)).toEqual({ success: false, code: 'unauthorized', message: 'This request needs a valid token.' });
    expect((await chat(own, await tokenFor(own), { messages: [question('What is PostgreSQL?')] })).statusCode).toBe(
      200,
    );
    await own.close();
  });
});

describe('the chat and feedback routes', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await service();
    token = await tokenFor(app);
  });
  afterAll(() => app.close());

  it('stream the answer as an AI SDK UI message stream', async () => {
    const r = await chat(app, token, { id: 'conv-1', messages: [question('How do I validate an access token?')] });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/event-stream');
    expect(r.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(r.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const chunks = events(r.body);
    // Each source follows the text that first cites it.
    chunks.forEach((c, i) => {
      if (c.type === 'source-url') expect(['text-delta', 'source-url']).toContain(chunks[i - 1].type);
    });
    expect(chunks.filter((c) => c.type !== 'source-url').map((c) => c.type)).toEqual([
      'start',
      'start-step',
      'reasoning-start',
      'reasoning-delta',
      'reasoning-end',
      'tool-input-start',
      'tool-input-delta',
      'tool-input-available',
      'tool-output-available',
      'finish-step',
      'start-step',
      'text-start',
      ...chunks.filter((c) => c.type === 'text-delta').map(() => 'text-delta'),
      'text-end',
      'finish-step',
      'finish',
    ]);
    expect(chunks.some((c) => c.type === 'source-url')).toBe(true);
  });

  it('keep the question and its answer, and take one vote per answer', async () => {
    const r = await chat(app, token, { id: 'conv-2', messages: [question('Which database must a project use?')] });
    const messageId = String(events(r.body)[0].messageId);
    const first = await vote(app, token, { appId: 'x', messageId, thumbs: 0, reason: 'Too short' });
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({ success: true, message: 'Feedback was successfully submitted.' });
    const second = await vote(app, token, { appId: 'x', messageId, thumbs: 1 });
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({ success: false, code: 'already_voted' });

    const storage = await Storage.open({ dataDir });
    const stored = await storage.answer(messageId);
    expect(stored).toMatchObject({
      conversationId: 'conv-2',
      question: 'Which database must a project use?',
      model: 'extracts',
    });
    expect(stored?.citedUrls.length).toBeGreaterThan(0);
    expect(await storage.feedback(messageId)).toMatchObject({ thumbs: 0, reason: 'Too short' });
    await storage.close();
  });

  it('take a vote by the id of the user message an answer answered, as DocSearch sends it, once per answer', async () => {
    const first = await chat(app, token, {
      id: 'conv-3',
      messages: [question('Which database must a project use?', 'user-3a')],
    });
    const firstId = String(events(first.body)[0].messageId);
    const followUp = await chat(app, token, {
      id: 'conv-3',
      messages: [
        question('Which database must a project use?', 'user-3a'),
        { id: firstId, role: 'assistant', parts: [{ type: 'text', text: 'PostgreSQL.' }] },
        question('How do I validate an access token?', 'user-3b'),
      ],
    });
    const followUpId = String(events(followUp.body)[0].messageId);

    const byUser = await vote(app, token, { appId: 'x', messageId: 'user-3b', thumbs: 1 });
    expect(byUser.statusCode).toBe(200);
    expect(body(byUser)).toEqual({ success: true, message: 'Feedback was successfully submitted.' });
    const byAnswer = await vote(app, token, { appId: 'x', messageId: followUpId, thumbs: 0 });
    expect(byAnswer.statusCode).toBe(409);
    expect(body(byAnswer)).toMatchObject({ success: false, code: 'already_voted' });
    expect((await vote(app, token, { appId: 'x', messageId: 'user-3a', thumbs: 0 })).statusCode).toBe(200);

    const storage = await Storage.open({ dataDir });
    expect(await storage.answer(firstId)).toMatchObject({
      userMessageId: 'user-3a',
      conversationId: 'conv-3',
      turn: 1,
    });
    expect(await storage.answer(followUpId)).toMatchObject({ userMessageId: 'user-3b', turn: 2 });
    expect(await storage.feedback(followUpId)).toMatchObject({ thumbs: 1 });
    expect(await storage.feedback(firstId)).toMatchObject({ thumbs: 0 });
    await storage.close();
  });

  it('answer 404 for a vote on an unknown answer, and 400 for a malformed vote', async () => {
    const unknown = await vote(app, token, { appId: 'x', messageId: 'msg-nobody', thumbs: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).code).toBe('not_found');
    for (const payload of [
      { appId: 'x', thumbs: 1 },
      { appId: 'x', messageId: 'm', thumbs: 2 },
      { appId: 'x', messageId: 'm', thumbs: '1' },
      { appId: 'x', messageId: 'm', thumbs: 1, reason: 'a like has no reason' },
      { appId: 'x', messageId: 'm', thumbs: 0, reason: 'x'.repeat(LIMITS.reasonLength + 1) },
      [],
    ]) {
      const r = await vote(app, token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(r)).toMatchObject({ success: false, code: 'bad_request' });
    }
  });

  it('refuse bad input with 400 and a clear message, before any stream', async () => {
    const cases: Array<[unknown, string]> = [
      ['{"messages": [', 'bad_request'],
      [{ messages: [] }, 'bad_request'],
      [{ messages: 'hello' }, 'bad_request'],
      [{ messages: [{ role: 'user', parts: [{ type: 'text' }] }] }, 'bad_request'],
      [{ messages: [{ id: 'x', role: 'wizard', parts: [{ type: 'text', text: 'hi' }] }] }, 'bad_request'],
      [{ messages: [question('hi')], searchParameters: { facetFilters: [{ bad: true }] } }, 'bad_request'],
      [{ messages: [{ id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'hi' }] }] }, 'bad_request'],
      [{ messages: [question('x'.repeat(LIMITS.questionLength + 1))] }, 'question_too_long'],
      [
        {
          messages: Array.from({ length: LIMITS.userTurns + 1 }, (_, i) => [
            question(`Question ${i}?`, `u${i}`),
            { id: `a${i}`, role: 'assistant', parts: [{ type: 'text', text: 'Answer.' }] },
          ])
            .flat()
            .slice(0, -1),
        },
        'conversation_too_long',
      ],
    ];
    for (const [payload, code] of cases) {
      const r = await chat(app, token, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(body(r)).toMatchObject({ success: false, code });
      expect(body(r).message.length).toBeGreaterThan(10);
    }
  });

  it('refuse a body over 64 KB with 413', async () => {
    const r = await chat(app, token, { messages: [question('hi')], padding: 'x'.repeat(LIMITS.chatBody) });
    expect(r.statusCode).toBe(413);
    expect(body(r)).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answer unknown addresses under /api with a JSON 404, and another method with a JSON 405', async () => {
    for (const [method, url] of [
      ['POST', '/api/ask/nothing'],
      ['DELETE', '/api/whatever'],
    ] as const) {
      const r = await app.inject({ method, url });
      expect(r.statusCode, url).toBe(404);
      expect(body(r)).toMatchObject({ success: false, code: 'not_found' });
    }
    const get = await app.inject({ method: 'GET', url: '/api/ask/chat' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('OPTIONS, POST');
    expect(body(get)).toMatchObject({ success: false, code: 'method_not_allowed' });
  });

  it('honour the facet filters of the request', async () => {
    const r = await chat(app, token, {
      messages: [question('How do I validate an access token?')],
      searchParameters: { facetFilters: ['language:en', ['docusaurus_tag:another-version']] },
    });
    const output = events(r.body).find((c) => c.type === 'tool-output-available')?.output as { hits: unknown[] };
    expect(output.hits).toEqual([]);
  });
});

describe.each(await databaseKinds())('a NUL character on $name', ({ make, skip }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    if (skip) return;
    database = await make();
    app = await service(database.options);
    token = await tokenFor(app);
  });
  afterAll(async () => {
    if (skip) return;
    await app?.close();
    await database?.cleanUp();
  });

  it.skipIf(skip)('in a question or an id is refused with 400 before any stream, and nothing is stored', async () => {
    const payloads = [
      { id: 'conv-nul', messages: [question('Which database\u0000 must a project use?')] },
      { id: 'conv\u0000', messages: [question('Which database must a project use?')] },
      { id: 'conv-nul', messages: [question('Which database must a project use?', 'user\u0000')] },
    ];
    for (const payload of payloads) {
      const r = await chat(app, token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(body(r)).toMatchObject({ success: false, code: 'bad_request', message: expect.stringMatching(/NUL/) });
    }
    const storage = await Storage.open(database.options);
    expect(await storage.db.all('SELECT message_id FROM ask_messages')).toEqual([]);
    await storage.close();
  });

  it.skipIf(skip)('in a vote is refused with 400, and the answer can still be voted on', async () => {
    const r = await chat(app, token, { id: 'conv-vote', messages: [question('Which database must a project use?')] });
    const messageId = String(events(r.body)[0].messageId);
    for (const payload of [
      { appId: 'x', messageId: `${messageId}\u0000`, thumbs: 1 },
      { appId: 'x', messageId, thumbs: 0, reason: 'Too\u0000 short' },
    ]) {
      const refused = await vote(app, token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(refused)).toMatchObject({ success: false, code: 'bad_request' });
    }
    expect((await vote(app, token, { appId: 'x', messageId, thumbs: 0, reason: 'Too short' })).statusCode).toBe(200);
  });
});

describe.each([
  { name: 'SQLite', skip: false },
  { name: 'PostgreSQL', skip: postgresSkipped !== null },
])('while the database is down, on $name', ({ name, skip }) => {
  let database: TestDatabase;
  let storage: Storage;
  let app: FastifyInstance;
  let token: string;
  let answered: string;
  let up = async (): Promise<void> => undefined;
  beforeAll(async () => {
    if (skip) return;
    const relayed = name === 'PostgreSQL' ? await interruptiblePostgresDatabase() : undefined;
    database = relayed ?? (await sqliteDatabase());
    storage = await Storage.open(database.options);
    app = Fastify();
    await registerAsk(app, {
      config: config(database.options),
      buildDir: dataDir,
      storage,
      now: () => clock,
      loadIndex: async () => standardsIndex(),
    });
    token = await tokenFor(app);
    const first = await chat(app, token, { messages: [question('Which database must a project use?')] });
    answered = String(events(first.body)[0]!.messageId);
    // The database goes away: PostgreSQL's connections are cut and new ones refused; SQLite's file is closed.
    if (relayed) {
      await relayed.down();
      up = () => relayed.up();
    } else await storage.close();
  });
  afterAll(async () => {
    if (skip) return;
    await up();
    await app?.close();
    await storage?.close();
    await database?.cleanUp();
  });

  it.skipIf(skip)(
    'an answer still streams, then ends with an error saying it was not kept, not with finish',
    async () => {
      const r = await chat(app, token, { messages: [question('How do I validate an access token?')] });
      expect(r.statusCode).toBe(200);
      const chunks = events(r.body);
      expect(chunks.some((c) => c.type === 'text-delta')).toBe(true);
      expect(chunks.map((c) => c.type)).not.toContain('finish');
      expect(chunks[chunks.length - 1]).toEqual({ type: 'error', errorText: NOT_KEPT });
      expect(NOT_KEPT).toMatch(/not kept/);
    },
  );

  it.skipIf(skip)('a vote answers 503 storage_unavailable', async () => {
    const r = await vote(app, token, { appId: 'x', messageId: answered, thumbs: 1 });
    expect(r.statusCode).toBe(503);
    expect(body(r)).toMatchObject({ success: false, code: 'storage_unavailable' });
    expect(body(r).message).toMatch(/could not be saved/);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the limit per client, on /api only', async () => {
    const app = await service({ rateLimit: 3 });
    const ask = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ask/chat/token',
        headers: { 'x-algolia-assistant-id': ID },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await ask('10.0.0.1')).statusCode).toBe(200);
    const limited = await ask('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(limited)).toMatchObject({ success: false, code: 'rate_limited' });
    expect(body(limited).message).toMatch(/wait \d+ seconds/);
    expect((await ask('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });
});

describe('closing', () => {
  // In this process, not a child: at a process's exit the SQLite driver closes what is still open by itself.
  it('closes the database it opened: SQLite folds its write-ahead log back in and removes it', async () => {
    const own = await mkdtemp(join(tmpdir(), 'ask-close-'));
    try {
      const app = await service({ dataDir: own });
      const wal = join(own, `${SQLITE_FILE}-wal`);
      expect(existsSync(wal)).toBe(true);
      await app.close();
      expect(existsSync(wal)).toBe(false);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});

describe('without a search index', () => {
  it('answers 503 provider_unavailable while the rest keeps working', async () => {
    const app = await service({}, false);
    const r = await app.inject({
      method: 'POST',
      url: '/api/ask/chat/token',
      headers: { 'x-algolia-assistant-id': ID },
    });
    expect(r.statusCode).toBe(503);
    expect(body(r)).toMatchObject({ success: false, code: 'provider_unavailable' });
    expect(body(r).message).toContain('search index');
    expect(await app.ask.readiness()).toMatchObject({ ready: false, database: true, index: false });
    await app.close();
  });
});

describe('on the site server', () => {
  let root: string;
  let app: FastifyInstance;
  let ask: AskApi;
  beforeAll(async () => {
    root = await makeSite();
    // No search index in this build: the assistant is unavailable, the site is not.
    ask = askApi({ config: config(), buildDir: root });
    app = await buildServer({ root, api: [ask.api], readinessChecks: [ask.readinessCheck] });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves pages while the assistant cannot answer, with the security headers on both', async () => {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const api = await fetch(`${base}/api/ask/chat/token`, {
      method: 'POST',
      headers: { 'x-algolia-assistant-id': ID },
    });
    expect(api.status).toBe(503);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ask.readiness()).toMatchObject({ ready: false, index: false });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
  });
});

describe('over real HTTP', () => {
  it('streams the first chunks before the answer is complete, uncompressed', async () => {
    // A model that takes its time between words, as language models do.
    const slow = new MockLanguageModelV3({
      modelId: 'slow',
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunkDelayInMs: 100,
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'Every API MUST validate ' },
            { type: 'text-delta', id: 't', delta: 'every access token.' },
            { type: 'text-end', id: 't' },
            { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: NO_USAGE },
          ],
        }),
      }),
    });
    // The site server, which compresses what it sends: the stream must not wait for a compressor.
    const root = await makeSite();
    const ask = askApi({
      config: config(),
      buildDir: root,
      loadIndex: async () => standardsIndex(),
      primaryModel: { model: slow, kind: 'generated', name: 'slow' },
    });
    const app = await buildServer({ root, api: [ask.api] });
    app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await tokenFor(app);
    const response = await fetch(`${base}/api/ask/chat`, {
      method: 'POST',
      headers: {
        'x-algolia-assistant-id': ID,
        authorization: `TOKEN ${token}`,
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
      },
      body: JSON.stringify({ messages: [question('How do I validate an access token?')] }),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reads: Array<{ at: number; text: string }> = [];
    const decoder = new TextDecoder();
    for await (const bytes of response.body!)
      reads.push({ at: performance.now(), text: decoder.decode(bytes, { stream: true }) });
    // Chunks arrive as they are made, not as one body at the end.
    expect(reads[0].text).toContain('"type":"start"');
    expect(reads[0].text).not.toContain('every access token.');
    expect(reads[reads.length - 1].at - reads[0].at).toBeGreaterThan(200);
    expect(reads.map((r) => r.text).join('')).toContain('data: [DONE]');
    await app.close();
  });
});
