// Browser-safe entry: the UI imports from here
// (`@site/packages/search/src`); Node-only helpers live in ./node.
export { LEVELS } from './types';
export { FALLBACK_LVL0 } from './constants';
export type {
  Level,
  HeadingType,
  RecordType,
  Hierarchy,
  RecordWeight,
  SearchRecord,
  FacetFilters,
  SearchRequest,
  MultiSearchRequest,
  MatchLevel,
  HighlightResult,
  SnippetResult,
  HighlightTree,
  SearchHit,
  SearchResponse,
  MultiSearchResponse,
} from './types';
export {
  SearchIndex,
  type SearchIndexOptions,
  DEFAULT_INDEX_NAME,
  DEFAULT_HITS_PER_PAGE,
  type SuggestOptions,
} from './engine';
export { DEFAULT_ATTRIBUTES_TO_RETRIEVE, DOCSEARCH_REQUEST_DEFAULTS, highlightOf, snippetOf } from './hits';
export { escapeHtml, unescapeHtml, MAX_QUERY_LENGTH } from './text';
export { pageToRecords, pagesToRecords, objectIdFor, type DocPage, type DocSection } from './records';
export {
  packIndex,
  packText,
  serializeIndex,
  parseIndex,
  parseText,
  IndexFormatError,
  type IndexedPage,
  type IndexedSection,
  type PackedIndex,
  type PackedText,
  type SerializedIndex,
} from './format';
export type { TextSource } from './corpus';
// Named, not `export *`: Node's CommonJS interop (tsx) cannot see through star re-exports.
export {
  createSearchProvider,
  createLocalProvider,
  fetchIndex,
  contextualFacetFilters,
  buildRequestBody,
  SearchUnavailableError,
  DEFAULT_SEARCH_TAG,
  DEFAULT_MANIFEST_URL,
  type SearchProviderConfig,
  type SearchProvider,
  type ProviderRequest,
  type LocalProviderOptions,
  type SearchManifest,
  type AlgoliaProviderOptions,
} from './providers';
