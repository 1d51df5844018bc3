import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCSEARCH_REQUEST_DEFAULTS, type SearchHit, type SearchProvider } from '@site/packages/search/src';

const MAX_SUGGESTIONS = 3;

export type SearchOutcome =
  | { status: 'results'; query: string; hits: SearchHit[]; nbHits: number; page: number; nbPages: number }
  | { status: 'empty'; query: string; suggestions: string[] }
  | { status: 'error'; query: string };

/** What the screens show: `idle` for an empty query, `loading` before the first answer to a query. */
export type SearchState = SearchOutcome | { status: 'idle' | 'loading'; query: string };

async function ask(provider: SearchProvider, query: string, page: number, hitsPerPage: number): Promise<SearchOutcome> {
  try {
    const { results } = await provider.search([{ ...DOCSEARCH_REQUEST_DEFAULTS, query, page, hitsPerPage }]);
    const result = results[0];
    if (result && result.nbHits > 0 && result.hits.length > 0) {
      const { hits, nbHits, nbPages } = result;
      return { status: 'results', query, hits, nbHits, page: result.page, nbPages };
    }
    const suggestions = await provider.suggest(query, MAX_SUGGESTIONS).catch(() => []);
    return { status: 'empty', query, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
  } catch (error) {
    // Index download, network or provider failure (SearchUnavailableError): the next query tries again.
    console.warn('Search failed:', error);
    return { status: 'error', query };
  }
}

/**
 * The answer to the current query, shared by the modal and the search page.
 * Answers to older queries are dropped; while a new one is on its way the
 * previous answer stays on screen, so results do not flicker as you type.
 */
export function useSearch(provider: SearchProvider, rawQuery: string, hitsPerPage: number) {
  const query = rawQuery.trim();
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(query);

  useEffect(() => {
    latest.current = query;
    if (!query) return;
    let current = true;
    ask(provider, query, 0, hitsPerPage).then((answer) => {
      if (current) setOutcome(answer);
    });
    return () => {
      current = false;
    };
  }, [provider, query, hitsPerPage]);

  const loadMore = useCallback(async () => {
    if (outcome?.status !== 'results' || outcome.page + 1 >= outcome.nbPages) return;
    setLoadingMore(true);
    const next = await ask(provider, outcome.query, outcome.page + 1, hitsPerPage);
    setLoadingMore(false);
    if (latest.current !== outcome.query) return;
    setOutcome(next.status === 'results' ? { ...next, hits: [...outcome.hits, ...next.hits] } : next);
  }, [provider, outcome, hitsPerPage]);

  let state: SearchState;
  if (!query) state = { status: 'idle', query };
  else if (!outcome) state = { status: 'loading', query };
  else state = outcome;
  const hasMore = state.status === 'results' && state.page + 1 < state.nbPages;
  // The answer on screen is for an earlier query while the current one is on its way.
  const pending = !!query && state.query !== query;
  return { state, hasMore, loadingMore, loadMore, pending };
}
