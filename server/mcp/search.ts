/**
 * search_standards: the site's search (packages/search, the request the
 * search modal sends, so the same ranking), narrowed to an area when asked,
 * with each hit as a section a model can cite: its heading, where it sits in
 * the page, its public URL with anchor and a plain-text snippet.
 */
import {
  contextualFacetFilters,
  DOCSEARCH_REQUEST_DEFAULTS,
  LEVELS,
  type DocPage,
  type FacetFilters,
  type SearchHit,
  type SearchIndex,
  unescapeHtml,
} from '../../packages/search/src/node';
import type { Standards } from './standards';

/** Sections a search returns, best first. */
const SEARCH_RESULTS = 10;
/** Characters of a heading hit's snippet, taken from the start of its section. */
const SECTION_SNIPPET = 240;

export interface SearchResult {
  /** 1 for the best. */
  rank: number;
  /** The section's heading (the page title for a hit in its introduction). */
  title: string;
  /** The page's title. */
  page: string;
  /** The area of the standards the page is in, as list_standards names it. */
  area: string;
  /** The headings from the page title down to the section. */
  hierarchy: string[];
  /** The section's public URL, with its anchor. */
  url: string;
  /** The words around the match, or the start of the section; plain text. */
  snippet: string;
}

/** A highlighted or snippeted value (HTML with only `<mark>` unescaped) as plain text. */
function plainText(html: string): string {
  return unescapeHtml(html.replace(/<\/?mark>/g, ''));
}

/** The request the search modal sends (src/components/Search), for the docs of this locale. */
const baseRequest = {
  indexName: 'developers',
  ...DOCSEARCH_REQUEST_DEFAULTS,
  hitsPerPage: SEARCH_RESULTS,
} as const;
const siteFilters = contextualFacetFilters('en', ['docs-default-current']);

export class StandardsSearch {
  /** The first block of each section, by its URL with anchor: the snippet of a heading hit. */
  private readonly openings = new Map<string, string>();

  constructor(
    private readonly index: SearchIndex,
    private readonly standards: Standards,
    pages: readonly DocPage[],
  ) {
    for (const page of pages) {
      for (const section of page.sections) {
        const first = section.content[0];
        if (first) this.openings.set(section.anchor ? `${page.url}#${section.anchor}` : page.url, first);
      }
    }
  }

  search(query: string, area?: string): SearchResult[] {
    const filters: Array<string | readonly string[]> = [...siteFilters];
    if (area !== undefined) {
      const pages = this.standards.areas.find((a) => a.title === area)?.pages ?? [];
      if (pages.length === 0) return [];
      // An OR of the area's pages: the catalogue's areas, which list_standards shows, rather than the index's lvl0.
      filters.push(pages.map((p) => `url_without_anchor:${p.path}`));
    }
    const facetFilters: FacetFilters = filters;
    const { hits } = this.index.search({ ...baseRequest, query, facetFilters });
    return hits.map((hit, i) => this.result(hit, i + 1));
  }

  private result(hit: SearchHit, rank: number): SearchResult {
    const path = hit.url ?? '';
    const own = hit.type && hit.type !== 'content' ? LEVELS.indexOf(hit.type) : deepestLevel(hit);
    const hierarchy = LEVELS.slice(1, own + 1)
      .map((level) => hit.hierarchy?.[level]?.trim())
      .filter((text): text is string => !!text);
    const content = hit.type === 'content' ? hit._snippetResult?.content : undefined;
    const snippet =
      content && !Array.isArray(content) && 'value' in content
        ? plainText(String(content.value))
        : (this.openings.get(path) ?? '');
    return {
      rank,
      title: hierarchy.at(-1) ?? path,
      page: hierarchy[0] ?? '',
      area: this.standards.areaOf(path) ?? hit.hierarchy?.lvl0 ?? '',
      hierarchy,
      url: this.standards.publicUrl(path),
      snippet: snippet.length > SECTION_SNIPPET ? `${snippet.slice(0, SECTION_SNIPPET).trimEnd()}…` : snippet,
    };
  }
}

function deepestLevel(hit: SearchHit): number {
  for (let i = LEVELS.length - 1; i > 0; i--) if (hit.hierarchy?.[LEVELS[i]!]) return i;
  return 1;
}
