// The MCP server at /mcp over real HTTP, with the SDK's own client, on two
// instances that share nothing but the build folder.
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  Client,
  ProtocolError,
  ResourceNotFoundError,
  StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchIndex } from '../../packages/search/src/node';
import { standards as fixturePages } from '../assistant/__fixtures__/standards';
import { DECLINE_SENTENCE } from '../assistant/render';
import { buildServer } from '../app';
import { askConfigFromEnv } from '../ask';
import { removeSite } from '../site.fixture';
import { Storage } from '../storage/storage';
import { postgresDatabase, postgresUnavailable, type TestDatabase } from '../storage/test-databases';
import { CATALOGUE_FILE } from '../../lib/standards-catalogue';
import { catalogue, makeMcpSite, SITE_URL } from './mcp.fixture';
import { MCP_LIMITS, mcpApi, type McpConfig } from './index';
import { TOOLS } from './tools';

const MODERN = '2026-07-28';
const postgresSkipped = await postgresUnavailable();

interface Instance {
  app: FastifyInstance;
  url: URL;
  port: number;
  storage: Storage;
  dataDir: string;
  log: Record<string, unknown>[];
}

let root: string;
const instances: Instance[] = [];

async function start(
  buildDir: string,
  overrides: Partial<McpConfig> = {},
  { databaseUrl, allowedHosts }: { databaseUrl?: string; allowedHosts?: string[] } = {},
): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mcp-data-'));
  const storage = await Storage.open({ dataDir, databaseUrl });
  const config = { ...askConfigFromEnv({}), dataDir, rateLimit: 1000, ...overrides };
  const mcp = mcpApi({ config, buildDir, storage, allowedHosts });
  const log: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildServer({
    root: buildDir,
    endpoints: [mcp.endpoint],
    readinessChecks: [mcp.readinessCheck],
    logger: { level: 'info', stream },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: new URL(`http://127.0.0.1:${port}/mcp`), port, storage, dataDir, log };
}

async function stop(instance: Instance) {
  await instance.app.close();
  await instance.storage.close();
  await rm(instance.dataDir, { recursive: true, force: true });
}

