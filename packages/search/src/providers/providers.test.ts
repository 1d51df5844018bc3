import { describe, expect, it, vi } from 'vitest';
import { corpus } from '../__fixtures__/corpus';
import { SearchIndex } from '../engine';
import { serializeIndex } from '../format';
import { contentHash } from '../node';
import type { MultiSearchRequest } from '../types';
import { createAlgoliaProvider } from './algolia';
import { resolveAgainst } from './local';
import {
  contextualFacetFilters,
  createLocalProvider,
  createSearchProvider,
  SearchUnavailableError,
  type ProviderRequest,
} from './index';

type EndRequest = { url: string; method: string; headers: Record<string, string>; data?: string | Uint8Array };

/** A requester that answers like Algolia without touching the network, and remembers what it was sent. */
function stubRequester(status = 200, content = '{"results":[]}') {
  const sent: EndRequest[] = [];
  return {
    sent,
    requester: {
      send: async (request: EndRequest) => {
        sent.push(request);
        return { status, content, isTimedOut: false };
      },
    },
  };
}

const context = contextualFacetFilters('en', ['docs-default-current']);
const uiRequest: ProviderRequest = {
  query: 'docker',
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['hierarchy.lvl0:Backend'],
};
const expectedBody: MultiSearchRequest = {
  requests: [
    {
      indexName: 'developers',
      query: 'docker',
      hitsPerPage: 20,
      attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        'hierarchy.lvl0:Backend',
      ],
    },
  ],
};

describe('contract: both providers receive the same request body', () => {
  it('local and algolia', async () => {
    const index = SearchIndex.fromPages(corpus);
    const spy = vi.spyOn(index, 'multiSearch');
    const local = createLocalProvider({ load: async () => index, contextualFacetFilters: context });
    const response = await local.search([uiRequest]);
    expect(spy).toHaveBeenCalledWith(expectedBody);
    expect(response.results[0].hits.map((h) => h.url)).toEqual([
      '/docs/backend/docker-usage',
      '/docs/backend/docker-usage#base-images',
      '/docs/backend/docker-usage#secrets',
      '/docs/backend/docker-usage#registry',
    ]);

    const { sent, requester } = stubRequester();
    const algolia = createAlgoliaProvider({
      appId: 'TESTAPP',
      apiKey: 'search-only-key',
      contextualFacetFilters: context,
      clientOptions: { requester },
    });
    await algolia.search([uiRequest]);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).host).toBe('testapp-dsn.algolia.net');
    expect(new URL(request.url).pathname).toBe('/1/indexes/*/queries');
    expect(JSON.parse(String(request.data))).toEqual(expectedBody);
    expect(JSON.parse(String(request.data))).toEqual(spy.mock.calls[0][0]);
    expect(JSON.stringify(request)).toContain('search-only-key');
  });

  it('contextual filters mirror Docusaurus’ Algolia theme', () => {
    expect(context).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
});

