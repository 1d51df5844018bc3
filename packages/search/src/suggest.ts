// The no-results screen's "did you mean": other queries that do find something.
import type { FacetFilters } from './types';
import type { Planner } from './plan';
import type { Section } from './corpus';
import { allowsPrefix, queryTerms } from './text';
import { compileFacetFilters } from './facets';

export interface SuggestOptions {
  limit?: number;
  facetFilters?: FacetFilters;
}

/**
 * Up to `limit` other queries that do find something: the query with each
 * word corrected more generously than search allows, then titles of pages
 * that share a word with it. `finds` says whether a candidate has hits.
 */
export function suggest(
  planner: Planner,
  sections: readonly Section[],
  finds: (query: string, facetFilters: FacetFilters | undefined) => boolean,
  query: string,
  options: SuggestOptions = {},
): string[] {
  const limit = options.limit ?? 3;
  const terms = queryTerms(query);
  if (terms.length === 0 || limit <= 0) return [];
  const filter = compileFacetFilters(options.facetFilters);
  const inContext = (id: unknown) => !filter || planner.sectionPasses(sections[id as number], filter);
  const lenient = (term: string) => (term.length < 3 ? false : Math.min(3, Math.max(1, Math.round(term.length / 3))));
  const out: string[] = [];
  const seen = new Set([terms.join(' ')]);
  const offer = (candidate: string) => {
    const words = queryTerms(candidate);
    const key = words.join(' ');
    // autoSuggest may pair a word with its own plural ("images image"); such pairs are noise.
    const redundant = words.some((w, i) => words.some((other, j) => i !== j && other.startsWith(w)));
    if (out.length >= limit || !key || seen.has(key) || redundant) return;
    seen.add(key);
    if (finds(candidate, options.facetFilters)) out.push(candidate);
  };
  for (const combineWith of ['AND', 'OR'] as const) {
    const suggestions = planner.engine.autoSuggest(terms.join(' '), {
      fuzzy: lenient,
      prefix: (term, i, all) => allowsPrefix(term, i === all.length - 1),
      combineWith,
      filter: (r) => inContext(r.id),
    });
    for (const s of suggestions) offer(s.suggestion);
  }
  const titled = planner.engine.search(terms.join(' '), {
    fuzzy: lenient,
    combineWith: 'OR',
    fields: ['lvl1', 'lvl2'],
    filter: (r) => inContext(r.id),
  });
  for (const r of titled) {
    const title = sections[r.id as number].hierarchy.lvl1;
    if (title) offer(title);
  }
  return out;
}
