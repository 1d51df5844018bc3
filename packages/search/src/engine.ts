import type { Query } from 'minisearch';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_INDEX_NAME } from './constants';
import { TermIndex, type Expansion, type RawMatch } from './expand';
import { compileFacetFilters, type FacetPredicate } from './facets';
import { matcherFromExpansions, type WordMatcher } from './highlight';
import { buildHit } from './hits';
import { pagesToRecords, unpackPages, type DocPage } from './records';
import {
  BOOST,
  CONTENT_RANK,
  compareRanked,
  FIELD_RANK,
  FIELDS,
  groupSections,
  HEADING_FIELDS,
  KIND_BOOST,
  proximity,
  PROXIMITY_POOL,
  STOP_WORDS,
  topK,
  type Ranked,
  type Section,
} from './rank';
import { allowsPrefix, MAX_QUERY_LENGTH, queryTerms, tokenizeCached, words as indexWords } from './text';
import type {
  FacetFilters,
  Hierarchy,
  MultiSearchRequest,
  MultiSearchResponse,
  SearchRecord,
  SearchRequest,
  SearchResponse,
} from './types';

export { DEFAULT_HITS_PER_PAGE, DEFAULT_INDEX_NAME };
const MAX_HITS_PER_PAGE = 1000;

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Algolia echoes the parameters it applied as a URL-encoded string. */
function paramsString(request: SearchRequest): string {
  return Object.entries(request)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function intOr(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(max, Math.max(min, n));
}

export interface SuggestOptions {
  limit?: number;
  facetFilters?: FacetFilters;
}

export class SearchIndex {
  readonly records: readonly SearchRecord[];
  private readonly sections: Section[];
  private readonly engine: TermIndex;
  /** Per facet-filter string, each section's verdict (0 unknown, 1 in, 2 out): the modal sends the same filters on every keystroke. */
  private readonly verdicts = new Map<string, Uint8Array>();

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.sections = groupSections(records);
    const sections = this.sections;
    // Documents are positions in `sections`, so nothing is stored twice.
    this.engine = new TermIndex({
      fields: [...FIELDS],
      idField: 'id',
      extractField: (i, field) =>
        field === 'id'
          ? i
          : field === 'content'
            ? sections[i].content
            : sections[i].hierarchy[field as keyof Hierarchy],
      // Words come out normalised already, index and query alike.
      tokenize: indexWords,
      processTerm: (term) => term,
    });
    this.engine.addAll(sections.map((_, i) => i));
  }

  static fromRecords(records: readonly SearchRecord[]): SearchIndex {
    return new SearchIndex(records);
  }

  static fromPages(pages: readonly DocPage[]): SearchIndex {
    return new SearchIndex(pagesToRecords(pages));
  }

  /** From the file the build writes (`search/index.<hash>.json`), raw or parsed. */
  static fromSerialized(data: unknown): SearchIndex {
    return SearchIndex.fromPages(unpackPages(data));
  }

  get size(): number {
    return this.records.length;
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (typeof request.query === 'string' ? request.query : '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = intOr(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = intOr(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const filter = compileFacetFilters(request.facetFilters);
    const passes = filter && this.verdictsFor(JSON.stringify(request.facetFilters), filter);
    const wanted = Math.min((page + 1) * hitsPerPage, Number.MAX_SAFE_INTEGER);
    const { ranked, total, matcher } = this.rank(queryTerms(query), filter, passes, wanted);
    const tags = { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' };
    const hits = ranked.slice(page * hitsPerPage, wanted).map((r) =>
      buildHit(this.records[this.shownRecord(r, matcher, filter)], matcher, {
        attributesToRetrieve: request.attributesToRetrieve,
        attributesToHighlight: request.attributesToHighlight,
        attributesToSnippet: request.attributesToSnippet,
        tags,
        ellipsis: request.snippetEllipsisText ?? '…',
      }),
    );
    return {
      hits,
      nbHits: total,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(total / hitsPerPage) : 0,
      hitsPerPage,
      index: request.indexName ?? DEFAULT_INDEX_NAME,
      query,
      params: paramsString(request),
      processingTimeMS: Math.round(performance.now() - started),
      queryID: randomQueryId(),
    };
  }

  multiSearch(body: MultiSearchRequest): MultiSearchResponse {
    const requests = Array.isArray(body?.requests) ? body.requests : [];
    return { results: requests.map((r) => this.search(r)) };
  }

  /**
   * Up to `limit` other queries that do find something, for the no-results
   * screen: the query with each word corrected more generously than search
   * allows, then titles of pages that share a word with it.
   */
  suggest(query: string, options: SuggestOptions = {}): string[] {
    const limit = options.limit ?? 3;
    const terms = queryTerms(query);
    if (terms.length === 0 || limit <= 0) return [];
    const filter = compileFacetFilters(options.facetFilters);
    const inContext = (id: unknown) => !filter || this.sectionPasses(this.sections[id as number], filter);
    const lenient = (term: string) => (term.length < 3 ? false : Math.min(3, Math.max(1, Math.round(term.length / 3))));
    const out: string[] = [];
    const seen = new Set([terms.join(' ')]);
    const offer = (candidate: string) => {
      const words = queryTerms(candidate);
      const key = words.join(' ');
      // autoSuggest may pair a word with its own plural ("images image"); such pairs are noise.
      const redundant = words.some((w, i) => words.some((other, j) => i !== j && other.startsWith(w)));
      if (out.length >= limit || !key || seen.has(key) || redundant) return;
      seen.add(key);
      if (
        this.search({ indexName: '', query: candidate, hitsPerPage: 0, facetFilters: options.facetFilters }).nbHits > 0
      )
        out.push(candidate);
    };
    for (const combineWith of ['AND', 'OR'] as const) {
      const suggestions = this.engine.autoSuggest(terms.join(' '), {
        fuzzy: lenient,
        prefix: (term, i, all) => allowsPrefix(term, i === all.length - 1),
        combineWith,
        filter: (r) => inContext(r.id),
      });
      for (const s of suggestions) offer(s.suggestion);
    }
    const titled = this.engine.search(terms.join(' '), {
      fuzzy: lenient,
      combineWith: 'OR',
      fields: ['lvl1', 'lvl2'],
      filter: (r) => inContext(r.id),
    });
    for (const r of titled) {
      const title = this.sections[r.id as number].hierarchy.lvl1;
      if (title) offer(title);
    }
    return out;
  }

  private sectionPasses(section: Section, filter: FacetPredicate): boolean {
    return filter.perRecord
      ? section.records.some((i) => filter(this.records[i]))
      : filter(this.records[section.records[0]]);
  }

  private verdictsFor(key: string, filter: FacetPredicate): (id: number) => boolean {
    let verdicts = this.verdicts.get(key);
    if (!verdicts) {
      if (this.verdicts.size >= 16) this.verdicts.clear();
      this.verdicts.set(key, (verdicts = new Uint8Array(this.sections.length)));
    }
    const cache = verdicts;
    return (id) => {
      if (cache[id] === 0) cache[id] = this.sectionPasses(this.sections[id], filter) ? 1 : 2;
      return cache[id] === 1;
    };
  }

  private rank(
    terms: string[],
    filter: FacetPredicate | undefined,
    passes: ((id: number) => boolean) | undefined,
    wanted: number,
  ): { ranked: Ranked[]; total: number; matcher: WordMatcher } {
    const meaningful = terms.filter((t) => !STOP_WORDS.has(t));
    const words = meaningful.length > 0 ? meaningful : terms;
    const expansions = words.flatMap((w, i) => this.engine.expand(w, i, words));
    const matcher = matcherFromExpansions(words, expansions);
    if (words.length === 0) return { ranked: [], total: 0, matcher };
    const byWord = words.map((_, i) => expansions.filter((e) => e.word === i));
    let all = byWord.every((list) => list.length > 0) ? this.run(words, byWord, filter, passes, 'AND') : [];
    // Algolia's removeWordsIfNoResults=allOptional, which DocSearch uses: a
    // question in plain words still finds the sections that share most of them.
    if (all.length === 0 && words.length > 1) all = this.run(words, byWord, filter, passes, 'OR');
    const perPage = new Map<string, number>();
    for (const r of all) perPage.set(r.page, (perPage.get(r.page) ?? 0) + 1);
    for (const r of all) r.pageMatches = perPage.get(r.page) ?? 0;
    if (words.length === 1 || wanted <= 0)
      return { ranked: topK(all, wanted, compareRanked), total: all.length, matcher };
    // Proximity needs the text, so it is measured only where it can still
    // change what is shown: every match on a small site, the leaders on a large one.
    const pool = all.length <= PROXIMITY_POOL ? all : topK(all, wanted + PROXIMITY_POOL, compareRanked);
    for (const r of pool) r.proximity = proximity(r.section, matcher, words.length);
    return { ranked: topK(pool, wanted, compareRanked), total: all.length, matcher };
  }

  private run(
    words: string[],
    byWord: Expansion[][],
    filter: FacetPredicate | undefined,
    passes: ((id: number) => boolean) | undefined,
    combineWith: 'AND' | 'OR',
  ): Ranked[] {
    const boostOf = new Map<string, number>();
    const byTerm = new Map<string, Expansion[]>();
    for (const e of byWord.flat()) {
      boostOf.set(e.term, Math.max(boostOf.get(e.term) ?? 0, KIND_BOOST[e.kind]));
      byTerm.set(e.term, [...(byTerm.get(e.term) ?? []), e]);
    }
    const queries: Query[] = byWord
      .filter((list) => list.length > 0)
      .map((list) => ({ combineWith: 'OR', queries: list.map((e) => e.term) }));
    // One- and two-letter queries say too little to scan every paragraph for.
    const headingsOnly = words.every((w) => w.length < 3);
    const matches = this.engine.matches(
      { combineWith, queries },
      {
        fields: headingsOnly ? HEADING_FIELDS : undefined,
        fuzzy: false,
        prefix: false,
        boost: BOOST,
        boostTerm: (term) => boostOf.get(term) ?? 1,
      },
    );
    const scratch = {
      typos: new Int32Array(words.length),
      rank: new Int32Array(words.length),
      flags: new Uint8Array(words.length),
    };
    const ranked: Ranked[] = [];
    for (const m of matches) {
      if (passes && !passes(m.id)) continue;
      const r = this.score(m, byTerm, filter, scratch);
      if (r) ranked.push(r);
    }
    return ranked;
  }

  private score(
    m: RawMatch,
    byTerm: Map<string, Expansion[]>,
    filter: FacetPredicate | undefined,
    best: { typos: Int32Array; rank: Int32Array; flags: Uint8Array },
  ): Ranked | null {
    const section = this.sections[m.id];
    // flags per query word: 1 matched, 2 exact, 4 found in a heading
    best.flags.fill(0);
    for (const term in m.match) {
      let rank: number = FIELDS.length;
      for (const f of m.match[term]) rank = Math.min(rank, FIELD_RANK[f] ?? FIELDS.length);
      for (const e of byTerm.get(term) ?? []) {
        const w = e.word;
        const flags = best.flags[w];
        if (rank < CONTENT_RANK) best.flags[w] |= 4;
        const exact = e.kind === 'exact';
        const better =
          !(flags & 1) ||
          e.typos < best.typos[w] ||
          (e.typos === best.typos[w] && (rank < best.rank[w] || (rank === best.rank[w] && exact && !(flags & 2))));
        if (better) {
          best.typos[w] = e.typos;
          best.rank[w] = rank;
          best.flags[w] = (best.flags[w] & 4) | 1 | (exact ? 2 : 0);
        }
      }
    }
    let words = 0;
    let typos = 0;
    let attribute = 0;
    let exact = 0;
    let allInHeadings = true;
    for (let w = 0; w < best.flags.length; w++) {
      const flags = best.flags[w];
      if (!(flags & 1)) continue;
      words++;
      typos += best.typos[w];
      attribute += best.rank[w];
      if (flags & 2) exact++;
      if (!(flags & 4)) allInHeadings = false;
    }
    if (words === 0) return null;
    const heading = section.heading >= 0 ? this.records[section.heading] : undefined;
    const showHeading = !!heading && allInHeadings && (!filter?.perRecord || filter(heading));
    // A filter on record type can leave only the heading, which does not hold the words.
    if (
      !showHeading &&
      filter?.perRecord &&
      !section.records.some((i) => this.records[i].type === 'content' && filter(this.records[i]))
    )
      return null;
    const first = this.records[section.records[0]];
    return {
      section,
      page: first.url_without_anchor,
      words,
      typos,
      attribute,
      exact,
      proximity: 0,
      pageMatches: 0,
      pageRank: first.weight.pageRank,
      level: showHeading && heading ? heading.weight.level : 0,
      score: m.score,
      position: first.weight.position,
      showHeading,
    };
  }

  /** The record a section is shown as: its heading, or the block holding most query words. */
  private shownRecord(r: Ranked, matcher: WordMatcher, filter: FacetPredicate | undefined): number {
    const { section } = r;
    if (r.showHeading) return section.heading;
    const allowed = section.records.filter((i) => !filter?.perRecord || filter(this.records[i]));
    const blocks = allowed.filter((i) => this.records[i].type === 'content');
    let shown = blocks[0] ?? allowed[0] ?? section.records[0];
    let most = 0;
    for (const i of blocks) {
      const found = new Set<number>();
      for (const token of tokenizeCached(this.records[i].content ?? ''))
        for (const w of matcher.match(token.norm)?.words ?? []) found.add(w);
      if (found.size > most) [shown, most] = [i, found.size];
    }
    return shown;
  }
}

export function createSearchIndex(records: readonly SearchRecord[]): SearchIndex {
  return new SearchIndex(records);
}
