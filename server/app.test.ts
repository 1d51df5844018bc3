import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(root, 'docs'));
  await mkdir(join(root, 'assets/js'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page Not Found</h1>');
  await writeFile(join(root, 'docs/intro.html'), `<h1>Intro</h1>${'standards '.repeat(300)}`);
  await writeFile(join(root, 'assets/js/main.0a1b2c3d.js'), 'console.log(1)');
  app = await buildServer({ root });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves clean URLs with revalidated HTML', async () => {
    const response = await app.inject({ url: '/docs/intro' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<h1>Intro</h1>');
  });

  it('compresses when asked', async () => {
    const response = await app.inject({ url: '/docs/intro', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/js/main.0a1b2c3d.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects .html spellings permanently', async () => {
    const response = await app.inject({ url: '/docs/intro.html?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/docs/intro?x=1');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const url of ['/nope', '/docs/nope', '/../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page Not Found');
    }
  });

  it('answers a malformed URL with 400, not a crash, without echoing it', async () => {
    const response = await app.inject({ url: '/%E0%A4%A<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('%E0');
    expect(response.body).not.toContain('<script>');
  });

  it('never redirects to another host', async () => {
    for (const url of [
      '//evil.example/x.html',
      '//evil.example/index.html',
      '/%2F%2Fevil.example.html',
      '/%5Cevil.example/',
      '/%09/evil.example/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it('answers paths a header cannot hold with 404, not 500', async () => {
    for (const url of ['/%E2%82%AC/', '/%7f/', '/%E2%82%AC.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('shows the not-found page again when a browser revalidates it', async () => {
    const first = await app.inject({ url: '/nope' });
    const etag = first.headers.etag;
    const again = await app.inject({
      url: '/nope',
      headers: etag ? { 'if-none-match': String(etag) } : { 'if-modified-since': new Date().toUTCString() },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Page Not Found');
  });

  it('answers HEAD and refuses other methods', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
  });

  it('refuses to start without a build', async () => {
    await expect(buildServer({ root: join(root, 'docs') })).rejects.toThrow(/npm run build/);
  });
});
