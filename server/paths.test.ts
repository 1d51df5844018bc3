import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolvePath } from './paths';

const files = new Set([
  'index.html',
  '404.html',
  'privacy.html',
  'docs/intro.html',
  'docs/backend/database.html',
  'assets/js/main.0a1b2c3d.js',
  'img/favicon.ico',
]);

describe('resolvePath', () => {
  it.each([
    ['/', { kind: 'file', file: 'index.html' }],
    ['/docs/intro', { kind: 'file', file: 'docs/intro.html' }],
    ['/assets/js/main.0a1b2c3d.js', { kind: 'file', file: 'assets/js/main.0a1b2c3d.js' }],
    ['/docs', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/intro.html', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/index.html', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/', { kind: 'redirect', location: '/docs/intro' }],
    ['//docs//intro.html', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/intro//', { kind: 'redirect', location: '/docs/intro' }],
    ['/404.html', { kind: 'not-found' }],
    ['/nothing.html', { kind: 'not-found' }],
    ['/index.html', { kind: 'redirect', location: '/' }],
    ['/docs/intro/', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/nothing', { kind: 'not-found' }],
    ['/404', { kind: 'not-found' }],
    ['/%E0%A4%A', { kind: 'not-found' }],
    ['/docs/../index', { kind: 'not-found' }],
    ['/docs/%2e%2e/%2e%2e/etc/passwd', { kind: 'not-found' }],
    // Another letter case of a page's address is that page.
    ['/DOCS/INTRO', { kind: 'redirect', location: '/docs/intro' }],
    ['/Docs/Backend/Database', { kind: 'redirect', location: '/docs/backend/database' }],
    ['/PRIVACY', { kind: 'redirect', location: '/privacy' }],
    ['/DOCS/INTRO.HTML', { kind: 'redirect', location: '/docs/intro' }],
    ['/Docs/Intro.html', { kind: 'redirect', location: '/docs/intro' }],
    ['/DOCS/INTRO/', { kind: 'redirect', location: '/docs/intro' }],
    ['/DOCS', { kind: 'redirect', location: '/docs/intro' }],
    ['/IMG/FAVICON.ICO', { kind: 'redirect', location: '/img/favicon.ico' }],
    ['/ASSETS/JS/MAIN.0A1B2C3D.JS', { kind: 'not-found' }],
    ['/assets/js/MAIN.0a1b2c3d.js', { kind: 'not-found' }],
    ['/404.HTML', { kind: 'not-found' }],
    ['/DOCS/NOTHING', { kind: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(resolvePath(path, files)).toEqual(expected);
  });

  it('redirects no address whose letter case fits two pages', () => {
    const twins = new Set(['docs/Guide.html', 'docs/guide.html']);
    expect(resolvePath('/docs/Guide', twins)).toEqual({ kind: 'file', file: 'docs/Guide.html' });
    expect(resolvePath('/DOCS/GUIDE', twins)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/PRIVACY', files, '?x=1')).toEqual({ kind: 'redirect', location: '/privacy?x=1' });
  });

  it('keeps the query string across a redirect', () => {
    expect(resolvePath('/docs/intro.html', files, '?q=git')).toEqual({
      kind: 'redirect',
      location: '/docs/intro?q=git',
    });
  });
});

describe('redirects stay on this site', () => {
  // A protocol-relative or backslashed Location sends the browser to another host.
  const offSite = /^(?:[/\\]{2}|[^/])|^\/[\s\\]/;

  it.each([
    '//evil.example/x.html',
    '//evil.example/index.html',
    '//evil.example/',
    '///evil.example/docs/intro.html',
    '/%2F%2Fevil.example.html',
    '/%2F%2Fevil.example/index.html',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/x.html',
    '/\\evil.example/x.html',
    '/\\/evil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example.html',
    '/%E2%82%AC/',
    '/%7f/',
    '/evil.example/',
  ])('%s is not a redirect off the site', (path) => {
    const result = resolvePath(path, files);
    if (result.kind === 'redirect') expect(result.location).not.toMatch(offSite);
    expect(result).toEqual({ kind: 'not-found' });
  });

  it('keeps every Location on the site for generated paths', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%09',
      '%0A',
      '%20',
      '.',
      '..',
      'evil.example',
      'docs',
      'intro',
      '.html',
      'index.html',
      '%E2%82%AC',
      '@',
      ':',
      '%00',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    for (let i = 0; i < 3000; i++) {
      let path = '/';
      for (let n = 1 + (i % 6); n > 0; n--) path += pieces[next()];
      const result = resolvePath(path, files, '?q=a b\u00e9');
      if (result.kind !== 'redirect') continue;
      expect(result.location, path).toMatch(/^\/(?![/\\\s])/);
      expect(result.location, path).toMatch(/^[\x21-\x7e]+$/);
      const target = result.location.split('?')[0]!;
      expect(resolvePath(target, files).kind, `${path} → ${target}`).not.toBe('not-found');
    }
  });

  it('encodes what a header cannot carry in the query string', () => {
    expect(resolvePath('/docs/intro.html', files, '?q=a b\u00e9\x7f')).toEqual({
      kind: 'redirect',
      location: '/docs/intro?q=a%20b%E9%7F',
    });
  });

  it('handles long runs of slashes in linear time', () => {
    // Each call must stay far from the quadratic ~200 ms a 16 KB path once cost.
    const long = `${'/'.repeat(64 * 1024)}a`;
    const started = performance.now();
    for (let i = 0; i < 20; i++) resolvePath(long, files);
    resolvePath(`/docs/intro${'/'.repeat(64 * 1024)}`, files);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('assets/js/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search/index.0a1b2c3d4e.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search/text.0a1b2c3d4e5f.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('docs/intro.html')).toBe('no-cache');
    expect(cacheControlFor('docs/intro.md')).toBe('no-cache');
    expect(cacheControlFor('llms.txt')).toBe('no-cache');
    expect(cacheControlFor('img/favicon.ico')).toBe('public, max-age=3600, must-revalidate');
  });
});
