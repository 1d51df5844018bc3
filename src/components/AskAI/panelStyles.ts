import type { CSSProperties } from 'react';

// The side panel's and "Back to your answer"'s own looks, as style objects in the Ask AI chunk: Docusaurus joins every
// stylesheet, lazy ones too, into the one that blocks each page's first paint, and these show only after a visitor
// followed an answer's source. React sets them through the CSSOM, which the Content-Security-Policy allows. Hover and
// focus come from the design system's and the search dialog's classes the elements also carry.

/** Wide enough for an answer's code and tables, narrow enough to leave the page readable beside it. */
export const PANEL_WIDTH = 'min(26rem, 36vw)';

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
