import { highlight, snippet, type Tags, type WordMatcher } from './highlight';
import type { HighlightResult, HighlightTree, SearchHit, SearchRecord, SnippetResult } from './types';

/** What a hit carries when the request does not say: the hierarchy highlighted, the content snippeted. */
const DEFAULT_ATTRIBUTES_TO_RETRIEVE = [
  'content',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'type',
  'url',
] as const;

/** Searchable attributes are highlighted unless the request narrows them, as in Algolia. */
const DEFAULT_ATTRIBUTES_TO_HIGHLIGHT = ['hierarchy', 'content'];
const DEFAULT_SNIPPET_WORDS = 10;

const RECORD_KEYS = [
  'url',
  'url_without_anchor',
  'anchor',
  'type',
  'hierarchy',
  'content',
  'language',
  'docusaurus_tag',
  'weight',
] as const;

/** An attribute path ("hierarchy.lvl2", "hierarchy") to its [path, string value] leaves, expanding an object. */
function leaves(record: SearchRecord, attribute: string): Array<[string[], string]> {
  const path = attribute.split('.');
  let node: unknown = record;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (typeof node === 'string') return [[path, node]];
  const out: Array<[string[], string]> = [];
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) if (typeof value === 'string') out.push([[...path, key], value]);
  }
  return out;
}

function setPath<T>(tree: HighlightTree<T>, path: string[], value: T): void {
  let node = tree;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || 'value' in next) node[key] = {};
    node = node[key] as HighlightTree<T>;
  }
  node[path[path.length - 1]] = value;
}

function retrieve(record: SearchRecord, attributes: readonly string[]): SearchHit {
  const hit: SearchHit = { objectID: record.objectID, _highlightResult: {} };
  // Attributes are picked by name from the request, so both sides are seen as plain records here.
  const target = hit as unknown as Record<string, unknown>;
  for (const attribute of attributes) {
    const [key, sub] = attribute.split('.', 2);
    if (!(RECORD_KEYS as readonly string[]).includes(key)) continue;
    const value = (record as unknown as Record<string, unknown>)[key];
    if (sub === undefined) {
      target[key] = value !== null && typeof value === 'object' ? { ...value } : value;
    } else if (value !== null && typeof value === 'object' && sub in value) {
      const nested = (target[key] ??= {}) as Record<string, unknown>;
      nested[sub] = (value as Record<string, unknown>)[sub];
    }
  }
  return hit;
}

interface HitOptions {
  attributesToRetrieve?: readonly string[];
  attributesToHighlight?: readonly string[];
  attributesToSnippet?: readonly string[];
  tags: Tags;
  ellipsis: string;
}

export function buildHit(record: SearchRecord, matcher: WordMatcher, options: HitOptions): SearchHit {
  const hit = retrieve(record, options.attributesToRetrieve ?? DEFAULT_ATTRIBUTES_TO_RETRIEVE);
  const highlights: HighlightTree<HighlightResult> = {};
  for (const attribute of options.attributesToHighlight ?? DEFAULT_ATTRIBUTES_TO_HIGHLIGHT) {
    for (const [path, value] of leaves(record, attribute))
      setPath(highlights, path, highlight(value, matcher, options.tags));
  }
  hit._highlightResult = highlights;
  const snippets: HighlightTree<SnippetResult> = {};
  let snippeted = false;
  for (const spec of options.attributesToSnippet ?? []) {
    const colon = spec.lastIndexOf(':');
    const count = colon > 0 ? Number.parseInt(spec.slice(colon + 1), 10) : Number.NaN;
    const attribute = colon > 0 && Number.isFinite(count) ? spec.slice(0, colon) : spec;
    const size = Number.isFinite(count) && count > 0 ? count : DEFAULT_SNIPPET_WORDS;
    for (const [path, value] of leaves(record, attribute)) {
      setPath(snippets, path, snippet(value, matcher, size, options.tags, options.ellipsis));
      snippeted = true;
    }
  }
  if (snippeted) hit._snippetResult = snippets;
  return hit;
}

function valueAt<T extends { value: string }>(tree: HighlightTree<T> | undefined, attribute: string): T | undefined {
  let node: T | HighlightTree<T> | undefined = tree;
  for (const key of attribute.split('.')) {
    if (!node || 'value' in node) return undefined;
    node = (node as HighlightTree<T>)[key];
  }
  return node && typeof node.value === 'string' ? (node as T) : undefined;
}

/** `_highlightResult` of an attribute path ("hierarchy.lvl1"), for UIs: HTML with only the highlight tags. */
export function highlightOf(hit: SearchHit, attribute: string): HighlightResult | undefined {
  return valueAt(hit._highlightResult, attribute);
}

/** `_snippetResult` of an attribute path ("content"), when it was asked for. */
export function snippetOf(hit: SearchHit, attribute: string): SnippetResult | undefined {
  return valueAt(hit._snippetResult, attribute);
}

/**
 * What DocSearch's modal asks for, for UIs that render grouped hits: lvl0 is
 * retrieved for grouping and every level is snippeted (the plain defaults
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
