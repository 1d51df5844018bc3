import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { contextualFacetFilters, createSearchProvider, type SearchProvider } from '@site/packages/search/src';
import { searchSettings, type SearchSettings } from '@site/lib/search-settings';

export function useSearchSettings(): SearchSettings & { siteUrl: string } {
  const { siteConfig } = useDocusaurusContext();
  return { ...searchSettings(siteConfig.customFields?.search), siteUrl: siteConfig.url };
}

// One provider per configuration for the whole visit: the index is downloaded once for the modal and the page.
const providers = new Map<string, SearchProvider>();

function providerFor(
  settings: SearchSettings,
  manifestUrl: string,
  filters: ReturnType<typeof contextualFacetFilters>,
) {
  const key = JSON.stringify([settings.provider, manifestUrl, filters]);
  let provider = providers.get(key);
  if (!provider) {
    provider =
      settings.provider === 'algolia'
        ? createSearchProvider({
            provider: 'algolia',
            appId: settings.algolia.appId ?? '',
            apiKey: settings.algolia.apiKey ?? '',
            indexName: settings.algolia.indexName,
            contextualFacetFilters: filters,
          })
        : createSearchProvider({ provider: 'local', manifestUrl, contextualFacetFilters: filters });
    providers.set(key, provider);
  }
  return provider;
}

/** The configured provider (customFields.search), searching the current locale and docs version only, so a hit never leads to another language or version. */
export function useSiteSearchProvider(): SearchProvider {
  const { i18n } = useDocusaurusContext();
  const settings = useSearchSettings();
  const manifestUrl = useBaseUrl('/search/manifest.json');
  const filters = contextualFacetFilters(i18n.currentLocale, useDocsContextualSearchTags());
  return providerFor(settings, manifestUrl, filters);
}
