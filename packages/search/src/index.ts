// Browser-safe entry: the UI imports from here
// (`@site/packages/search/src`); Node-only helpers live in ./node.
export { LEVELS } from './types';
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
import { DEFAULT_ATTRIBUTES_TO_RETRIEVE } from './hits';
export { DEFAULT_ATTRIBUTES_TO_RETRIEVE, highlightOf, snippetOf } from './hits';
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

/**
 * What DocSearch's modal asks for, for UIs that render grouped hits: lvl0 is
 * retrieved for grouping and every level is snippeted (SPEC §9 defaults
 * leave lvl0 out).
 */
export const DOCSEARCH_REQUEST_DEFAULTS = {
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', ...DEFAULT_ATTRIBUTES_TO_RETRIEVE],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
} as const;
