import type { CSSProperties } from 'react';

// The side panel's and "Back to your answer"'s own looks, as style objects in the Ask AI chunk: Docusaurus joins every
// stylesheet, lazy ones too, into the one that blocks each page's first paint, and these show only after a visitor
// followed an answer's source. React sets them through the CSSOM, which the Content-Security-Policy allows. Hover and
// focus come from the design system's and the search dialog's classes the elements also carry.

/** Wide enough for an answer's code and tables, narrow enough to leave the page readable beside it. */
const PANEL_WIDTH = 'min(26rem, 36vw)';

/** An edge that sets the panel apart from the page in both colour modes, as the search dialog's dark edge does. */
const edge =
  'var(--ams-border-width-m) solid color-mix(in srgb, var(--ams-color-text-secondary), var(--ams-color-background))';

export const panel: CSSProperties = {
  position: 'fixed',
  zIndex: 'calc(var(--ifm-z-index-fixed) + 1)',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: PANEL_WIDTH,
  borderInlineStart: edge,
  background: 'var(--ams-color-background)',
  color: 'var(--ams-color-text)',
};

export const header: CSSProperties = {
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  gap: 'var(--ams-space-s)',
  padding: 'var(--ams-space-xs) var(--ams-space-m)',
  borderBlockEnd: 'var(--ams-border-width-m) solid var(--ams-color-separator)',
};

export const title: CSSProperties = { flex: '1 1 auto', margin: 0 };

export const icon: CSSProperties = {
  flex: 'none',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  color: 'var(--ams-color-interactive)',
};

/** Bottom right, above the page and out of the way of its text, with the cross beside it. */
export const back: CSSProperties = {
  position: 'fixed',
  zIndex: 'var(--ifm-z-index-fixed)',
  insetBlockEnd: 'var(--ams-space-m)',
  insetInlineEnd: 'var(--ams-space-m)',
  display: 'flex',
  alignItems: 'center',
  border: edge,
  background: 'var(--ams-color-background)',
  boxShadow: '0 0.25rem 1rem rgb(0 0 0 / 25%)',
};

/**
 * The doc page's own columns are laid out for the window's width, not the narrower room beside the panel: its table
 * of contents would be squeezed to a word a line. While the panel shows, the table of contents gives its column to
 * the text (its headings are a scroll away). Docusaurus holds that column to 75 % with !important in its cascade
 * layer, where only a rule of the same layer (by its higher specificity) can widen it. A constructed stylesheet, from this chunk: not in the stylesheet every
 * page waits for, and not an inline <style>, which the Content-Security-Policy refuses.
 */
const PAGE_RULES = `
.row:has(> .col--3 > .theme-doc-toc-desktop) > .col--3 { display: none; }
@layer docusaurus.theme-classic {
  .row:has(> .col--3 > .theme-doc-toc-desktop) > .col:first-child { max-width: 100% !important; }
}
`;

let pageSheet: CSSStyleSheet | null = null;

/**
 * The page's text rewraps when the panel comes or goes: the paragraph the reader was at is kept where it was on the
 * screen, rather than sliding away as the lines above it grow or shrink.
 */
function keepReadingPlace(change: () => void): void {
  const text = document.querySelector('main article');
  const box = text?.getBoundingClientRect();
  const anchor = box && document.elementFromPoint?.(box.left + 1, Math.max(box.top, window.innerHeight / 4));
  const before = anchor?.getBoundingClientRect().top;
  change();
  if (anchor && before !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - before);
}

function applyRoom(on: boolean, sheet: CSSStyleSheet | null): void {
  keepReadingPlace(() => {
    document.body.style.marginInlineEnd = on ? PANEL_WIDTH : '';
    if (!sheet) return;
    const others = document.adoptedStyleSheets.filter((s) => s !== sheet);
    document.adoptedStyleSheets = on ? [...others, sheet] : others;
  });
}

/** The page makes room for the panel until the returned function is called. */
export function makeRoomForPanel(): () => void {
  // Constructed stylesheets are in every browser the site supports; not in the unit tests' DOM.
  if (Array.isArray(document.adoptedStyleSheets) && !pageSheet) {
    pageSheet = new CSSStyleSheet();
    pageSheet.replaceSync(PAGE_RULES);
  }
  const sheet = pageSheet;
  applyRoom(true, sheet);
  return () => applyRoom(false, sheet);
}
