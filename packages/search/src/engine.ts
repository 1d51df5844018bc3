import type { Query } from 'minisearch';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_INDEX_NAME } from './constants';
import { TermIndex, type Expansion, type RawMatch } from './expand';
import { compileFacetFilters, type FacetPredicate } from './facets';
import { matcherFromExpansions, type WordMatcher } from './highlight';
import { buildHit } from './hits';
import { Corpus, type TextSource } from './corpus';
import { indexedPage, parseIndex, type IndexedPage } from './format';
import type { DocPage } from './records';
import {
  BOOST,
  CONTENT_RANK,
  compareRanked,
  FIELD_RANK,
  FIELDS,
  HEADING_FIELDS,
  KIND_BOOST,
  proximity,
  PROXIMITY_POOL,
  settleProximity,
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

export interface SearchIndexOptions {
  /** Where page texts come from when the index arrives without them (the browser fetches them next to the index). */
  loadText?: TextSource;
}

/** The request as the engine reads it: bounded numbers, the query cut, the filters compiled. */
interface Normalised {
  query: string;
  hitsPerPage: number;
  page: number;
  wanted: number;
  filter: FacetPredicate | undefined;
  passes: ((id: number) => boolean) | undefined;
  filterKey: string;
}

/** What ranking settles before any text is read, kept so that preparing a request and answering it rank once. */
interface Plan {
  candidates: Ranked[];
  total: number;
  matcher: WordMatcher;
  /** Candidates whose proximity only their text can tell. */
  unsettled: Ranked[];
  wordCount: number;
  /** Pages whose text the answer reads. */
  pages: number[];
}

const PLAN_CACHE_SIZE = 8;

/** The least proximity a section can have: 1 per pair of neighbouring words, 0 where one indexed word answers both. */
function proximityFloor(byWord: readonly Expansion[][]): number {
  let floor = 0;
  for (let w = 0; w + 1 < byWord.length; w++) {
    const next = new Set(byWord[w + 1].map((e) => e.term));
    if (!byWord[w].some((e) => next.has(e.term))) floor++;
  }
  return floor;
}

export class SearchIndex {
  private readonly corpus: Corpus;
  private readonly sections: Section[];
  private readonly engine: TermIndex;
  /** Per facet-filter string, each section's verdict (0 unknown, 1 in, 2 out): the modal sends the same filters on every keystroke. */
  private readonly verdicts = new Map<string, Uint8Array>();
  private readonly plans = new Map<string, Plan>();

  constructor(pages: readonly IndexedPage[], options: SearchIndexOptions = {}) {
    this.corpus = new Corpus(pages, options.loadText);
    this.sections = this.corpus.sections;
    const { sections } = this;
    const terms = this.corpus.sectionTerms;
    // Documents are positions in `sections`, so nothing is stored twice.
    this.engine = new TermIndex({
      fields: [...FIELDS],
      idField: 'id',
      extractField: (i, field) =>
        field === 'id' ? i : field === 'content' ? terms[i].join(' ') : sections[i].hierarchy[field as keyof Hierarchy],
      // Words come out normalised already, index and query alike.
      tokenize: indexWords,
      processTerm: (term) => term,
    });
    this.engine.addAll(sections.map((_, i) => i));
    this.corpus.releaseTerms();
  }

  /** Pages with their text, as the crawler read them (Node, tests). */
  static fromPages(pages: readonly DocPage[]): SearchIndex {
    return new SearchIndex(pages.map(indexedPage));
  }

  /** From the file the build writes (`search/index.<hash>.json`), raw or parsed; texts come from `options.loadText`. */
  static fromSerialized(data: unknown, options: SearchIndexOptions = {}): SearchIndex {
    return new SearchIndex(parseIndex(data), options);
  }

  /** Every record; the content of a page whose text has not arrived is null. */
  get records(): readonly SearchRecord[] {
    return this.corpus.records;
  }

  get size(): number {
    return this.corpus.records.length;
  }

  /** Pages (by position) whose text these requests read and that are not loaded yet. */
  textNeeded(requests: readonly SearchRequest[]): number[] {
    const pages = new Set<number>();
    for (const request of requests)
      for (const p of this.plan(this.normalise(request)).pages) if (!this.corpus.isLoaded(p)) pages.add(p);
    return [...pages];
  }

  /** Loads the texts these requests read; after it resolves, `search` and `multiSearch` can answer them. */
  async prepare(requests: readonly SearchRequest[]): Promise<void> {
    await Promise.all(this.textNeeded(requests).map((p) => this.corpus.load(p)));
  }

  /** Fills in a page's text by hand (page = its position in the index), e.g. read from disk. */
  addText(page: number, data: unknown): void {
    this.corpus.addText(page, data);
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const n = this.normalise(request);
    const plan = this.plan(n);
    const missing = plan.pages.filter((p) => !this.corpus.isLoaded(p));
    if (missing.length > 0)
      throw new Error(`Search needs the text of ${this.corpus.url(missing[0])}: call prepare() with the request first`);
    const ranked = this.order(plan, n.wanted);
    const tags = { pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>' };
    const hits = ranked.slice(n.page * n.hitsPerPage, n.wanted).map((r) =>
      buildHit(this.records[this.shownRecord(r, plan.matcher, n.filter)], plan.matcher, {
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
      params: paramsString(request),
      processingTimeMS: Math.round(performance.now() - started),
      queryID: randomQueryId(),
    };
  }

  private normalise(request: SearchRequest): Normalised {
    const query = (typeof request.query === 'string' ? request.query : '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = intOr(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = intOr(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const filter = compileFacetFilters(request.facetFilters);
    const filterKey = JSON.stringify(request.facetFilters ?? null);
    const passes = filter && this.verdictsFor(filterKey, filter);
    const wanted = Math.min((page + 1) * hitsPerPage, Number.MAX_SAFE_INTEGER);
    return { query, hitsPerPage, page, wanted, filter, passes, filterKey };
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

  private plan(n: Normalised): Plan {
    const terms = queryTerms(n.query);
    const key = JSON.stringify([terms, n.filterKey, n.wanted, n.page * n.hitsPerPage]);
    let plan = this.plans.get(key);
    if (!plan) {
      if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.clear();
      this.plans.set(key, (plan = this.rank(terms, n.filter, n.passes, n.wanted, n.page * n.hitsPerPage)));
    }
    return plan;
  }

  private rank(
    terms: string[],
    filter: FacetPredicate | undefined,
    passes: ((id: number) => boolean) | undefined,
    wanted: number,
    from: number,
  ): Plan {
    const meaningful = terms.filter((t) => !STOP_WORDS.has(t));
    const words = meaningful.length > 0 ? meaningful : terms;
    const expansions = words.flatMap((w, i) => this.engine.expand(w, i, words));
    const matcher = matcherFromExpansions(words, expansions);
    const none = { candidates: [], total: 0, matcher, unsettled: [], wordCount: words.length, pages: [] };
    if (words.length === 0) return none;
    const byWord = words.map((_, i) => expansions.filter((e) => e.word === i));
    let all = byWord.every((list) => list.length > 0) ? this.run(words, byWord, filter, passes, 'AND') : [];
    // Algolia's removeWordsIfNoResults=allOptional, which DocSearch uses: a
    // question in plain words still finds the sections that share most of them.
    if (all.length === 0 && words.length > 1) all = this.run(words, byWord, filter, passes, 'OR');
    const perPage = new Map<string, number>();
    for (const r of all) perPage.set(r.page, (perPage.get(r.page) ?? 0) + 1);
    for (const r of all) r.pageMatches = perPage.get(r.page) ?? 0;
    if (wanted <= 0) return { ...none, total: all.length };
    const multi = words.length > 1;
    const candidates = topK(all, multi ? wanted + PROXIMITY_POOL : wanted, compareRanked);
    const unsettled = multi ? settleProximity(candidates, matcher, words.length, proximityFloor(byWord)) : [];
    // Texts are read for proximity where the headings leave it open, and for
    // the hits shown as a block of text (snippets); while the order is open, any candidate may be shown.
    const shown = unsettled.length > 0 ? candidates : topK(candidates, wanted, compareRanked).slice(from);
    const read = [...unsettled, ...shown.filter((r) => !r.showHeading)];
    const pages = [...new Set(read.map((r) => r.section.page))];
    return { candidates, total: all.length, matcher, unsettled, wordCount: words.length, pages };
  }

  /** The final order, once the texts the plan asked for are in. */
  private order(plan: Plan, wanted: number): Ranked[] {
    for (const r of plan.unsettled) r.proximity = proximity(r.section, plan.matcher, plan.wordCount);
    return topK(plan.candidates, wanted, compareRanked);
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
