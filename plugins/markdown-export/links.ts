import path from 'node:path';

export interface LinkContext {
  /** The site's origin and base, e.g. `https://developers.amsterdam/`. */
  siteUrl: string;
  /** The page's route, e.g. `/docs/backend/database`. */
  permalink: string;
  /** The page's source file, relative to the site folder, e.g. `docs/backend/database.md`. */
  source: string;
  /** Route of each doc by its source file (relative to the site folder). */
  routeBySource: ReadonlyMap<string, string>;
}

/**
 * What a link written in a page means outside the site: a relative link to a
 * Markdown file becomes that page's absolute URL (anchor kept); anything else
 * relative is resolved against the page's own URL; absolute URLs and other
 * schemes (mailto:) are left alone.
 */
export function resolveLink(url: string, context: LinkContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = new URL(context.permalink, context.siteUrl);
  const [target = '', anchor] = splitAnchor(url);
  if (/\.mdx?$/.test(target)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(context.source), decodeURI(target)));
    const route = context.routeBySource.get(file);
    if (route) return new URL(route, context.siteUrl).href + (anchor === undefined ? '' : `#${anchor}`);
  }
  return new URL(url, base).href;
}

function splitAnchor(url: string): [string, string | undefined] {
  const hash = url.indexOf('#');
  return hash === -1 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
}
