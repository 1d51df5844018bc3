// Response shaping: a request read as the engine needs it, and ranked
// sections turned into Algolia's response (which record each section is
// shown as, with its highlights and snippets). Ranking is plan.ts's job.
import { DEFAULT_HITS_PER_PAGE, DEFAULT_INDEX_NAME } from './constants';
import { compileFacetFilters } from './facets';
import { matchedWords, type WordMatcher } from './highlight';
import { buildHit } from './hits';
import type { Plan, PlanRequest } from './plan';
import type { Ranked } from './rank';
import { MAX_QUERY_LENGTH } from './text';
import type { SearchRecord, SearchRequest, SearchResponse } from './types';

const MAX_HITS_PER_PAGE = 1000;

/** The request with bounded numbers, the query cut and the filters compiled. */
export interface Normalised extends PlanRequest {
  hitsPerPage: number;
  page: number;
}

function intOr(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(max, Math.max(min, n));
}

/** Requests come from the browser: anything out of range is clamped rather than refused, as Algolia does. */
export function normalise(request: SearchRequest): Normalised {
  const query = (typeof request.query === 'string' ? request.query : '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = intOr(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = intOr(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
  const wanted = Math.min((page + 1) * hitsPerPage, Number.MAX_SAFE_INTEGER);
  return {
    query,
    hitsPerPage,
    page,
    wanted,
    from: page * hitsPerPage,
    filter: compileFacetFilters(request.facetFilters),
    filterKey: JSON.stringify(request.facetFilters ?? null),
  };
}

/** The record a section is shown as: its heading, or the block holding most query words. */
function shownRecord(records: readonly SearchRecord[], r: Ranked, matcher: WordMatcher): number {
  const { section } = r;
  if (r.showHeading) return section.heading;
  const blocks = section.records.filter((i) => records[i].type === 'content');
  let shown = blocks[0] ?? section.records[0];
  let most = 0;
  for (const i of blocks) {
    const found = matchedWords(records[i].content ?? '', matcher).size;
    if (found > most) [shown, most] = [i, found];
  }
  return shown;
}

/** The requested page of `ranked` (the plan's final order) as Algolia answers it. */
export function respond(
  records: readonly SearchRecord[],
  request: SearchRequest,
  n: Normalised,
  plan: Plan,
  ranked: readonly Ranked[],
): SearchResponse {
  const tags = { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' };
  const hits = ranked.slice(n.from, n.wanted).map((r) =>
    buildHit(records[shownRecord(records, r, plan.matcher)], plan.matcher, {
      attributesToRetrieve: request.attributesToRetrieve,
      attributesToHighlight: request.attributesToHighlight,
      attributesToSnippet: request.attributesToSnippet,
      tags,
      ellipsis: request.snippetEllipsisText ?? '…',
    }),
  );
  return {
    hits,
    nbHits: plan.total,
    page: n.page,
    nbPages: n.hitsPerPage > 0 ? Math.ceil(plan.total / n.hitsPerPage) : 0,
    hitsPerPage: n.hitsPerPage,
    index: request.indexName ?? DEFAULT_INDEX_NAME,
    query: n.query,
  };
}
