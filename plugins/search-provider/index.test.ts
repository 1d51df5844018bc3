import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { assertValidSearchSettings, searchPageUrl, searchSettings } from '../../lib/search-settings';
import searchProviderPlugin from './index';

function context(search: unknown): LoadContext {
  return { baseUrl: '/', siteConfig: { customFields: { search } } } as unknown as LoadContext;
}

async function headTags(search: unknown) {
  const plugin = searchProviderPlugin(context(search));
  return ((await plugin.injectHtmlTags?.({ content: undefined })) ?? {}) as { headTags?: unknown[] };
}

describe('search provider switch', () => {
  it('defaults to our own index at /search', () => {
    expect(searchSettings(undefined)).toEqual({
      provider: 'local',
      algolia: { appId: undefined, apiKey: undefined, indexName: 'developers' },
    });
    expect(searchPageUrl(' docker compose ')).toBe('/search?q=docker%20compose');
    expect(searchPageUrl('  ')).toBe('/search');
  });

  it('fails the build when algolia is chosen without its credentials', () => {
    expect(() => assertValidSearchSettings({ provider: 'algolia', algolia: {} })).toThrow(
      /ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY/,
    );
    expect(() => searchProviderPlugin(context({ provider: 'algolia', algolia: { appId: 'APP' } }))).toThrow(
      /SEARCH_PROVIDER=algolia needs ALGOLIA_SEARCH_KEY/,
    );
    expect(() => assertValidSearchSettings({ provider: 'elastic' })).toThrow(/"local" or "algolia"/);
    expect(() => assertValidSearchSettings({ provider: 'local' })).not.toThrow();
  });

  it('preconnects to the provider’s host in algolia mode only', async () => {
    expect(await headTags({ provider: 'local' })).toEqual({});
    expect(await headTags({ provider: 'algolia', algolia: { appId: 'APP123', apiKey: 'search-only' } })).toEqual({
      headTags: [
        {
          tagName: 'link',
          attributes: { rel: 'preconnect', href: 'https://APP123-dsn.algolia.net', crossorigin: 'anonymous' },
        },
      ],
    });
  });
});