describe('algolia provider', () => {
  it('returns Algolia’s answer as is', async () => {
    const answer = {
      results: [
        {
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 20,
          index: 'developers',
          query: 'x',
          params: 'query=x',
          processingTimeMS: 1,
          queryID: 'q',
        },
      ],
    };
    const { requester } = stubRequester(200, JSON.stringify(answer));
    const provider = createAlgoliaProvider({ appId: 'A', apiKey: 'k', clientOptions: { requester } });
    await expect(provider.search([{ query: 'x' }])).resolves.toEqual(answer);
  });

  it('turns unreachable hosts into SearchUnavailableError', async () => {
    const requester = { send: async () => ({ status: 0, content: '', isTimedOut: true }) };
    const provider = createAlgoliaProvider({ appId: 'A', apiKey: 'k', clientOptions: { requester } });
    await expect(provider.search([{ query: 'x' }])).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('needs credentials from configuration', () => {
    expect(() => createAlgoliaProvider({ appId: '', apiKey: '' })).toThrow(/appId and apiKey/);
  });

  it('is loaded only when chosen', async () => {
    const { sent, requester } = stubRequester();
    const provider = createSearchProvider({
      provider: 'algolia',
      appId: 'B',
      apiKey: 'k',
      clientOptions: { requester },
    });
    expect(sent).toHaveLength(0);
    await provider.search([{ query: 'x' }]);
    expect(sent).toHaveLength(1);
    const local = createSearchProvider({ load: async () => SearchIndex.fromPages(corpus) });
    await expect(local.search([{ query: 'postgis' }])).resolves.toMatchObject({ results: [{ nbHits: 2 }] });
    expect(sent).toHaveLength(1);
  });
});

describe('local provider', () => {
  const serialized = serializeIndex(corpus, contentHash);
  const textUrls = serialized.texts.map((t) => `https://site.test/search/${t.file}`);
  const files: Record<string, string> = {
    'https://site.test/search/manifest.json': JSON.stringify({ index: '/search/index.abc.json', records: 3 }),
    'https://site.test/search/index.abc.json': serialized.index,
    ...Object.fromEntries(serialized.texts.map((t, i) => [textUrls[i], t.json])),
  };

  function fakeFetch(failFirst = false, failUrl?: (url: string) => boolean) {
    const calls: Array<[string, unknown]> = [];
    let fail = failFirst;
    const fetch = async (url: string, init?: { cache?: 'no-cache' | 'force-cache' | 'default' }) => {
      calls.push([url, init?.cache]);
      if (fail && (!failUrl || failUrl(url))) {
        fail = false;
        throw new TypeError('Failed to fetch');
      }
      const body = files[url];
      return {
        ok: body !== undefined,
        status: body === undefined ? 404 : 200,
        json: async () => JSON.parse(body ?? 'null') as unknown,
      };
    };
    return { calls, fetch };
  }

  it('loads lazily: manifest revalidated, the immutable hashed index once, then the texts of the pages shown', async () => {
    const { calls, fetch } = fakeFetch();
    const provider = createLocalProvider({ manifestUrl: 'https://site.test/search/manifest.json', fetch });
    expect(calls).toEqual([]);
    const { results } = await provider.search([{ query: 'relational', hitsPerPage: 1 }]);
    expect(results[0].hits[0]._highlightResult.content).toMatchObject({ matchLevel: 'full' });
    expect(calls).toEqual([
      ['https://site.test/search/manifest.json', 'no-cache'],
      ['https://site.test/search/index.abc.json', 'force-cache'],
      [textUrls[0], 'force-cache'],
    ]);
    await provider.search([{ query: 'postgis' }, { query: 'docker' }]);
    expect(
      calls
        .slice(3)
        .map(([url]) => url)
        .sort(),
    ).toEqual([textUrls[1], textUrls[textUrls.length - 1]].sort());
    await expect(provider.suggest('dokkerr')).resolves.toContain('docker');
  });

  it('finds the texts beside the index when the manifest names it by a site-relative path', () => {
    expect(resolveAgainst('text.h1.json', '/search/index.abc.json')).toBe('/search/text.h1.json');
    expect(resolveAgainst('/search/index.abc.json', '/search/manifest.json')).toBe('/search/index.abc.json');
    expect(resolveAgainst('text.h1.json', 'https://site.test/base/search/index.abc.json')).toBe(
      'https://site.test/base/search/text.h1.json',
    );
  });

  it('reports a text that fails to arrive as unavailable, and fetches it on the next search', async () => {
    const { calls, fetch } = fakeFetch(true, (url) => url.includes('/text.'));
    const provider = createLocalProvider({ manifestUrl: 'https://site.test/search/manifest.json', fetch });
    await expect(provider.search([{ query: 'postgis' }])).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(provider.search([{ query: 'postgis' }])).resolves.toMatchObject({ results: [{ nbHits: 2 }] });
    expect(calls.filter(([url]) => url.includes('/index.'))).toHaveLength(1);
  });

  it('fails with SearchUnavailableError and retries on the next search', async () => {
    const { calls, fetch } = fakeFetch(true);
    const provider = createLocalProvider({ manifestUrl: 'https://site.test/search/manifest.json', fetch });
    await expect(provider.search([{ query: 'docker' }])).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(provider.search([{ query: 'docker' }])).resolves.toMatchObject({ results: [{ nbHits: 5 }] });
    // the failed manifest, then manifest, index and the text of the one page "docker" shows as text
    expect(calls).toHaveLength(4);
  });

  it('reports a missing or corrupt index as unavailable', async () => {
    const missing = createLocalProvider({ manifestUrl: 'https://site.test/nothing.json', fetch: fakeFetch().fetch });
    await expect(missing.search([{ query: 'docker' }])).rejects.toBeInstanceOf(SearchUnavailableError);
    const corrupt = createLocalProvider({ load: async () => SearchIndex.fromSerialized('{"v":9}') });
    await expect(corrupt.preload()).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});
