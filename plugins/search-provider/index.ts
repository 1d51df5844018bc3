import type { LoadContext, Plugin } from '@docusaurus/types';
import { algoliaPreconnectOrigin } from '../../packages/search/src/node';
import { assertValidSearchSettings, searchSettings, type SearchSettings } from '../../lib/search-settings';

/** The origin the browser should connect to ahead of the first search: only the hosted provider has one. */
export function preconnectOrigin(settings: SearchSettings): string | null {
  if (settings.provider !== 'algolia') return null;
  return algoliaPreconnectOrigin(settings.algolia.appId ?? '');
}

/**
 * The client half of the provider switch (customFields.search): checks the
 * configuration when the build starts and preconnects to the hosted provider in
 * that mode only.
 */
export default function searchProviderPlugin(context: LoadContext): Plugin {
  const fields = context.siteConfig.customFields?.search;
  assertValidSearchSettings(fields);
  const settings = searchSettings(fields);
  const origin = preconnectOrigin(settings);
  return {
    name: 'search-provider',
    injectHtmlTags() {
      if (!origin) return {};
      return {
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: origin, crossorigin: 'anonymous' } }],
      };
    },
  };
}
