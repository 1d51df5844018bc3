import type { FacetFilters, MultiSearchRequest, MultiSearchResponse, SearchRequest } from '../types';

/** What the UI sends: a provider fills in its own index name when absent. */
export type ProviderRequest = Omit<SearchRequest, 'indexName'> & { indexName?: string };

export interface SearchProvider {
  /** Algolia's multi-query call: one result per request, in order. */
  search(requests: readonly ProviderRequest[]): Promise<MultiSearchResponse>;
  /** Up to `limit` (3) alternative queries that do find something. */
  suggest(query: string, limit?: number): Promise<string[]>;
  /** Start loading ahead of the first keystroke (e.g. when the modal opens). */
  preload(): Promise<void>;
}

/** Network, HTTP or index-format failure: the "Unable to fetch results" screen. Retrying is allowed. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}

const DEFAULT_SEARCH_TAG = 'default';

/** The read host Algolia's lite client tries first: the build adds a preconnect to it in that mode only. */
export function algoliaPreconnectOrigin(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/**
 * The filters Docusaurus' Algolia theme adds when `contextualSearch` is on:
 * the locale, and any of the tags of the current docs version (plus
 * "default", the tag of pages outside the docs).
 */
export function contextualFacetFilters(locale: string, tags: readonly string[]): FacetFilters {
  const all = [...new Set([DEFAULT_SEARCH_TAG, ...tags])];
  return [`language:${locale}`, all.map((tag) => `docusaurus_tag:${tag}`)];
}

function asList(filters: FacetFilters | undefined): Array<string | readonly string[]> {
  if (filters === undefined) return [];
  return typeof filters === 'string' ? [filters] : [...filters];
}

/** The body both providers send for the same UI request. */
export function buildRequestBody(
  requests: readonly ProviderRequest[],
  indexName: string,
  context: FacetFilters | undefined,
): MultiSearchRequest {
  return {
    requests: requests.map((r) => {
      const facetFilters = [...asList(context), ...asList(r.facetFilters)];
      const { indexName: own, ...rest } = r;
      const body: SearchRequest = { indexName: own ?? indexName, ...rest };
      if (facetFilters.length > 0) body.facetFilters = facetFilters;
      return body;
    }),
  };
}
