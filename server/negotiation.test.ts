import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { markdownTwin, prefersMarkdown } from './negotiation';
import { makeSite, removeSite } from './site.fixture';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['text/markdown, */*;q=0.1', true],
    ['text/markdown, text/html', true],
    ['text/html, text/markdown', false],
    ['text/markdown;q=0.9, text/html', false],
    ['text/markdown;q=0.9, */*', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/*', false],
    ['text/markdown;q=0', false],
    ['application/json', false],
    ['', false],
    [undefined, false],
    ['text/markdown;q=nonsense,,;;', false],
  ])('Accept %j → Markdown %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('markdownTwin', () => {
  it('names the copy of a doc page, and nothing for other files', () => {
    expect(markdownTwin('docs/backend/database.html')).toBe('docs/backend/database.md');
    expect(markdownTwin('docs/backend/index.html')).toBe('docs/backend.md');
    expect(markdownTwin('index.html')).toBeUndefined();
    expect(markdownTwin('docs/intro.md')).toBeUndefined();
    expect(markdownTwin('assets/js/main.js')).toBeUndefined();
  });
});

/** The header names a response varies by, lower-cased. */
const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .filter(Boolean)
    .sort();

describe('a doc page by Accept', () => {
  const markdown = `---\ntitle: Intro\n---\n\n# Intro\n\n${'Standards and guidance. '.repeat(100)}\n`;
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await makeSite({ 'docs/intro.md': markdown });
    app = await buildServer({ root });
  });
  afterAll(async () => {
    await app.close();
    await removeSite(root);
  });

  it('answers the Markdown copy to a client that prefers it, and says the answer varies by Accept', async () => {
    const response = await app.inject({ url: '/docs/intro', headers: { accept: 'text/markdown, text/html;q=0.5' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(varies(response.headers.vary)).toContain('accept');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(markdown);
  });

  it('answers HTML to a browser and to */*, still with Vary: Accept', async () => {
    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', '*/*', 'text/markdown;q=0.4, */*']) {
      const response = await app.inject({ url: '/docs/intro', headers: { accept } });
      expect(response.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(varies(response.headers.vary), accept).toContain('accept');
      expect(response.body, accept).toContain('<h1>Intro</h1>');
    }
  });

  it('sends the precompressed Markdown, and keeps Vary for both headers', async () => {
    const response = await app.inject({
      url: '/docs/intro',
      headers: { accept: 'text/markdown', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(varies(response.headers.vary)).toEqual(['accept', 'accept-encoding']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await app.inject({ url: '/docs/intro', headers: { accept: 'text/markdown' } });
    const head = await app.inject({ method: 'HEAD', url: '/docs/intro', headers: { accept: 'text/markdown' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(varies(head.headers.vary)).toContain('accept');
    expect(head.body).toBe('');
  });

  it('answers HTML for a doc page without a Markdown copy', async () => {
    const response = await app.inject({ url: '/docs/backend/database', headers: { accept: 'text/markdown' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Database</h1>');
    expect(varies(response.headers.vary)).toContain('accept');
  });

  it('leaves other pages alone: no Markdown, no Vary: Accept', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/markdown' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(varies(response.headers.vary)).not.toContain('accept');
  });

  it('serves the copy by its own address as well', async () => {
    const response = await app.inject({ url: '/docs/intro.md' });
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe(markdown);
  });
});
