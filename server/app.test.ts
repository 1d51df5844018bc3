import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectInlineSources, sha256Source } from '../plugins/csp-hashes/index';
import { buildServer, type ServerOptions } from './app';
import { limits } from './limits';
import { HSTS, SECURITY_HEADERS } from './security';
import { makeSite, removeSite } from './site.fixture';

let root: string;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

const echoApi: ServerOptions['api'] = [
  {
    prefix: '/ask',
    bodyLimit: 64 * 1024,
    plugin: async (api) => {
      api.post('/chat', async (request) => ({ success: true, size: JSON.stringify(request.body).length }));
      api.get('/conversations/:id', async (request) => ({ id: (request.params as { id: string }).id }));
      api.get('/stream', (_request, reply) =>
        reply
          .type('text/event-stream')
          .send(Readable.from(Array.from({ length: 50 }, (_, i) => `data: ${'x'.repeat(100)} ${i}\n\n`))),
      );
    },
  },
  { prefix: '/small', plugin: async (api) => void api.post('/echo', async () => ({ success: true })) },
];

beforeAll(async () => {
  root = await makeSite();
  app = await buildServer({ root, api: echoApi, logger: { level: 'info', stream: logStream } });
});

afterAll(async () => {
  await app.close();
  await removeSite(root);
});

/** The table the server sets its headers from, by the lower-case names a response's headers are read by. */
const EVERY_RESPONSE = Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value] as const);

