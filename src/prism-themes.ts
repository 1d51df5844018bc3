import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours that pass WCAG AA (≥ 4.5:1) on their own background; the
 * stock GitHub and Dracula themes do not (axe flags their comments and
 * strings). Ratios are noted beside each colour.
 */
const palette = (c: {
  bg: string;
  plain: string;
  comment: string;
  string: string;
  keyword: string;
  fn: string;
  number: string;
  tag: string;
  punctuation: string;
}): PrismTheme => ({
  plain: { color: c.plain, backgroundColor: c.bg },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: c.comment, fontStyle: 'italic' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted', 'url'], style: { color: c.string } },
    { types: ['keyword', 'atrule', 'important', 'selector', 'builtin'], style: { color: c.keyword } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: c.fn } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: { color: c.number } },
    { types: ['tag', 'attr-name', 'property', 'key', 'deleted', 'namespace'], style: { color: c.tag } },
    { types: ['punctuation', 'operator'], style: { color: c.punctuation } },
    { types: ['variable', 'parameter'], style: { color: c.plain } },
  ],
});

// On #f5f6f7: plain 15.1, comment 5.5, string 6.2, keyword 7.1, function 6.6, number 6.2, tag 7.1, punctuation 10.5.
export const lightCodeTheme = palette({
  bg: '#f5f6f7',
  plain: '#202020',
  comment: '#5b6570',
  string: '#0a6b2e',
  keyword: '#8a1d9c',
  fn: '#8a4500',
  number: '#0b5cad',
  tag: '#a3163f',
  punctuation: '#3a3a3a',
});

// On #23272e: plain 12.0, comment 6.3, string 8.6, keyword 8.1, function 9.3, number 8.1, tag 7.9, punctuation 9.0.
export const darkCodeTheme = palette({
  bg: '#23272e',
  plain: '#e6e6e6',
  comment: '#a0a9b3',
  string: '#93d493',
  keyword: '#d7aef7',
  fn: '#f2c48d',
  number: '#8cc2ff',
  tag: '#ffa3b1',
  punctuation: '#c8c8c8',
});
