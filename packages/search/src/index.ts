// Browser-safe entry: the UI imports from here (`@site/packages/search/src`);
// Node-only helpers live in ./node. It exports what the UI and its tests use,
// nothing more: a name added here is a promise to keep it.
export { LEVELS } from './types';
export { FALLBACK_LVL0 } from './constants';
export type { Level, RecordType, Hierarchy, SearchHit, SearchResponse } from './types';
export { SearchIndex } from './engine';
export { DOCSEARCH_REQUEST_DEFAULTS, highlightOf, snippetOf } from './hits';
export { escapeHtml, unescapeHtml } from './text';
// Named, not `export *`: Node's CommonJS interop (tsx) cannot see through star re-exports.
export {
  createSearchProvider,
  createLocalProvider,
  contextualFacetFilters,
  SearchUnavailableError,
  type SearchProvider,
  type ProviderRequest,
} from './providers';
