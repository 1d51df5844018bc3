/**
 * Where an answer may link: a path of this site, or an https address. Anything
 * else (javascript:, data:, http:, protocol-relative `//host`, `/\host`) is
 * dropped and the link shown as plain text.
 */
export function safeHref(url: string | null | undefined, siteUrl?: string): string | null {
  const href = (url ?? '').trim();
  if (/^\/(?![/\\])/.test(href)) return href;
  if (!/^https:\/\//i.test(href)) return null;
  try {
    const target = new URL(href);
    // An address of this very site becomes a path, followed by the router.
    if (siteUrl && target.origin === new URL(siteUrl).origin) return `${target.pathname}${target.search}${target.hash}`;
    return target.href;
  } catch {
    return null;
  }
}

export const isSitePath = (href: string): boolean => href.startsWith('/');

/** A site path as an address to paste elsewhere. */
export function absoluteUrl(href: string, origin: string): string {
  return isSitePath(href) ? `${origin.replace(/\/+$/, '')}${href}` : href;
}
