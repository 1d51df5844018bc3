// The index the UI, the Ask AI service and the scripts search. It ties the
// parts together: the corpus (records, sections, lazily loaded page texts),
// the planner (matching and ranking), and the response shaping.
import { Corpus, type TextSource } from './corpus';
import { indexedPage, parseIndex, type IndexedPage } from './format';
import { Planner } from './plan';
import type { DocPage } from './records';
import { normalise, respond } from './respond';
import { suggest, type SuggestOptions } from './suggest';
import type { MultiSearchRequest, MultiSearchResponse, SearchRecord, SearchRequest, SearchResponse } from './types';

export interface SearchIndexOptions {
  /** Where page texts come from when the index arrives without them (the browser fetches them next to the index). */
  loadText?: TextSource;
}

export class SearchIndex {
  private readonly corpus: Corpus;
  private readonly planner: Planner;

  constructor(pages: readonly IndexedPage[], options: SearchIndexOptions = {}) {
    this.corpus = new Corpus(pages, options.loadText);
    this.planner = new Planner(this.corpus);
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
      for (const p of this.planner.plan(normalise(request)).pages) if (!this.corpus.isLoaded(p)) pages.add(p);
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
    const n = normalise(request);
    const plan = this.planner.plan(n);
    const missing = plan.pages.filter((p) => !this.corpus.isLoaded(p));
    if (missing.length > 0)
      throw new Error(`Search needs the text of ${this.corpus.url(missing[0])}: call prepare() with the request first`);
    return respond(this.corpus.records, request, n, plan, this.planner.order(plan, n.wanted));
  }

  multiSearch(body: MultiSearchRequest): MultiSearchResponse {
    const requests = Array.isArray(body?.requests) ? body.requests : [];
    return { results: requests.map((r) => this.search(r)) };
  }

  /** Up to `options.limit` (3) other queries that do find something, for the no-results screen. */
  suggest(query: string, options: SuggestOptions = {}): string[] {
    const finds = (candidate: string, facetFilters: SuggestOptions['facetFilters']) =>
      this.search({ indexName: '', query: candidate, hitsPerPage: 0, facetFilters }).nbHits > 0;
    return suggest(this.planner, this.corpus.sections, finds, query, options);
  }
}
