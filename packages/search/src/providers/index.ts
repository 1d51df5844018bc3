import type { MultiSearchResponse } from '../types';
import type { AlgoliaProviderOptions } from './algolia';
import { createLocalProvider, type LocalProviderOptions } from './local';
import type { ProviderRequest, SearchProvider } from './provider';

export type SearchProviderConfig =
  ({ provider?: 'local' } & LocalProviderOptions) | ({ provider: 'algolia' } & AlgoliaProviderOptions);

/**
 * The configuration switch. The Algolia client is imported only when that
 * provider is chosen, so the default build ships none of it.
 */
export function createSearchProvider(config: SearchProviderConfig): SearchProvider {
  if (config.provider !== 'algolia') return createLocalProvider(config);
  const options: AlgoliaProviderOptions = {
    appId: config.appId,
    apiKey: config.apiKey,
    indexName: config.indexName,
    contextualFacetFilters: config.contextualFacetFilters,
    clientOptions: config.clientOptions,
  };
  let pending: Promise<SearchProvider> | null = null;
  const real = (): Promise<SearchProvider> =>
    (pending ??= import('./algolia')
      .then((m) => m.createAlgoliaProvider(options))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      }));
  return {
    search: async (requests: readonly ProviderRequest[]): Promise<MultiSearchResponse> =>
      (await real()).search(requests),
    suggest: async (query: string, limit?: number) => (await real()).suggest(query, limit),
    preload: async () => {
      await real();
    },
  };
}

export { contextualFacetFilters, SearchUnavailableError } from './provider';
export type { ProviderRequest, SearchProvider } from './provider';
export { createLocalProvider } from './local';
