import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { allowsPrefix, transpositions, typoBudget, typoDistance } from './text';

type MatchKind = 'exact' | 'prefix' | 'typo';

/** One indexed word a query word stands for. */
export interface Expansion {
  term: string;
  /** Position of the query word. */
  word: number;
  kind: MatchKind;
  typos: number;
}

/**
 * Like Algolia, a query word only expands to a bounded number of indexed
 * words; without a bound, "tes" on a large site touches thousands of words
 * and the tail latency follows.
 */
const MAX_PREFIX_EXPANSIONS = 30;
const MAX_TYPO_EXPANSIONS = 12;
/**
 * Completions are also capped by the sections they touch: "dat" on a
 * 5,000-page site would otherwise score some 20,000 sections per keystroke.
 * The most frequent completions go first; one more letter narrows it anyway.
 */
const PREFIX_SECTION_BUDGET = 4000;

type Postings = Map<number, Map<number, number>>;

function documentFrequency(postings: Postings): number {
  let n = 0;
  for (const docs of postings.values()) n = Math.max(n, docs.size);
  return n;
}

export interface RawMatch {
  id: number;
  score: number;
  /** Indexed word → fields it was found in. */
  match: Record<string, string[]>;
}

/** What MiniSearch 7.2's `executeQuery` gives per matching document (by its short id). */
interface MatchData {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}
type ExecuteQuery = (query: Query, options: SearchOptions) => Map<number, MatchData>;

/**
 * MiniSearch's private `executeQuery`: its `search` minus building a result
 * object per match and sorting them all by score, which on large result sets
 * costs more than the search itself (we rank and cut ourselves). Private API:
 * expand.test.ts fails unless the installed MiniSearch is the version it was
 * checked against, so an upgrade is a decision; `undefined` means it is gone.
 */
export const executeQuery: ExecuteQuery | undefined = (() => {
  const method: unknown = Reflect.get(MiniSearch.prototype, 'executeQuery');
  return typeof method === 'function' ? (method as ExecuteQuery) : undefined;
})();

/** English singular and plural of a word, for words of 3 letters or more without digits. */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || /\p{N}/u.test(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (/(ss|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) forms.add(word.slice(0, -1));
  if (/(ss|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
  else if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  else if (!word.endsWith('s')) forms.add(`${word}s`);
  forms.delete(word);
  return [...forms];
}

/** MiniSearch plus read access to its term tree, to expand query words ourselves. */
export class TermIndex extends MiniSearch<number> {
  /**
   * The documents matching `query`, unsorted, through `executeQuery` (see
   * above). Without it, the public `search` gives the same matches, slower;
   * its score is multiplied by the number of query terms matched, which is
   * undone here so that ties break alike on either path.
   */
  matches(query: Query, options: SearchOptions): RawMatch[] {
    if (!executeQuery) return this.matchesViaSearch(query, options);
    const out: RawMatch[] = [];
    for (const [shortId, data] of executeQuery.call(this, query, options)) {
      out.push({ id: this._documentIds.get(shortId) as number, score: data.score, match: data.match });
    }
    return out;
  }

  /** `matches` through the public API only: the way back if `executeQuery` ever goes. */
  matchesViaSearch(query: Query, options: SearchOptions): RawMatch[] {
    return this.search(query, options).map((r) => ({
      id: r.id as number,
      score: r.score / (r.queryTerms.length || 1),
      match: r.match,
    }));
  }

  /**
   * The indexed words query word `i` of `words` matches: itself, completions
   * when it is the last word, and words within its typo budget counting a
   * swap of neighbours as one typo (MiniSearch's own fuzzy search counts two).
   */
  expand(word: string, i: number, words: readonly string[]): Expansion[] {
    const out: Expansion[] = [];
    if (this._index.has(word)) out.push({ term: word, word: i, kind: 'exact', typos: 0 });
    // Algolia's ignorePlurals: "branch" finds "branches" and "names" finds "name" as exact words.
    for (const form of pluralForms(word)) {
      if (this._index.has(form)) out.push({ term: form, word: i, kind: 'exact', typos: 0 });
    }

    if (allowsPrefix(word, i === words.length - 1)) {
      const completions: Array<[string, number]> = [];
      for (const [term, postings] of this._index.atPrefix(word)) {
        if (term !== word) completions.push([term, documentFrequency(postings as Postings)]);
      }
      completions.sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
      let touched = 0;
      for (const [term, frequency] of completions.slice(0, MAX_PREFIX_EXPANSIONS)) {
        if (touched > 0 && touched + frequency > PREFIX_SECTION_BUDGET) break;
        touched += frequency;
        out.push({ term, word: i, kind: 'prefix', typos: 0 });
      }
    }

    const budget = typoBudget(word);
    if (budget > 0) {
      const candidates = new Map<string, Postings>();
      for (const [term, [postings]] of this._index.fuzzyGet(word, budget)) candidates.set(term, postings as Postings);
      for (const swapped of transpositions(word)) {
        if (budget === 1) {
          const postings = this._index.get(swapped);
          if (postings) candidates.set(swapped, postings as Postings);
        } else {
          for (const [term, [postings]] of this._index.fuzzyGet(swapped, budget - 1))
            candidates.set(term, postings as Postings);
        }
      }
      const taken = new Set(out.map((e) => e.term));
      const typos: Array<[string, number, number]> = [];
      for (const [term, postings] of candidates) {
        if (taken.has(term)) continue;
        const d = typoDistance(word, term, budget);
        if (d > 0 && d <= budget) typos.push([term, d, documentFrequency(postings)]);
      }
      typos.sort((a, b) => a[1] - b[1] || b[2] - a[2]);
      for (const [term, d] of typos.slice(0, MAX_TYPO_EXPANSIONS)) out.push({ term, word: i, kind: 'typo', typos: d });
    }
    return out;
  }
}
