// Shapes shared by the index, the providers and the UI. Records follow the
// DocSearch crawler's record format and requests/responses follow Algolia's
// multi-query API, so the hosted provider stays a drop-in switch.

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type HeadingType = Exclude<Level, 'lvl0'>;
export type RecordType = HeadingType | 'content';

export type Hierarchy = Record<Level, string | null>;

interface RecordWeight {
  /** Page importance; higher ranks first among otherwise equal hits. */
  pageRank: number;
  /** 100 for lvl1 down to 50 for lvl6, 0 for content (DocSearch's scale). */
  level: number;
  /** Order of the record inside its page, from 0. */
  position: number;
}

export interface SearchRecord {
  objectID: string;
  /** Site-relative URL including the heading anchor, e.g. /docs/intro#steps. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: RecordWeight;
}

/** One string is `attr:value` (or `attr:-value`); a nested array is ORed. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  attributesToHighlight?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface MultiSearchRequest {
  requests: SearchRequest[];
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** Mirrors the record: nested attributes (hierarchy) nest here too. */
export type HighlightTree<T> = { [attribute: string]: T | HighlightTree<T> };

export interface SearchHit {
  objectID: string;
  url?: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type?: RecordType;
  hierarchy?: Partial<Hierarchy>;
  content?: string | null;
  language?: string;
  docusaurus_tag?: string;
  weight?: RecordWeight;
  _highlightResult: HighlightTree<HighlightResult>;
  _snippetResult?: HighlightTree<SnippetResult>;
}

/**
 * What both providers answer. Algolia adds fields such as `params` and `processingTimeMS`, and `queryID` when a
 * request asks for click analytics (ours never do); nothing here reads them.
 */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  index: string;
  query: string;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}
