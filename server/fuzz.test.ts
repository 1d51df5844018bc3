/**
 * A bounded fuzz test over real HTTP: thousands of generated request lines
 * and headers (traversal, encodings, long URLs, odd methods, ranges,
 * conditional requests, open-redirect attempts) sent byte for byte, as an
 * attacker's client would. The server must never answer 5xx, never redirect
 * off the site, and never log an error.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { makeSite, removeSite } from './site.fixture';

const HOST = 'developers.example';
const REQUESTS = 2400;

let root: string;
const servers: { app: FastifyInstance; port: number }[] = [];
const errors: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
    }
    done();
  },
});

beforeAll(async () => {
  root = await makeSite();
  for (const options of [{}, { forceHttps: true, trustProxy: '127.0.0.1', allowedHosts: [HOST] }]) {
    const app = await buildServer({ root, logger: { level: 'warn', stream: logStream }, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ app, port: (app.server.address() as { port: number }).port });
  }
});

afterAll(async () => {
  await Promise.all(servers.map(({ app }) => app.close()));
  await removeSite(root);
});

/** A small deterministic generator: the same requests on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  return <T>(items: readonly T[]): T => items[next() % items.length]!;
}

const pieces = [
  '/',
  '//',
  '///',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%09',
  '%0A',
  '%0D',
  '%00',
  '%20',
  '%',
  '%zz',
  '%E2%82%AC',
  '%7f',
  '%C0%AF',
  '%252F',
  '.',
  '..',
  '%2e%2e',
  '%2E',
  'evil.example',
  '@evil.example',
  'docs',
  'intro',
  'backend',
  'database',
  '.html',
  'index.html',
  'index',
  '404',
  'search',
  'assets',
  'js',
  'main.0a1b2c3d.js',
  'api',
  'ask',
  'healthz',
  'readyz',
  '?',
  '?q=',
  '#',
  ';',
  ':',
  'http:',
  'https:',
  '~',
  'é',
  '\u00ff',
  '*',
];
const methods = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'CONNECT',
  'FOO',
];
const headerSets: string[][] = [
  [],
  ['Range: bytes=0-10'],
  ['Range: bytes=-5'],
  ['Range: bytes=99999999-'],
  ['Range: bytes=5-1'],
  ['Range: bytes=0-1,3-4,6-7'],
  ['Range: chars=0-1'],
  ['If-None-Match: *'],
  ['If-None-Match: W/"nope", "x"'],
  ['If-Modified-Since: Tue, 01 Jan 2030 00:00:00 GMT'],
  ['If-Modified-Since: not a date'],
  ['If-Match: "x"'],
  ['If-Unmodified-Since: Mon, 01 Jan 1990 00:00:00 GMT'],
  ['If-Range: "x"', 'Range: bytes=0-5'],
  ['Accept-Encoding: br, gzip'],
  ['Accept-Encoding: gzip;q=0, br;q=0, identity;q=0'],
  ['Accept-Encoding: *'],
  ['Accept-Encoding: ' + 'x,'.repeat(500)],
  ['X-Forwarded-Proto: https'],
  ['X-Forwarded-Proto: https', 'X-Forwarded-Host: evil.example'],
  ['X-Forwarded-Host: evil.example/x'],
  ['Content-Type: application/json', 'Content-Length: 2'],
  ['Transfer-Encoding: chunked'],
  ['Expect: 100-continue'],
];

function makeRequest(pick: ReturnType<typeof generator>, i: number): { raw: string; target: string } {
  let target = '/';
  const length = i % 50 === 0 ? 400 : 1 + (i % 7);
  for (let n = 0; n < length; n++) target += pick(pieces);
  if (i % 97 === 0) target = `/docs/${'a'.repeat(5000 + i)}`; // past the URL limit
  if (i % 89 === 0) target = `/api/ask/x/${'b'.repeat(300)}`;
  if (i % 83 === 0) target = `http://evil.example${target}`; // absolute-form
  const method = pick(methods);
  const headers = [`Host: ${i % 31 === 0 ? 'evil.example' : HOST}`, ...pick(headerSets), 'Connection: close'];
  const body = headers.some((h) => h.startsWith('Content-Length: 2'))
    ? '{}'
    : headers.some((h) => h.startsWith('Transfer-Encoding'))
      ? '2\r\n{}\r\n0\r\n\r\n'
      : '';
  return { raw: `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`, target };
}

/** Sends the bytes, returns the status and Location (null when the connection closed without an answer). */
function send(port: number, raw: string): Promise<{ status: number | null; location: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 16_384) head += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head.split('\r\n\r\n', 1)[0]!);
      resolve({ status: status ? Number(status[1]) : null, location: location?.[1] ?? null });
    });
    socket.write(Buffer.from(raw, 'latin1'));
  });
}

/** A Location that stays on the site: a path (one slash, then not a slash or backslash), or our host over HTTPS. */
const onSite = new RegExp(`^(?:/(?![/\\\\\\s])|https://${HOST.replace(/\./g, '\\.')}/)`);

describe('fuzzing the server over real HTTP', { timeout: 120_000 }, () => {
  it(`answers ${REQUESTS} hostile requests without a 5xx, a crash or an off-site redirect`, async () => {
    const pick = generator(20261123);
    const requests = Array.from({ length: REQUESTS }, (_, i) => makeRequest(pick, i));
    const results: { raw: string; status: number | null; location: string | null }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        const server = servers[i % 5 === 0 ? 1 : 0]!;
        results.push({ raw: requests[i]!.raw.split('\r\n', 1)[0]!, ...(await send(server.port, requests[i]!.raw)) });
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));

    expect(results).toHaveLength(REQUESTS);
    expect(results.filter((r) => r.status === null || r.status >= 500)).toEqual([]);
    const redirects = results.filter((r) => r.location !== null);
    expect(redirects.length).toBeGreaterThan(50);
    expect(redirects.filter((r) => !onSite.test(r.location!))).toEqual([]);
    // Every kind of answer showed up: the generator reached each part of the server.
    const statuses = new Set(results.map((r) => r.status));
    for (const status of [200, 206, 301, 304, 308, 400, 404, 405, 412, 414, 416])
      expect(statuses, String(status)).toContain(status);
    expect(errors).toEqual([]);

    for (const { port } of servers)
      expect((await send(port, `GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`)).status).toBe(
        200,
      );
  });
});