/** A connected client of the SDK: the 2026-07-28 era pinned, or the 2025-era `initialize` handshake. */
async function connect(instance: Instance, era: 'modern' | 'legacy'): Promise<Client> {
  const client = new Client(
    { name: 'mcp-test', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(instance.url));
  return client;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => { jsonrpc?: string; id?: unknown; error?: { code: number; message: string }; result?: unknown };
}

/** One HTTP request as any client may send it, Host header included (fetch will not set one). */
function raw(
  instance: Instance,
  { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: instance.port,
        path: '/mcp',
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => {
              // A stateless 2025-era exchange answers in one server-sent event.
              const data = /^data: (.+)$/m.exec(text)?.[1];
              return JSON.parse(data ?? text) as ReturnType<Raw['json']>;
            },
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const rpc = (method: string, params?: unknown, id: number | string | null = 1) =>
  JSON.stringify({
    jsonrpc: '2.0',
    ...(id === null ? {} : { id }),
    method,
    ...(params === undefined ? {} : { params }),
  });

const initialize = rpc('initialize', {
  protocolVersion: '2025-11-25',
  capabilities: {},
  clientInfo: { name: 'raw', version: '1' },
});

function text(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((c) => c.text ?? '').join('\n');
}

beforeAll(async () => {
  root = await makeMcpSite();
  instances.push(await start(root), await start(root));
});

afterAll(async () => {
  await Promise.all(instances.map(stop));
  await removeSite(root);
});

describe.each([
  { era: 'modern' as const, instance: 0 },
  { era: 'legacy' as const, instance: 1 },
])('the $era era (instance $instance)', ({ era, instance: which }) => {
  let client: Client;
  let instance: Instance;
  beforeAll(async () => {
    instance = instances[which]!;
    client = await connect(instance, era);
  });
  afterAll(() => client.close());

  it('negotiates its era and names the server', () => {
    expect(client.getProtocolEra()).toBe(era);
    expect(client.getServerVersion()).toMatchObject({ name: 'amsterdam-developers' });
    expect(client.getInstructions()).toContain('search_standards');
  });

  it('lists four read-only tools with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.values(TOOLS).sort());
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(tool.description!.length, tool.name).toBeGreaterThan(100);
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
      expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object' });
    }
    const search = tools.find((t) => t.name === TOOLS.search)!;
    // The areas of the build are the values `area` takes, so a model picks a valid one.
    expect(search.inputSchema.properties?.area).toMatchObject({ enum: ['Common standards', 'Backend'] });
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it('search_standards ranks sections as the site search does, with heading path, URL with anchor and snippet', async () => {
    const result = await client.callTool({ name: TOOLS.search, arguments: { query: 'postgis' } });
    const { results } = result.structuredContent as { results: Record<string, unknown>[] };
    expect(results[0]).toEqual({
      rank: 1,
      title: 'What the standard is',
      page: 'Database',
      area: 'Backend',
      hierarchy: ['Database', 'What the standard is'],
      url: `${SITE_URL}docs/backend/database#what-the-standard-is`,
      snippet: expect.stringContaining('PostGIS'),
    });
    expect(results[0]!.snippet).not.toMatch(/<mark>|&amp;/);
    expect(text(result)).toContain(
      `1. Database › What the standard is (Backend)\n   ${SITE_URL}docs/backend/database#`,
    );

    // The same order as the search core answers the modal's request.
    const index = SearchIndex.fromPages(fixturePages);
    for (const query of ['access token leeway', 'branch name', 'driver']) {
      const expected = index
        .search({
          indexName: 'developers',
          query,
          hitsPerPage: 10,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        })
        .hits.map((h) => new URL(h.url!, SITE_URL).href);
      const got = await client.callTool({ name: TOOLS.search, arguments: { query } });
      const urls = (got.structuredContent as { results: { url: string }[] }).results.map((r) => r.url);
      expect(urls, query).toEqual(expected);
      expect(urls.length, query).toBeGreaterThan(0);
    }
  });

  it('search_standards keeps to an area when asked, and says so when nothing matches', async () => {
    const all = await client.callTool({ name: TOOLS.search, arguments: { query: 'city' } });
    const areas = (all.structuredContent as { results: { area: string }[] }).results.map((r) => r.area);
    expect(new Set(areas)).toEqual(new Set(['Backend', 'Common standards']));
    const git = await client.callTool({ name: TOOLS.search, arguments: { query: 'city', area: 'Common standards' } });
    const urls = (git.structuredContent as { results: { url: string; area: string }[] }).results;
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((r) => r.area === 'Common standards' && r.url.includes('/docs/general/using-git'))).toBe(true);
    const none = await client.callTool({ name: TOOLS.search, arguments: { query: 'zeppelin' } });
    expect(none.structuredContent).toEqual({ query: 'zeppelin', results: [] });
    expect(text(none)).toContain('No section of the standards matches "zeppelin"');
  });

  it('get_standard gives the Markdown copy with title, description, review dates and headings, by URL or path', async () => {
    const md = await readFile(join(root, 'docs/backend/database.md'), 'utf8');
    for (const args of [
      { url: `${SITE_URL}docs/backend/database#pitfalls` },
      { url: 'http://localhost:3000/docs/backend/database.md' },
      { path: '/docs/backend/database' },
      { path: 'backend/database' },
    ]) {
      const result = await client.callTool({ name: TOOLS.get, arguments: args });
      expect(result.isError, JSON.stringify(args)).toBeFalsy();
      expect(result.structuredContent, JSON.stringify(args)).toEqual({
        title: 'Database',
        description: 'PostgreSQL is the relational database for City applications.',
        url: `${SITE_URL}docs/backend/database`,
        markdownUrl: `${SITE_URL}docs/backend/database.md`,
        area: 'Backend',
        status: 'required',
        lastReviewed: '2026-11-24',
        nextReview: '2027-08-24',
        headings: [
          { level: 2, title: 'What the standard is', url: `${SITE_URL}docs/backend/database#what-the-standard-is` },
          { level: 2, title: 'How to apply it', url: `${SITE_URL}docs/backend/database#how-to-apply-it` },
          {
            level: 3,
            title: 'Pick a driver for your stack',
            url: `${SITE_URL}docs/backend/database#pick-a-driver-for-your-stack`,
          },
        ],
        markdown: md,
      });
      expect(text(result)).toContain(md);
    }
  });

  it('get_standard says clearly that a page is unknown, and what to do', async () => {
    const result = await client.callTool({ name: TOOLS.get, arguments: { url: `${SITE_URL}docs/backend/mongodb` } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      `There is no page of the standards at "${SITE_URL}docs/backend/mongodb". Find the page's URL with search_standards or list_standards.`,
    );
    const empty = await client.callTool({ name: TOOLS.get, arguments: {} });
    expect(empty.isError).toBe(true);
    expect(text(empty)).toContain('Give the page as "url" or "path".');
  });

  it('ask_standards answers from the standards with its cited sources, as Ask AI does', async () => {
    const result = await client.callTool({
      name: TOOLS.ask,
      arguments: { question: 'Which database must a new project use?' },
    });
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as {
      answer: string;
      declined: boolean;
      sources: { n: number; title: string; url: string }[];
      model: string;
    };
    expect(answer.declined).toBe(false);
    expect(answer.model).toBe('extracts');
    expect(answer.answer).toContain('Every project that needs a relational database MUST use PostgreSQL.');
    expect(answer.sources).toContainEqual({
      n: expect.any(Number),
      title: 'Database › What the standard is',
      url: `${SITE_URL}docs/backend/database#what-the-standard-is`,
    });
    // Citations link to the public site, not to a path a reader outside it cannot follow.
    expect(answer.answer).not.toMatch(/\]\(\//);
    expect(text(result)).toContain(`Sources:\n[1] `);
  });

  it('ask_standards declines honestly when the standards do not cover the question', async () => {
    const result = await client.callTool({
      name: TOOLS.ask,
      arguments: { question: 'What is on the lunch menu of the canteen on Fridays?' },
    });
    const answer = result.structuredContent as { answer: string; declined: boolean; sources: unknown[] };
    expect(answer.declined).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.answer).toContain(DECLINE_SENTENCE);
  });

  it('ask_standards refuses an empty or too long question with a message the model can act on', async () => {
    const long = await client.callTool({ name: TOOLS.ask, arguments: { question: 'x'.repeat(513) } });
    expect(long.isError).toBe(true);
    expect(text(long)).toMatch(/Input validation error: .*question/);
  });

  it('list_standards gives the areas and pages with descriptions and review dates, in the order of the site', async () => {
    const result = await client.callTool({ name: TOOLS.list, arguments: {} });
    const { areas } = result.structuredContent as { areas: { title: string; pages: Record<string, string>[] }[] };
    expect(areas.map((a) => [a.title, a.pages.map((p) => p.title)])).toEqual([
      ['Common standards', ['Using Git']],
      ['Backend', ['Database', 'Handling access tokens']],
    ]);
    expect(areas[0]!.pages[0]).toEqual({
      title: 'Using Git',
      description: 'The minimum rules for branches in City Git repositories.',
      url: `${SITE_URL}docs/general/using-git`,
      markdownUrl: `${SITE_URL}docs/general/using-git.md`,
      area: 'Common standards',
      status: 'recommended',
      lastReviewed: '2026-11-24',
      nextReview: '2027-08-24',
    });
    expect(text(result)).toContain('## Backend\n\n- Database (required; reviewed 2026-11-24, next review 2027-08-24)');
  });

  it('serves every page as a Markdown resource at its public URL', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(
      catalogue.areas.flatMap((a) => a.pages.map((p) => `${SITE_URL}${p.path.slice(1)}`)).sort(),
    );
    for (const resource of resources) {
      expect(resource.mimeType).toBe('text/markdown');
      const { contents } = await client.readResource({ uri: resource.uri });
      const path = new URL(resource.uri).pathname;
      expect(contents).toEqual([
        { uri: resource.uri, mimeType: 'text/markdown', text: await readFile(join(root, `${path}.md`), 'utf8') },
      ]);
    }
  });

  it('answers an unknown page as a resource with the JSON-RPC error for a resource not found', async () => {
    const uri = `${SITE_URL}docs/backend/mongodb`;
    const error = await client.readResource({ uri }).then(
      () => undefined,
      (e: unknown) => e,
    );
    // -32602 with the URI as its data, as the 2026-07-28 specification has it (earlier servers sent -32002).
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error).toMatchObject({ code: -32602, data: { uri } });
  });

  it('answers an unknown tool with a JSON-RPC error', async () => {
    const error = await client.callTool({ name: 'delete_standards', arguments: {} }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: -32602, message: expect.stringContaining('delete_standards not found') });
  });
});

