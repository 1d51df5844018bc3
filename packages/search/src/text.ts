// Text rules shared by indexing, matching and highlighting. They must agree:
// a word is highlighted exactly when the index would have matched it.

/** Algolia's limit; longer queries are cut rather than rejected. */
export const MAX_QUERY_LENGTH = 512;
/** Beyond this many distinct words a query only gets slower, not better. */
const MAX_QUERY_TERMS = 24;
const PREFIX_MIN_LENGTH = 3;
const ONE_TYPO_MIN_LENGTH = 4;
const TWO_TYPOS_MIN_LENGTH = 8;

export interface Token {
  /** The word as written. */
  text: string;
  /** Lower-cased, accents stripped: what the index stores. */
  norm: string;
  start: number;
  end: number;
}

// Letters, digits and combining marks; everything else (spaces, punctuation,
// symbols, emoji) separates words, so "node-postgres" is two words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;

const NON_ASCII = /[^ -~]/;

function normalizeWord(word: string): string {
  // Most words are plain ASCII; Unicode normalisation is the slow path.
  return NON_ASCII.test(word) ? word.normalize('NFKD').replace(MARKS, '').toLowerCase() : word.toLowerCase();
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const norm = normalizeWord(m[0]);
    if (norm) tokens.push({ text: m[0], norm, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

// Hits repeat the same headings and paragraphs from one keystroke to the
// next; a bounded cache keeps rendering them cheap.
const tokenCache = new Map<string, Token[]>();
const TOKEN_CACHE_SIZE = 4000;

export function tokenizeCached(text: string): Token[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
    tokenCache.set(text, (tokens = tokenize(text)));
  }
  return tokens;
}

/** Normalised words only: the indexing hot path, without token objects. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const norm = normalizeWord(m[0]);
    if (norm) out.push(norm);
  }
  return out;
}

/** Distinct normalised words of a user query, in order, within the limits. */
export function queryTerms(query: unknown): string[] {
  const text = typeof query === 'string' ? query : typeof query === 'number' ? String(query) : '';
  return [...new Set(words(text.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_TERMS);
}

/** Typos allowed in a query word: one from 4 letters, two from 8, none in numbers (versions, RFCs). */
export function typoBudget(term: string): number {
  if (/\p{N}/u.test(term)) return 0;
  const n = [...term].length;
  return n >= TWO_TYPOS_MIN_LENGTH ? 2 : n >= ONE_TYPO_MIN_LENGTH ? 1 : 0;
}

export function allowsPrefix(term: string, isLast: boolean): boolean {
  return isLast && [...term].length >= PREFIX_MIN_LENGTH;
}

/**
 * Optimal-string-alignment distance: like Levenshtein but a swap of two
 * neighbouring letters ("dokcer") is one typo, as people count them.
 * Returns max + 1 as soon as the distance is known to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, prev2[j - 2] + 1);
      }
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[b.length], max + 1);
}

/** Neighbour swaps of a word; MiniSearch's fuzzy search counts a swap as two edits. */
export function transpositions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c])),
  '&apos;': "'",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The inverse, for UIs that render highlighted values as text rather than HTML. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|apos);/g, (e) => UNESCAPES[e] ?? e);
}
