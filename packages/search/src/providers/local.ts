import { DEFAULT_INDEX_NAME } from '../constants';
import { SearchIndex } from '../engine';
import type { FacetFilters, MultiSearchResponse } from '../types';
import { buildRequestBody, SearchUnavailableError, type ProviderRequest, type SearchProvider } from './provider';

const DEFAULT_MANIFEST_URL = '/search/manifest.json';

/** Written by the search-index plugin at a fixed path, so it is revalidated; the index it names is immutable. */
export interface SearchManifest {
  index: string;
  records: number;
}

type FetchLike = (
  input: string,
  init?: { cache?: 'no-cache' | 'force-cache' | 'default' },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface LocalProviderOptions {
  /** Prefix with the site's baseUrl (`useBaseUrl`). */
  manifestUrl?: string;
  indexName?: string;
  contextualFacetFilters?: FacetFilters;
  fetch?: FetchLike;
  /** Replaces the manifest download, e.g. a Node service that read the index from disk. */
  load?: () => Promise<SearchIndex>;
}

/** `path` relative to the file at `base`, which may itself be site-relative ("/search/index.x.json") in the browser. */
export function resolveAgainst(path: string, base: string): string {
  try {
    return new URL(path, base).toString();
  } catch {
    if (/^([a-z][a-z\d+.-]*:|\/)/i.test(path)) return path;
    return base.replace(/[^/]*$/, '') + path;
  }
}

async function getJson(fetchFn: FetchLike, url: string, cache: 'no-cache' | 'force-cache'): Promise<unknown> {
  const response = await fetchFn(url, { cache });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** The manifest (revalidated), then the immutable index it names; page texts are fetched beside the index as queries need them. */
async function fetchIndex(
  manifestUrl: string = DEFAULT_MANIFEST_URL,
  fetchFn: FetchLike = globalThis.fetch,
): Promise<SearchIndex> {
  const manifest = (await getJson(fetchFn, manifestUrl, 'no-cache')) as Partial<SearchManifest> | null;
  if (!manifest || typeof manifest.index !== 'string') throw new Error(`${manifestUrl} names no index`);
  const indexUrl = resolveAgainst(manifest.index, manifestUrl);
  return SearchIndex.fromSerialized(await getJson(fetchFn, indexUrl, 'force-cache'), {
    loadText: (file) => getJson(fetchFn, resolveAgainst(file, indexUrl), 'force-cache'),
  });
}

export function createLocalProvider(options: LocalProviderOptions = {}): SearchProvider {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME;
  const load = options.load ?? (() => fetchIndex(options.manifestUrl, options.fetch ?? globalThis.fetch));
  let pending: Promise<SearchIndex> | null = null;

  const index = (): Promise<SearchIndex> => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // the next keystroke tries again
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search index could not be loaded', { cause: error });
    });
    return pending;
  };

  return {
    async preload() {
      await index();
    },
    async search(requests: readonly ProviderRequest[]): Promise<MultiSearchResponse> {
      const body = buildRequestBody(requests, indexName, options.contextualFacetFilters);
      const loaded = await index();
      try {
        await loaded.prepare(body.requests);
      } catch (error) {
        throw new SearchUnavailableError('The text of the results could not be loaded', { cause: error });
      }
      return loaded.multiSearch(body);
    },
    async suggest(query: string, limit = 3): Promise<string[]> {
      return (await index()).suggest(query, { limit, facetFilters: options.contextualFacetFilters });
    },
  };
}
