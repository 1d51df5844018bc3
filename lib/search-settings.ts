/**
 * `customFields.search` of docusaurus.config.ts: which provider answers
 * (the local index or Algolia). Read by the build plugin (plugins/search-provider)
 * and in the browser, so it imports nothing.
 */
type SearchProviderName = 'local' | 'algolia';

export interface SearchSettings {
  provider: SearchProviderName;
  algolia: { appId?: string; apiKey?: string; indexName: string };
}

/** The search page (src/pages/search.tsx), queried as `?q={query}`, so a search can be linked to and bookmarked. */
export const SEARCH_PATH = '/search';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Lenient: missing fields take their defaults. {@link assertValidSearchSettings} is the strict check. */
export function searchSettings(fields: unknown): SearchSettings {
  const raw = (fields ?? {}) as Record<string, unknown>;
  const algolia = (raw.algolia ?? {}) as Record<string, unknown>;
  return {
    provider: raw.provider === 'algolia' ? 'algolia' : 'local',
    algolia: {
      appId: text(algolia.appId),
      apiKey: text(algolia.apiKey),
      indexName: text(algolia.indexName) ?? 'developers',
    },
  };
}

/** Fails the build early, with the variable to set, rather than shipping a search that cannot answer. */
export function assertValidSearchSettings(fields: unknown): void {
  const raw = (fields ?? {}) as Record<string, unknown>;
  if (raw.provider !== undefined && raw.provider !== 'local' && raw.provider !== 'algolia')
    throw new Error(`SEARCH_PROVIDER must be "local" or "algolia", not ${JSON.stringify(raw.provider)}.`);
  const settings = searchSettings(fields);
  if (settings.provider !== 'algolia') return;
  const missing = [
    settings.algolia.appId ? null : 'ALGOLIA_APP_ID',
    settings.algolia.apiKey ? null : 'ALGOLIA_SEARCH_KEY',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `SEARCH_PROVIDER=algolia needs ${missing.join(' and ')} in the environment ` +
        '(the application id and the public, search-only key; never an admin key).',
    );
}

/** `/search?q=…`, or the bare page for an empty query. */
export function searchPageUrl(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH;
}
