/**
 * How a request path maps onto the static build. Pure, so the rules are
 * unit-tested without a server: clean URLs (trailingSlash: false) come from
 * `<route>.html` files, `.html` and `/index.html` spellings redirect to the
 * clean path, and anything unknown is a 404.
 */
import { cleanHtmlPath } from '../src/client/clean-html-path';

export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** Redirects the server adds on top of the build (SPEC §2: /docs leads to the intro). */
export const serverRedirects: Readonly<Record<string, string>> = { '/docs': '/docs/intro' };

export function resolvePath(pathname: string, files: ReadonlySet<string>, search = ''): Resolution {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (!path.startsWith('/') || path.includes('\0') || path.split('/').includes('..')) return { kind: 'not-found' };

  const clean = cleanHtmlPath(path);
  if (clean !== path && !path.startsWith('/assets/')) return { kind: 'redirect', location: clean + search };
  if (path.length > 1 && path.endsWith('/')) {
    return { kind: 'redirect', location: path.replace(/\/+$/, '') + search };
  }
  const redirect = serverRedirects[path];
  if (redirect) return { kind: 'redirect', location: redirect + search };

  const rel = path.slice(1);
  if (rel === '') return { kind: 'file', file: 'index.html' };
  // The not-found page is only ever an answer, never a page of its own.
  if (rel === '404') return { kind: 'not-found' };
  if (files.has(rel)) return { kind: 'file', file: rel };
  if (files.has(`${rel}.html`)) return { kind: 'file', file: `${rel}.html` };
  if (files.has(`${rel}/index.html`)) return { kind: 'file', file: `${rel}/index.html` };
  return { kind: 'not-found' };
}

/** Hashed bundles never change under the same name; everything else is checked on each visit. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/') || /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(file)) {
    return 'public, max-age=31536000, immutable';
  }
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}
