import type { Expansion } from './expand';
import { escapeHtml, tokenizeCached, type Token } from './text';
import type { HighlightResult, MatchLevel, SnippetResult } from './types';

export interface Tags {
  pre: string;
  post: string;
}

interface WordHit {
  /** Query words this text word answers. */
  words: number[];
  /** Whole word, or only the typed part of a completion. */
  prefixLength: number | null;
}

/** Decides which text words answer the query; the same rules the index applied. */
export interface WordMatcher {
  readonly words: readonly string[];
  match(norm: string): WordHit | null;
  /** Per-value results, shared by the highlight and the snippet of one value. */
  readonly marked: Map<string, Marked>;
}

function memoized(words: readonly string[], compute: (norm: string) => WordHit | null): WordMatcher {
  const memo = new Map<string, WordHit | null>();
  return {
    words,
    marked: new Map(),
    match(norm) {
      let hit = memo.get(norm);
      if (hit === undefined) memo.set(norm, (hit = compute(norm)));
      return hit;
    },
  };
}

/** Highlights exactly the indexed words the query was expanded to. */
export function matcherFromExpansions(words: readonly string[], expansions: readonly Expansion[]): WordMatcher {
  const byTerm = new Map<string, Expansion[]>();
  for (const e of expansions) byTerm.set(e.term, [...(byTerm.get(e.term) ?? []), e]);
  return memoized(words, (norm) => {
    const found = byTerm.get(norm);
    if (!found) return null;
    const whole = found.some((e) => e.kind !== 'prefix');
    return {
      words: [...new Set(found.map((e) => e.word))],
      prefixLength: whole ? null : Math.max(...found.map((e) => words[e.word].length)),
    };
  });
}

/** A value's words, which of them answer the query, and where each wrap ends (start = not wrapped). */
interface Marked {
  tokens: Token[];
  hits: Array<WordHit | null>;
  markEnds: number[];
  level: MatchLevel;
  matched: Set<number>;
}

function mark(value: string, matcher: WordMatcher): Marked {
  const cached = matcher.marked.get(value);
  if (cached) return cached;
  const tokens = tokenizeCached(value);
  const hits: Array<WordHit | null> = new Array(tokens.length);
  const markEnds: number[] = new Array(tokens.length);
  const matched = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const hit = matcher.match(token.norm);
    hits[i] = hit;
    if (!hit) {
      markEnds[i] = token.start;
      continue;
    }
    for (const w of hit.words) matched.add(w);
    // Accent folding can change a word's length; then only the whole word can be wrapped safely.
    const partial = hit.prefixLength !== null && token.norm.length === token.text.length;
    markEnds[i] = partial ? token.start + (hit.prefixLength ?? 0) : token.end;
  }
  const level: MatchLevel = matched.size === 0 ? 'none' : matched.size === matcher.words.length ? 'full' : 'partial';
  const result = { tokens, hits, markEnds, level, matched };
  matcher.marked.set(value, result);
  return result;
}

/** Which query words (by position) a value holds; kept on the matcher, so highlighting it later costs nothing. */
export function matchedWords(value: string, matcher: WordMatcher): ReadonlySet<number> {
  return mark(value, matcher).matched;
}

function render(value: string, m: Marked, from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (let i = 0; i < m.tokens.length; i++) {
    const t = m.tokens[i];
    if (!m.hits[i] || t.start < from || t.end > to) continue;
    out +=
      escapeHtml(value.slice(at, t.start)) + tags.pre + escapeHtml(value.slice(t.start, m.markEnds[i])) + tags.post;
    at = m.markEnds[i];
  }
  return out + escapeHtml(value.slice(at, to));
}

export function highlight(value: string, matcher: WordMatcher, tags: Tags): HighlightResult {
  const m = mark(value, matcher);
  const result: HighlightResult = {
    value: render(value, m, 0, value.length, tags),
    matchLevel: m.level,
    matchedWords: matcher.words.filter((_, i) => m.matched.has(i)),
  };
  if (m.level !== 'none')
    result.fullyHighlighted = m.tokens.every((t, i) => m.hits[i] !== null && m.markEnds[i] === t.end);
  return result;
}

/** The window of `size` words holding the most distinct query words (then the most matches), matches centred. */
function snippetWindow(m: Marked, size: number): [number, number] {
  const n = m.tokens.length;
  if (n <= size) return [0, n];
  const counts = new Map<number, number>();
  let distinct = 0;
  let hits = 0;
  const add = (i: number, delta: 1 | -1) => {
    const hit = m.hits[i];
    if (!hit) return;
    hits += delta;
    for (const w of hit.words) {
      const c = (counts.get(w) ?? 0) + delta;
      counts.set(w, c);
      if (delta === 1 && c === 1) distinct++;
      if (delta === -1 && c === 0) distinct--;
    }
  };
  for (let i = 0; i < size; i++) add(i, 1);
  let best = { start: 0, distinct, hits };
  for (let start = 1; start + size <= n; start++) {
    add(start - 1, -1);
    add(start + size - 1, 1);
    if (distinct > best.distinct || (distinct === best.distinct && hits > best.hits)) best = { start, distinct, hits };
  }
  let first = -1;
  let last = -1;
  for (let i = best.start; i < best.start + size; i++) {
    if (!m.hits[i]) continue;
    if (first < 0) first = i;
    last = i;
  }
  if (first < 0) return [0, size];
  const slack = size - (last - first + 1);
  const start = Math.max(0, Math.min(first - Math.floor(slack / 2), n - size));
  return [start, start + size];
}

export function snippet(
  value: string,
  matcher: WordMatcher,
  size: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const m = mark(value, matcher);
  const { tokens } = m;
  const [start, end] = snippetWindow(m, Math.max(1, size));
  if (tokens.length === 0 || (start === 0 && end >= tokens.length)) {
    return { value: render(value, m, 0, value.length, tags), matchLevel: m.level };
  }
  const from = start === 0 ? 0 : tokens[start].start;
  // Keep punctuation glued to the last word ("data." or "(RFC 9068)").
  let to = end >= tokens.length ? value.length : tokens[end - 1].end;
  while (to < value.length && !/\s/u.test(value[to]) && (end >= tokens.length || to < tokens[end].start)) to++;
  const head = start > 0 ? ellipsis : '';
  const tail = to < value.trimEnd().length ? ellipsis : '';
  return { value: head + render(value, m, from, to, tags) + tail, matchLevel: m.level };
}
