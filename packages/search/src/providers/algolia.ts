import { liteClient } from 'algoliasearch/lite';
import { DEFAULT_INDEX_NAME } from '../constants';
import type { FacetFilters, MultiSearchResponse, SearchHit } from '../types';
import { buildRequestBody, SearchUnavailableError, type ProviderRequest, type SearchProvider } from './provider';

type LiteClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type LiteSearchParams = Parameters<ReturnType<typeof liteClient>['search']>[0];

export interface AlgoliaProviderOptions {
  /** From site configuration or the environment; never committed. */
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName?: string;
  contextualFacetFilters?: FacetFilters;
  /** Passed to `liteClient`; tests stub `requester` here so nothing goes on the network. */
  clientOptions?: LiteClientOptions;
}

export function createAlgoliaProvider(options: AlgoliaProviderOptions): SearchProvider {
  if (!options.appId || !options.apiKey)
    throw new Error('The algolia search provider needs appId and apiKey from configuration');
  const client = liteClient(options.appId, options.apiKey, options.clientOptions);
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME;

  async function search(requests: readonly ProviderRequest[]): Promise<MultiSearchResponse> {
    const body = buildRequestBody(requests, indexName, options.contextualFacetFilters);
    try {
      // Our request type is Algolia's multi-query body minus fields we never
      // send; the readonly facet arrays are the only mismatch with its types.
      return (await client.search(body as unknown as LiteSearchParams)) as unknown as MultiSearchResponse;
    } catch (error) {
      throw new SearchUnavailableError('Unable to fetch results', { cause: error });
    }
  }

  return {
    search,
    preload: async () => undefined,
    // No suggestion API in the lite client: ask for pages sharing any word
    // with the query and offer their titles.
    async suggest(query: string, limit = 3): Promise<string[]> {
      const request = {
        query,
        hitsPerPage: 10,
        attributesToRetrieve: ['hierarchy.lvl1'],
        removeWordsIfNoResults: 'allOptional',
      };
      const { results } = await search([request as ProviderRequest]);
      const titles = (results[0]?.hits ?? [])
        .map((h: SearchHit) => h.hierarchy?.lvl1)
        .filter((t): t is string => typeof t === 'string');
      return [...new Set(titles)].slice(0, limit);
    },
  };
}
