/**
 * How a request path maps onto the static build. Pure, so the rules are
 * unit-tested without a server: clean URLs (trailingSlash: false) come from
 * `<route>.html` files, other spellings of a page (`.html`, `/index.html`, a
 * trailing or doubled slash) redirect to its clean path, and anything unknown
 * is a 404.
 *
 * An address that names a page but in other letter case (`/DOCS/INTRO`,
 * `/Privacy`) redirects to the page's own address too: a browser shown the
 * 404 page there would have the client router render the real page over it.
 *
 * A redirect only ever names a page that exists in the build, written from
 * the build's own file names: whatever a request path holds (`//other.host`,
 * backslashes, encoded slashes, tabs), the `Location` is a path on this site.
 * Every step is linear in the length of the path.
 */
import { cleanHtmlPath } from '../lib/clean-html-path';
import { siteRedirects } from '../lib/site-redirects';

export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

const NOT_FOUND: Resolution = { kind: 'not-found' };

export function resolvePath(pathname: string, files: ReadonlySet<string>, search = ''): Resolution {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return NOT_FOUND;
  }
  if (!path.startsWith('/') || path.includes('\0')) return NOT_FOUND;
  const segments = path.split('/');
  if (segments.includes('..')) return NOT_FOUND;

  // Hashed bundles are served under exactly their own name.
  if (path.startsWith('/assets/')) return fileAt(path, files) ?? NOT_FOUND;

  const canonical = cleanHtmlPath(`/${segments.filter((s) => s !== '').join('/')}`);
  if (canonical === path) {
    const redirect = siteRedirects[path];
    if (redirect) return { kind: 'redirect', location: redirect + safeQuery(search) };
    return fileAt(path, files) ?? otherCase(path, files, search);
  }

  // Another spelling of a page: send the visitor to the page, if there is one.
  const target = siteRedirects[canonical] ?? canonical;
  if (!fileAt(target, files)) return otherCase(canonical, files, search);
  return { kind: 'redirect', location: encodePath(target) + safeQuery(search) };
}

/** The build's files by the lower case of their clean path and of their own name; null where two differ only in case. */
const lowerCaseIndexes = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();

function lowerCaseIndex(files: ReadonlySet<string>): Map<string, string | null> {
  let index = lowerCaseIndexes.get(files);
  if (index) return index;
  index = new Map();
  for (const file of files) {
    // Hashed bundles are asked for by exactly their name; the not-found page is no page.
    if (file.startsWith('assets/') || file === '404.html') continue;
    const clean = cleanHtmlPath(`/${file}`);
    for (const key of new Set([clean.toLowerCase(), `/${file}`.toLowerCase()])) {
      const known = index.get(key);
      index.set(key, known === undefined || known === clean ? clean : null);
    }
  }
  lowerCaseIndexes.set(files, index);
  return index;
}

/** A page (or a redirect) whose address differs from `path` only in letter case, as a redirect; else not found. */
function otherCase(path: string, files: ReadonlySet<string>, search: string): Resolution {
  const lower = path.toLowerCase();
  const redirect = siteRedirects[lower];
  if (redirect) return { kind: 'redirect', location: redirect + safeQuery(search) };
  const clean = lowerCaseIndex(files).get(lower);
  if (!clean || clean === path) return NOT_FOUND;
  return { kind: 'redirect', location: encodePath(clean) + safeQuery(search) };
}

/** The build file a clean path names, if any. */
function fileAt(path: string, files: ReadonlySet<string>): Resolution | undefined {
  const rel = path.slice(1);
  if (rel === '') return { kind: 'file', file: 'index.html' };
  // The not-found page is only ever an answer, never a page of its own.
  if (rel === '404' || rel === '404.html') return undefined;
  for (const file of [rel, `${rel}.html`, `${rel}/index.html`]) {
    if (files.has(file)) return { kind: 'file', file };
  }
  return undefined;
}

/** Percent-encodes each segment, so a page name outside ASCII still makes a valid header. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * The query string as the client sent it, with anything a header may not hold
 * (controls, spaces, characters past ASCII) percent-encoded. Node hands raw
 * bytes over as one character each, so a character is encoded as its byte.
 */
export function safeQuery(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code <= 0xff) return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
    try {
      return encodeURIComponent(c);
    } catch {
      return ''; // half of a surrogate pair: nothing a URL can carry
    }
  });
}

/** Hashed bundles never change under the same name; everything else is checked on each visit. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/') || /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(file)) {
    return 'public, max-age=31536000, immutable';
  }
  // Pages, their Markdown copies and the text files beside them change with every deploy under the same name.
  if (/\.(?:html|md|txt)$/.test(file)) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}