describe('questions through ask_standards', () => {
  it('are stored like Ask AI answers, marked as coming through MCP', async () => {
    const instance = instances[0]!;
    const client = await connect(instance, 'modern');
    try {
      await client.callTool({ name: TOOLS.ask, arguments: { question: 'How do I name my git branches?' } });
    } finally {
      await client.close();
    }
    const rows = await instance.storage.db.all<{ question: string; channel: string; cited_urls: string }>(
      "SELECT question, channel, cited_urls FROM ask_messages WHERE question = 'How do I name my git branches?'",
    );
    expect(rows).toEqual([
      {
        question: 'How do I name my git branches?',
        channel: 'mcp',
        cited_urls: expect.stringContaining('/docs/general/using-git'),
      },
    ]);
  });
});

describe('the HTTP endpoint', () => {
  it('is stateless: an exchange begun on one instance goes on at the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const started = await raw(a, { body: initialize });
    expect(started.status).toBe(200);
    expect(started.headers['mcp-session-id']).toBeUndefined();
    const headers = { 'mcp-protocol-version': '2025-11-25' };
    expect((await raw(b, { headers, body: rpc('notifications/initialized', undefined, null) })).status).toBe(202);
    const called = await raw(b, {
      headers,
      body: rpc('tools/call', { name: TOOLS.list, arguments: {} }, 2),
    });
    expect(called.status).toBe(200);
    expect(called.json()).toMatchObject({ id: 2, result: { structuredContent: { areas: expect.any(Array) } } });
  });

  it('answers with the security headers, a request id and one log line naming the method and tool', async () => {
    const instance = instances[1]!;
    const response = await raw(instance, {
      headers: { 'mcp-protocol-version': '2025-11-25' },
      body: rpc('tools/call', { name: TOOLS.search, arguments: { query: 'jose' } }, 7),
    });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    const id = response.headers['x-request-id'];
    const line = instance.log.find((l) => l.reqId === id);
    expect(line).toMatchObject({ method: 'POST', path: '/mcp', status: 200, rpc: 'tools/call', tool: TOOLS.search });
    // Names only: never the arguments.
    expect(JSON.stringify(line)).not.toContain('jose');
  });

  it.each([
    ['not JSON', { body: '{"jsonrpc": "2.0", "id": 1, "method": ' }, 400, -32700],
    ['not JSON at all (text/plain)', { body: 'hello', headers: { 'content-type': 'text/plain' } }, 415, -32000],
    [
      'over the body limit',
      { body: rpc('tools/call', { name: 'x', arguments: { q: 'x'.repeat(MCP_LIMITS.body) } }) },
      413,
      -32000,
    ],
  ])('answers a body %s with a JSON-RPC error', async (_name, request, status, code) => {
    const response = await raw(instances[0]!, request);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code } });
  });

  it('answers JSON that is no JSON-RPC request, and an unknown method, with JSON-RPC errors', async () => {
    const instance = instances[0]!;
    const notRpc = await raw(instance, { body: '{"hello": "world"}' });
    expect(notRpc.status).toBe(400);
    expect(notRpc.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    const unknown = await raw(instance, {
      headers: { 'mcp-protocol-version': '2025-11-25' },
      body: rpc('standards/delete', {}, 9),
    });
    expect(unknown.json()).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32601 } });
  });

  it.each([
    ['a Host that is not its own', { host: 'evil.example' }],
    ['a page of another origin', { origin: 'http://evil.example' }],
    ['a rebound name on this port', { host: `attacker.example:${0}`, origin: 'http://attacker.example' }],
  ])('refuses %s with 403 and a JSON-RPC error (DNS rebinding)', async (_name, headers) => {
    const response = await raw(instances[0]!, { headers, body: initialize });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.any(String) } });
    // The refusal does not echo what the request said.
    expect(response.text).not.toMatch(/evil|attacker/);
  });

  it('takes a request from its own origin, and one without Origin', async () => {
    const own = await raw(instances[0]!, {
      headers: { origin: `http://localhost:${instances[0]!.port}` },
      body: initialize,
    });
    expect(own.status).toBe(200);
    expect((await raw(instances[0]!, { body: initialize })).status).toBe(200);
  });

  it.each(['GET', 'DELETE', 'PUT', 'PATCH'])('answers %s with 405, Allow and a JSON-RPC error', async (method) => {
    const response = await raw(instances[1]!, { method, headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it("answers the server's own refusals at /mcp as JSON-RPC errors too (here an address over the limit)", async () => {
    const response = await instances[0]!.app.inject({ method: 'POST', url: `/mcp?${'x'.repeat(5000)}`, payload: {} });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });

  it('never serves the standards catalogue it reads', async () => {
    for (const url of [`/${CATALOGUE_FILE}`, `/${CATALOGUE_FILE}.gz`, `/${CATALOGUE_FILE}.br`]) {
      expect((await instances[0]!.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('answers OPTIONS with Allow and no cross-origin grant, as /api does', async () => {
    const response = await raw(instances[1]!, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the rate limit', () => {
  let limited: Instance;
  beforeAll(async () => {
    limited = await start(root, { rateLimit: 3 });
  });
  afterAll(() => stop(limited));

  it('holds per client, as on /api: then 429 with Retry-After and a JSON-RPC error', async () => {
    for (let i = 0; i < 3; i++) expect((await raw(limited, { body: initialize })).status).toBe(200);
    const refused = await raw(limited, { body: initialize });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32000, message: expect.stringMatching(/^Too many requests/) },
    });
  });
});

describe('the rate limit on instances sharing a PostgreSQL database', () => {
  let database: TestDatabase;
  let pair: Instance[] = [];
  beforeAll(async () => {
    if (postgresSkipped) return;
    database = await postgresDatabase();
    // Instances share a client's budget when they share ASK_AI_TOKEN_SECRET, which keys the client hashes.
    const shared = { rateLimit: 3, tokenSecret: 'a-token-secret-the-instances-share-0000000' };
    pair = [
      await start(root, shared, { databaseUrl: database.options.databaseUrl }),
      await start(root, shared, { databaseUrl: database.options.databaseUrl }),
    ];
  });
  afterAll(async () => {
    await Promise.all(pair.map(stop));
    await database?.cleanUp();
  });

  it.skipIf(postgresSkipped !== null)('holds per client across them', async () => {
    const [a, b] = pair as [Instance, Instance];
    expect((await raw(a, { body: initialize })).status).toBe(200);
    expect((await raw(b, { body: initialize })).status).toBe(200);
    expect((await raw(a, { body: initialize })).status).toBe(200);
    expect((await raw(b, { body: initialize })).status).toBe(429);
  });
});

describe('with ALLOWED_HOSTS', () => {
  let named: Instance;
  beforeAll(async () => {
    named = await start(root, {}, { allowedHosts: ['developers.amsterdam', 'mcp.developers.amsterdam:8443'] });
  });
  afterAll(() => stop(named));

  it('answers those host names and pages of them, and nothing else', async () => {
    const ok = await raw(named, {
      headers: { host: 'developers.amsterdam', origin: 'https://developers.amsterdam' },
      body: initialize,
    });
    expect(ok.status).toBe(200);
    expect((await raw(named, { headers: { host: 'mcp.developers.amsterdam:8443' }, body: initialize })).status).toBe(
      200,
    );
    expect((await raw(named, { body: initialize })).status).toBe(403); // 127.0.0.1 is not one of them
    const foreign = await raw(named, {
      headers: { host: 'developers.amsterdam', origin: 'https://evil.example' },
      body: initialize,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('a site built without the standards catalogue', () => {
  let bare: Instance;
  let bareRoot: string;
  beforeAll(async () => {
    bareRoot = await makeMcpSite({ [CATALOGUE_FILE]: 'not json' });
    bare = await start(bareRoot);
  });
  afterAll(async () => {
    await stop(bare);
    await removeSite(bareRoot);
  });

  it('answers 503 with a JSON-RPC error, and /readyz says it is not ready', async () => {
    const response = await raw(bare, { body: initialize });
    expect(response.status).toBe(503);
    expect(response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    const ready = await bare.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
  });
});