function expectSecurityHeaders(response: LightMyRequestResponse, label: string) {
  for (const [name, value] of EVERY_RESPONSE) expect(response.headers[name], `${label}: ${name}`).toBe(value);
  const csp = String(response.headers['content-security-policy']);
  expect(csp, label).toMatch(/(?:^|;)\s*default-src 'none'/);
  expect(csp, label).toMatch(/(?:^|;)\s*script-src 'self' 'sha256-/);
  expect(csp, label).not.toContain('unsafe-inline');
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(response.headers['strict-transport-security'], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['HTML page', { url: '/docs/intro' }, 200],
    ['hashed asset', { url: '/assets/js/main.0a1b2c3d.js' }, 200],
    ['JSON', { url: '/search/manifest.json' }, 200],
    ['not found', { url: '/nope' }, 404],
    ['redirect', { url: '/docs/intro.html' }, 301],
    ['API JSON 404', { url: '/api/nothing' }, 404],
    ['method not allowed', { method: 'POST' as const, url: '/docs/intro' }, 405],
    ['health probe', { url: '/healthz' }, 200],
    ['undecodable URL', { url: '/%E0%A4%A' }, 400],
    // Both once answered 500 without these headers: the redirect's Location could not hold the decoded character.
    ['path with a non-ASCII character', { url: '/%E2%82%AC/' }, 404],
    ['path with a control character', { url: '/%7f/' }, 404],
    ['too long URL', { url: `/docs/${'a'.repeat(5000)}` }, 414],
  ])('on a %s', async (label, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode, label).toBe(status);
    expectSecurityHeaders(response, label);
  });

  it('sends over HTTP each entry of the table, the policy, and no other header of its own', async () => {
    const listening = await buildServer({ root });
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/docs/intro`);
      expect(response.status).toBe(200);
      for (const [name, value] of EVERY_RESPONSE) expect(response.headers.get(name), name).toBe(value);
      // What describes this one response; anything else the server sends must be in the table (or be the policy).
      const perResponse = new Set([
        'accept-ranges',
        'cache-control',
        'connection',
        'content-encoding',
        'content-length',
        'content-type',
        'date',
        'etag',
        'keep-alive',
        'last-modified',
        'vary',
        'x-request-id',
      ]);
      const own = [...response.headers.keys()].filter((name) => !perResponse.has(name));
      expect(own.sort()).toEqual([...EVERY_RESPONSE.map(([name]) => name), 'content-security-policy'].sort());
    } finally {
      await listening.close();
    }
  });

  it('allows every inline script of a served page by its hash, and nothing else inline', async () => {
    for (const url of ['/', '/docs/intro', '/nope']) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      const found = collectInlineSources(response.body);
      expect(found.scripts.length, url).toBeGreaterThan(0);
      for (const script of found.scripts) expect(scriptSrc, `${url}: ${script}`).toContain(sha256Source(script));
      // The JSON-LD block is data, never run: it needs no hash.
      expect(scriptSrc).not.toContain(sha256Source('{"@type":"BreadcrumbList","name":"Home"}'));
      for (const style of found.styleAttributes) expect(csp, url).toContain(sha256Source(style));
    }
  });

  it('sends HSTS only over HTTPS, as told by a trusted proxy', async () => {
    const viaProxy = { url: '/', headers: { 'x-forwarded-proto': 'https' } };
    expect((await app.inject(viaProxy)).headers['strict-transport-security']).toBeUndefined();

    const trusting = await buildServer({ root, trustProxy: '127.0.0.1' });
    try {
      expect((await trusting.inject(viaProxy)).headers['strict-transport-security']).toBe(HSTS);
      const plain = await trusting.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const notFound = await trusting.inject({ ...viaProxy, url: '/nope' });
      expect(notFound.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await trusting.close();
    }
    // A proxy we do not trust cannot claim HTTPS.
    const other = await buildServer({ root, trustProxy: '10.0.0.1' });
    try {
      expect((await other.inject(viaProxy)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('with FORCE_HTTPS, sends plain-HTTP visitors to the same host and path over HTTPS, never elsewhere', async () => {
    const forced = await buildServer({ root, forceHttps: true, trustProxy: '127.0.0.1' });
    try {
      const cases: [string, string][] = [
        ['/docs/intro?q=1', 'https://developers.example/docs/intro?q=1'],
        ['//evil.example/x', 'https://developers.example/evil.example/x'],
      ];
      for (const [url, location] of cases) {
        const response = await forced.inject({ url, headers: { host: 'developers.example' } });
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location, url).toBe(location);
        expectSecurityHeaders(response, url);
      }
      const post = await forced.inject({
        method: 'POST',
        url: '/api/ask/chat',
        headers: { host: 'developers.example' },
      });
      expect(post.statusCode).toBe(308);
      const badHost = await forced.inject({ url: '/', headers: { host: 'evil.example/x' } });
      expect(badHost.statusCode).toBe(400);
      expect(badHost.headers.location).toBeUndefined();
      const pinned = await buildServer({ root, forceHttps: true, allowedHosts: ['developers.example'] });
      try {
        const other = await pinned.inject({ url: '/docs', headers: { host: 'evil.example' } });
        expect(other.headers.location).toBe('https://developers.example/docs');
      } finally {
        await pinned.close();
      }
      const secure = await forced.inject({
        url: '/',
        headers: { host: 'developers.example', 'x-forwarded-proto': 'https' },
      });
      expect(secure.statusCode).toBe(200);
      // Probes inside the network stay on plain HTTP.
      expect((await forced.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await forced.close();
    }
  });
});

describe('static files', () => {
  it('serves the precompressed twin a browser asks for, without compressing again', async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
    ] as const) {
      const response = await app.inject({ url: '/docs/intro', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding'], encoding).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    const plain = await app.inject({ url: '/docs/intro' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Intro</h1>');
  });

  it('sends the twin written at build time byte for byte, never a compression of its own', async () => {
    const site = await makeSite();
    // Not valid brotli: only a server that reads the twin from disk can send exactly these bytes.
    await writeFile(join(site, 'docs/intro.html.br'), 'the build-time twin');
    const server = await buildServer({ root: site });
    try {
      const response = await server.inject({ url: '/docs/intro', headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body).toBe('the build-time twin');
      const gzip = await server.inject({ url: '/docs/intro', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.rawPayload.equals(await readFile(join(site, 'docs/intro.html.gz')))).toBe(true);
    } finally {
      await server.close();
      await removeSite(site);
    }
  });

  it('compresses on the fly only where no twin exists', async () => {
    await writeFile(join(root, 'docs/late.html'), `<h1>Late</h1>${'text '.repeat(500)}`);
    const late = await buildServer({ root });
    try {
      const response = await late.inject({ url: '/docs/late', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
    } finally {
      await late.close();
      await rm(join(root, 'docs/late.html'));
    }
  });

  it('sends the 404 page compressed, and again in full when a browser revalidates it', async () => {
    const first = await app.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      url: '/nope',
      headers: { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Page Not Found');
  });

  it('sends the 404 page in the encoding the client prefers by its q-values, and never one it refuses', async () => {
    const encodingFor = async (header: string) =>
      (await app.inject({ url: '/nope', headers: { 'accept-encoding': header } })).headers['content-encoding'];
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('br, gzip')).toBe('br');
    expect(await encodingFor('BR;q=0.9, *;q=0.1')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    expect((await app.inject({ url: '/assets/js/main.0a1b2c3d.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('never serves the build metadata or the compressed twins by name', async () => {
    for (const url of [
      '/csp-sources.json',
      '/retention.json',
      '/docs/intro.html.br',
      '/assets/js/main.0a1b2c3d.js.gz',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('answers with the site 404 page when a file disappears after start', async () => {
    const gone = await makeSite();
    const server = await buildServer({ root: gone });
    try {
      await rm(join(gone, 'docs/intro.html'));
      await rm(join(gone, 'docs/intro.html.br'));
      await rm(join(gone, 'docs/intro.html.gz'));
      const response = await server.inject({ url: '/docs/intro' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page Not Found');
    } finally {
      await server.close();
      await removeSite(gone);
    }
  });
});

describe('methods and limits', () => {
  it('answers pages with GET and HEAD only: 405 with Allow otherwise', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await app.inject({ method, url: '/docs/intro' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('answers OPTIONS under /api with Allow and no CORS grant', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/ask/chat',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers.allow).toBe('OPTIONS, POST');
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect((await app.inject({ method: 'OPTIONS', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it('answers a known /api path with another method 405 JSON, an unknown one 404 JSON', async () => {
    const wrong = await app.inject({ url: '/api/ask/chat' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('OPTIONS, POST');
    expect(wrong.json()).toMatchObject({ success: false, code: 'method_not_allowed' });
    const unknown = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('never compresses /api answers, so an event stream reaches the browser as it is written', async () => {
    const response = await app.inject({ url: '/api/ask/stream', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('data: ');
    expect(response.body.split('\n\n')).toHaveLength(51);
  });

  it('keeps request bodies small unless an API plugin asks for more', async () => {
    const body = { text: 'x'.repeat(20 * 1024) };
    const small = await app.inject({ method: 'POST', url: '/api/small/echo', payload: body });
    expect(small.statusCode).toBe(413);
    expect(small.json()).toMatchObject({ success: false, code: 'payload_too_large' });
    expect((await app.inject({ method: 'POST', url: '/api/ask/chat', payload: body })).statusCode).toBe(200);
    const huge = await app.inject({ method: 'POST', url: '/api/ask/chat', payload: { text: 'x'.repeat(70 * 1024) } });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a NUL character anywhere in an API body with 400, however deeply it is nested', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/ask/chat', headers: { 'content-type': 'application/json' }, payload });
    const deep = `${'['.repeat(30_000)}"\\u0000"${']'.repeat(30_000)}`;
    for (const payload of ['{"text":"a\\u0000b"}', '{"a\\u0000":1}', '[[{"x":["", "\\u0000"]}]]', deep]) {
      const response = await post(payload);
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'bad_request',
        message: expect.stringMatching(/NUL/),
      });
      expectSecurityHeaders(response, payload.slice(0, 40));
    }
    // An escaped backslash before "u0000" is no NUL.
    expect((await post('{"text":"a\\\\u0000b"}')).statusCode).toBe(200);
  });

  it('refuses URLs and path parameters over their limits with 414', async () => {
    expect((await app.inject({ url: `/docs/${'a'.repeat(5000)}` })).statusCode).toBe(414);
    expect((await app.inject({ url: `/docs/${'a'.repeat(3000)}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/ask/conversations/${'a'.repeat(300)}` })).statusCode).toBe(414);
    expect((await app.inject({ url: `/api/ask/conversations/${'a'.repeat(100)}` })).statusCode).toBe(200);
  });

  it('sets every timeout on the server, so a client trickling its request is cut off', () => {
    // Node's defaults leave requestTimeout and the connection count unbounded in some versions: set on purpose.
    expect(app.server.requestTimeout).toBe(limits.requestTimeoutMs);
    expect(app.server.headersTimeout).toBe(limits.headersTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(limits.keepAliveTimeoutMs);
    expect(app.server.timeout).toBe(limits.connectionTimeoutMs);
    expect(app.server.maxConnections).toBe(limits.maxConnections);
    for (const [name, value] of Object.entries(limits)) expect(value, name).toBeGreaterThan(0);
    expect(limits.headersTimeoutMs).toBeLessThan(limits.requestTimeoutMs);
  });

  it('closes connections past the limit as they arrive, warning in the log, and takes new ones once some close', async () => {
    const warnings: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        warnings.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const server = await buildServer({ root, maxConnections: 2, logger: { level: 'warn', stream } });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    /** A request on a new keep-alive connection: the first bytes of the answer ('' when closed unanswered). */
    const ask = async (): Promise<{ socket: Socket; answer: string }> => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined); // a refused connection may reset: what the test looks for
      await once(socket, 'connect');
      socket.write('GET /healthz HTTP/1.1\r\nHost: developers.example\r\n\r\n');
      const answer = await new Promise<string>((done) => {
        socket.once('data', (chunk: Buffer) => done(String(chunk)));
        socket.once('close', () => done(''));
      });
      return { socket, answer };
    };
    const open: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const { socket, answer } = await ask();
        open.push(socket);
        expect(answer).toMatch(/^HTTP\/1\.1 200/);
      }
      const refused = await ask();
      expect(refused.answer).toBe('');
      expect(warnings.join('\n')).toContain('connection limit reached');

      open.shift()!.destroy();
      const connections = () => new Promise<number>((done) => server.server.getConnections((_, n) => done(n)));
      await expect.poll(connections).toBe(1);
      const again = await ask();
      open.push(again.socket);
      expect(again.answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of open) socket.destroy();
      await server.close();
    }
  });

  it('holds each client to its share of connections, so one holding idle ones cannot crowd out the others', async () => {
    const server = await buildServer({ root, maxConnections: 12, maxConnectionsPerClient: 4, trustProxy: '127.0.0.4' });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    /** A request on a new keep-alive connection from `from` (another loopback address is another client). */
    const ask = async (from: string): Promise<{ socket: Socket; answer: string }> => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from });
      socket.on('error', () => undefined); // a refused connection may reset: what the test looks for
      const answer = await new Promise<string>((done) => {
        socket.once('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: developers.example\r\n\r\n'));
        socket.once('data', (chunk: Buffer) => done(String(chunk)));
        socket.once('close', () => done(''));
      });
      return { socket, answer };
    };
    const open: Socket[] = [];
    const served = async (from: string, count: number) => {
      let n = 0;
      for (let i = 0; i < count; i++) {
        const { socket, answer } = await ask(from);
        open.push(socket);
        if (/^HTTP\/1\.1 200/.test(answer)) n++;
      }
      return n;
    };
    try {
      // One client opens as many connections as the whole server takes, and keeps them.
      expect(await served('127.0.0.2', 12)).toBe(4);
      // Other visitors still get in.
      expect(await served('127.0.0.1', 3)).toBe(3);
      expect(await served('127.0.0.3', 3)).toBe(3);
      // A trusted proxy carries many visitors: it is held to the server's cap only (12 - 10 places left).
      expect(await served('127.0.0.4', 3)).toBe(2);
      // A client whose connections close gets its places back.
      for (const socket of open.splice(0, 4)) socket.destroy();
      const connections = () => new Promise<number>((done) => server.server.getConnections((_, n) => done(n)));
      await expect.poll(connections).toBe(8);
      expect(await served('127.0.0.2', 1)).toBe(1);
    } finally {
      for (const socket of open) socket.destroy();
      await server.close();
    }
  });

  it('answers a request Node cannot parse with the same headers and a plain sentence, then closes', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const send = (raw: string) =>
      new Promise<string>((done) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += String(chunk)));
        socket.on('error', () => undefined);
        socket.on('close', () => done(answer));
        socket.write(raw);
      });
    const cases: [string, number][] = [
      [`GET / HTTP/1.1\r\nHost: developers.example\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['GET / HTTP/1.1\r\nHost developers.example\r\n\r\n', 400],
      ['GET /<script>\x01 HTTP/1.1\r\nHost: developers.example\r\n\r\n', 400],
      // HTTP/1.1 without Host: Node would answer it itself, without our headers.
      ['GET / HTTP/1.1\r\n\r\n', 400],
    ];
    for (const [raw, status] of cases) {
      const answer = await send(raw);
      const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
      expect(head, raw.slice(0, 30)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      for (const [name, value] of EVERY_RESPONSE) expect(headers[name], name).toBe(value);
      expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(Buffer.byteLength(body)).toBe(Number(headers['content-length']));
      expect(body).not.toContain('<script>');
    }
    // HTTP/1.0 may leave Host out: a page as usual.
    expect(await send('GET /healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers a malformed URL with 400 without echoing it', async () => {
    const response = await app.inject({ url: '/%E0%A4%A<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('%E0');
    expect(response.body).not.toContain('<script>');
  });
});

describe('operations', () => {
  it('answers liveness and readiness without caching', async () => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: ['build', 'shutdown'] });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it.each([
    {
      path: '/readyz',
      status: 'HTTP/1.1 503 Service Unavailable',
      body: '{"status":"not ready","failing":["shutdown"]}',
    },
    { path: '/docs/intro', status: 'HTTP/1.1 200 OK', body: expect.stringContaining('<h1>Intro</h1>') },
  ])(
    'once closing, serves $path on a connection still open (not ready, for /readyz), with our headers, and closes it',
    async ({ path, status: expected, body: expectedBody }) => {
      const site = await makeSite();
      // Larger than the socket buffers: the first response is still being sent when close() is called.
      const BIG = 16 * 1024 * 1024;
      await writeFile(join(site, 'assets/big.0a1b2c3d.bin'), Buffer.alloc(BIG, 1));
      const server = await buildServer({ root: site });
      try {
        await server.listen({ port: 0, host: '127.0.0.1' });
        const { port } = server.server.address() as AddressInfo;
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        socket.pause();
        socket.write('GET /assets/big.0a1b2c3d.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
        // The response has begun to arrive (into the paused socket's buffer).
        await vi.waitFor(() => expect(socket.readableLength).toBeGreaterThan(0));
        const closed = server.close();
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.resume();
        await once(socket, 'end');
        await closed;
        const received = Buffer.concat(chunks).toString('latin1');
        const last = received.slice(received.lastIndexOf('HTTP/1.1 '));
        const [head = '', body] = last.split('\r\n\r\n');
        const [status, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        expect(received.length).toBeGreaterThan(BIG);
        expect(status).toBe(expected);
        expect(headers.connection).toBe('close');
        for (const [name, value] of EVERY_RESPONSE) expect(headers[name], name).toBe(value);
        expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
        expect(body).toEqual(expectedBody);
      } finally {
        await removeSite(site);
      }
    },
  );

  it('is not ready while a registered check fails, and says which without its details', async () => {
    let databaseUp = false;
    const server = await buildServer({
      root,
      readinessChecks: [
        {
          name: 'database',
          check: () => {
            if (!databaseUp) throw new Error('connect ECONNREFUSED 10.1.2.3:5432');
          },
        },
      ],
    });
    server.addReadinessCheck({ name: 'search index', check: async () => undefined });
    try {
      const down = await server.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not ready', failing: ['database'] });
      expect(down.body).not.toContain('10.1.2.3');
      databaseUp = true;
      expect((await server.inject({ url: '/readyz' })).json()).toEqual({
        status: 'ready',
        checks: ['build', 'shutdown', 'database', 'search index'],
      });
    } finally {
      await server.close();
    }
  });

  it('is not ready when the build has gone', async () => {
    const gone = await makeSite();
    const server = await buildServer({ root: gone });
    try {
      await rm(join(gone, 'index.html'));
      expect((await server.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await server.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await server.close();
      await removeSite(gone);
    }
  });

  it(
    'sheds load with 503 and Retry-After when the event loop lags, but still answers liveness',
    { timeout: 20_000 },
    async () => {
      const server = await buildServer({
        root,
        pressure: { maxEventLoopDelayMs: 20, sampleIntervalMs: 50, retryAfterSeconds: 7 },
      });
      try {
        await server.ready();
        let response: LightMyRequestResponse | undefined;
        // Block the loop, let the overdue sampler see it (timers run before setImmediate callbacks), then ask.
        for (let attempt = 0; attempt < 20 && response?.statusCode !== 503; attempt++) {
          const until = performance.now() + 150;
          while (performance.now() < until);
          await new Promise((done) => setImmediate(done));
          response = await server.inject({ url: '/docs/intro' });
        }
        expect(response?.statusCode).toBe(503);
        expect(response?.headers['retry-after']).toBe('7');
        expectSecurityHeaders(response!, 'overloaded');
        expect((await server.inject({ url: '/healthz' })).statusCode).toBe(200);
        // The balancer drains an overloaded instance: readiness says no while liveness says yes.
        const until = performance.now() + 150;
        while (performance.now() < until);
        await new Promise((done) => setImmediate(done));
        expect((await server.inject({ url: '/readyz' })).statusCode).toBe(503);
      } finally {
        await server.close();
      }
    },
  );

  it('logs one JSON line per request with its id, without query strings, bodies or addresses', async () => {
    logLines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ask/chat?email=someone@example.org',
      payload: { question: 'my secret question' },
      remoteAddress: '203.0.113.9',
    });
    await app.inject({ url: '/search?q=private+words', remoteAddress: '203.0.113.9' });
    const text = JSON.stringify(logLines);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        reqId: response.headers['x-request-id'],
        method: 'POST',
        path: '/api/ask/chat',
        status: 200,
      }),
    );
    expect(logLines.filter((l) => l.msg === 'request')).toHaveLength(2);
    for (const secret of ['someone@example.org', 'secret question', 'private', '203.0.113.9'])
      expect(text).not.toContain(secret);
  });

  it('refuses to start without a build, or with a build that has no CSP hashes', async () => {
    await expect(buildServer({ root: join(root, 'docs') })).rejects.toThrow(/npm run build/);
    const partial = await makeSite();
    try {
      await rm(join(partial, 'csp-sources.json'));
      await expect(buildServer({ root: partial })).rejects.toMatchObject({ exitCode: 66 });
    } finally {
      await removeSite(partial);
    }
  });
});
