import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll, checkUrl, externalLinks, membersOnly } from './check-links';

/** A real HTTP server with the answers the checker has to tell apart. */
let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    switch (request.url) {
      case '/ok':
        return response.writeHead(200).end('ok');
      case '/moved':
        return response.writeHead(301, { location: '/ok' }).end();
      case '/no-head':
        return response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
      case '/gone':
        return response.writeHead(404).end();
      case '/broken':
        return response.writeHead(500).end();
      case '/private':
        return response.writeHead(403).end();
      case '/slow':
        return; // never answers
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('checkUrl', () => {
  it('accepts a link that answers 200 to HEAD, without a GET', async () => {
    seen.length = 0;
    expect(await checkUrl(`${base}/ok`, { timeoutMs: 2_000 })).toMatchObject({ verdict: 'ok', detail: '200 OK' });
    expect(seen).toEqual(['HEAD /ok']);
  });

  it('follows redirects and reports where they end', async () => {
    expect(await checkUrl(`${base}/moved`, { timeoutMs: 2_000 })).toMatchObject({
      verdict: 'ok',
      finalUrl: `${base}/ok`,
    });
  });

  it('falls back to GET when the server refuses HEAD', async () => {
    seen.length = 0;
    expect(await checkUrl(`${base}/no-head`, { timeoutMs: 2_000 })).toMatchObject({ verdict: 'ok' });
    expect(seen).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('reports 4xx and 5xx as broken, but 403 only as unverified', async () => {
    expect(await checkUrl(`${base}/gone`, { timeoutMs: 2_000 })).toMatchObject({
      verdict: 'broken',
      detail: '404 Not Found',
    });
    expect(await checkUrl(`${base}/broken`, { timeoutMs: 2_000 })).toMatchObject({ verdict: 'broken' });
    expect(await checkUrl(`${base}/private`, { timeoutMs: 2_000 })).toMatchObject({ verdict: 'unverified' });
  });

  it('reports a server that does not answer in time', async () => {
    expect(await checkUrl(`${base}/slow`, { timeoutMs: 300 })).toMatchObject({
      verdict: 'broken',
      detail: 'timed out',
    });
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const result = await checkUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 2_000 });
    expect(result).toMatchObject({ verdict: 'broken', detail: 'ECONNREFUSED' });
  });

  it('does not request organisation-only documents, which answer 404 to everyone else', async () => {
    expect(await checkUrl(`${membersOnly[0]}sso`)).toMatchObject({ verdict: 'members-only' });
  });
});

describe('checkAll', () => {
  it('checks every link once and keeps their order', async () => {
    const urls = [`${base}/ok`, `${base}/gone`, `${base}/no-head`];
    const results = await checkAll(urls, { timeoutMs: 2_000, concurrency: 2, budgetMs: 10_000 });
    expect(results.map((r) => [r.url, r.verdict])).toEqual([
      [urls[0], 'ok'],
      [urls[1], 'broken'],
      [urls[2], 'ok'],
    ]);
  });

  it('stops starting requests when the time budget is spent', async () => {
    const results = await checkAll([`${base}/slow`, `${base}/ok`], { timeoutMs: 5_000, concurrency: 1, budgetMs: 300 });
    expect(results.map((r) => r.verdict)).toEqual(['broken', 'unverified']);
  });
});

describe('externalLinks', () => {
  it('lists the external links of every page in docs/, without placeholders', () => {
    const pages = externalLinks();
    expect(pages.map((p) => p.page)).toContain('docs/intro.md');
    const all = pages.flatMap((p) => p.urls);
    expect(all).toContain('https://www.rfc-editor.org/rfc/rfc2119');
    expect(all.every((url) => /^https?:\/\//.test(url))).toBe(true);
    expect(all.some((url) => url.includes('example.org'))).toBe(false);
  });
});
