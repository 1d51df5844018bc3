/** How long a followed page may take to show (its code may still be downloading) before the focus is left alone. */
const TARGET_WAIT_MS = 5000;

interface Expected {
  path: string;
  id: string;
}

/** The heading a link's anchor names, or the page's title when it names none. */
function candidate({ id }: Expected): HTMLElement | null {
  return id ? document.getElementById(id) : document.querySelector<HTMLElement>('main h1');
}

let watching = 0;

/**
 * A source was followed to `href`: once the page shows, its target heading takes the focus, so the visitor reads on
 * where the source points while the answer stays beside it (or waits behind "Back to your answer"). The router
 * switches pages only when the next one's code is there, and doc pages share anchor names ("what-the-standard-is"):
 * the element found must be a new one, not the old page's.
 */
export function expectTarget(href: string): void {
  const url = new URL(href, window.location.href);
  const expected: Expected = { path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) };
  const stale = url.pathname === window.location.pathname ? null : candidate(expected);
  const started = performance.now();
  const run = ++watching;

  const look = () => {
    if (run !== watching || performance.now() - started > TARGET_WAIT_MS) return;
    const target = window.location.pathname === expected.path ? candidate(expected) : null;
    if (!target || target === stale) {
      requestAnimationFrame(look);
      return;
    }
    // Headings take no focus of their own; -1 keeps them out of the Tab order.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  requestAnimationFrame(look);
}
