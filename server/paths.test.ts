import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolvePath } from './paths';

const files = new Set([
  'index.html',
  '404.html',
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
    ['/docs/index.html', { kind: 'redirect', location: '/docs' }],
    ['/index.html', { kind: 'redirect', location: '/' }],
    ['/docs/intro/', { kind: 'redirect', location: '/docs/intro' }],
    ['/docs/nothing', { kind: 'not-found' }],
    ['/404', { kind: 'not-found' }],
    ['/%E0%A4%A', { kind: 'not-found' }],
    ['/docs/../index', { kind: 'not-found' }],
    ['/docs/%2e%2e/%2e%2e/etc/passwd', { kind: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(resolvePath(path, files)).toEqual(expected);
  });

  it('keeps the query string across a redirect', () => {
    expect(resolvePath('/docs/intro.html', files, '?q=git')).toEqual({
      kind: 'redirect',
      location: '/docs/intro?q=git',
    });
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControlFor('assets/js/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search/index.0a1b2c3d4e.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search/text.0a1b2c3d4e5f.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('docs/intro.html')).toBe('no-cache');
    expect(cacheControlFor('img/favicon.ico')).toBe('public, max-age=3600, must-revalidate');
  });
});
