import { isValidElement, type ReactNode } from 'react';
import { compiler } from 'markdown-to-jsx';
import { withoutCitations } from './markdown';

// Elements whose text stands apart from what follows: a space keeps their words from running together.
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'tr', 'th', 'td', 'br']);

function words(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(words).join('');
  if (!isValidElement<{ children?: ReactNode; alt?: string }>(node)) return '';
  const text = node.type === 'img' ? (node.props.alt ?? '') : words(node.props.children);
  return typeof node.type === 'string' && BLOCKS.has(node.type) ? ` ${text} ` : text;
}

/**
 * An answer's words as a screen reader should hear them: parsed as the
 * screen renders it, so no Markdown syntax and no backslash escapes remain; a
 * link is its text, and the citation numbers are left out (the sources are
 * listed below the answer).
 */
export function plainText(markdown: string): string {
  const tree = compiler(withoutCitations(markdown), {
    disableParsingRawHTML: true,
    disableAutoLink: true,
    forceBlock: true,
    forceWrapper: true,
    wrapper: 'div',
  });
  return words(tree).replace(/\s+/g, ' ').trim();
}
