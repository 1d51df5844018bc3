import stock from '@docusaurus/core/lib/client/docusaurus';

/**
 * The route a focused link leads to when its code is worth loading now: a page
 * of this site (no file such as /docs/x.md), not the page we are on.
 */
export function routeToPreload(link: HTMLAnchorElement, here: Pick<Location, 'origin' | 'pathname'>): string | null {
  if (!link.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.origin);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname;
}

function onFocus(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const route = link && routeToPreload(link, window.location);
  // stock.preload skips 2g connections and Save-Data, and each route after its first load. A download that
  // fails here is tried again, and reported, by the navigation that needs it.
  const loading = route ? stock.preload(route) : false;
  if (loading) loading.catch(() => {});
}

if (typeof document !== 'undefined') document.addEventListener('focusin', onFocus);

/** What the client entry mounts as `window.docusaurus`: no prefetch on sight, the stock preload on intent. */
export default Object.freeze({ prefetch: (): false => false, preload: stock.preload });
