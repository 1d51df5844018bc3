// Planning and ranking: which sections answer a query, in which order, and
// which page texts that order needs before it is final. Works on the
// sections' words and headings; the response shape is respond.ts's job.
import type { Query } from 'minisearch';
import type { Corpus, Section } from './corpus';
import { TermIndex, type Expansion, type RawMatch } from './expand';
import type { FacetPredicate } from './facets';
import { matcherFromExpansions, type WordMatcher } from './highlight';
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
} from './rank';
import { queryTerms, words as indexWords } from './text';
import type { Hierarchy } from './types';

/** What ranking needs of a request: its words, its filters and how many hits it shows from where. */
export interface PlanRequest {
  query: string;
  filter: FacetPredicate | undefined;
  /** Identifies `filter` for the caches: the facet filters as sent. */
  filterKey: string;
  /** Hits up to the end of the requested page. */
  wanted: number;
  /** Index of the first hit of the requested page. */
  from: number;
}

/** What ranking settles before any text is read, kept so that preparing a request and answering it rank once. */
export interface Plan {
  candidates: Ranked[];
  total: number;
  matcher: WordMatcher;
  /** Candidates whose proximity only their text can tell. */
  unsettled: Ranked[];
  wordCount: number;
  /** Pages whose text the answer reads. */
  pages: number[];
}

/** The modal sends the same filters with a growing query: a few plans and verdicts cover a typing session. */
const PLAN_CACHE_SIZE = 8;
const VERDICT_CACHE_SIZE = 16;

/** The least proximity a section can have: 1 per pair of neighbouring words, 0 where one indexed word answers both. */
function proximityFloor(byWord: readonly Expansion[][]): number {
  let floor = 0;
  for (let w = 0; w + 1 < byWord.length; w++) {
    const next = new Set(byWord[w + 1].map((e) => e.term));
    if (!byWord[w].some((e) => next.has(e.term))) floor++;
  }
  return floor;
}

export class Planner {
  readonly engine: TermIndex;
  private readonly sections: Section[];
  /** Per facet-filter string, each section's verdict (0 unknown, 1 in, 2 out): a keystroke matches many sections. */
  private readonly verdicts = new Map<string, Uint8Array>();
  private readonly plans = new Map<string, Plan>();

  constructor(private readonly corpus: Corpus) {
    const sections = (this.sections = corpus.sections);
    const terms = corpus.sectionTerms;
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
    corpus.releaseTerms();
  }

  /** Ranks the request as far as the loaded texts allow; `order` finishes it once the plan's pages are in. */
  plan(request: PlanRequest): Plan {
    const terms = queryTerms(request.query);
    const key = JSON.stringify([terms, request.filterKey, request.wanted, request.from]);
    let plan = this.plans.get(key);
    if (!plan) {
      if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.clear();
      this.plans.set(key, (plan = this.rank(terms, request)));
    }
    return plan;
  }

  /** The final order, once the texts the plan asked for are in. */
  order(plan: Plan, wanted: number): Ranked[] {
    for (const r of plan.unsettled) r.proximity = proximity(r.section, plan.matcher, plan.wordCount);
    return topK(plan.candidates, wanted, compareRanked);
  }

  /**
   * Whether the filter lets the section through. Filters test what a section's records share (language, version
   * tag, hierarchy, URL), so its first record decides for all of them.
   */
  sectionPasses(section: Section, filter: FacetPredicate): boolean {
    return filter(this.corpus.records[section.records[0]]);
  }

  private verdictsFor(key: string, filter: FacetPredicate): (id: number) => boolean {
    let verdicts = this.verdicts.get(key);
    if (!verdicts) {
      if (this.verdicts.size >= VERDICT_CACHE_SIZE) this.verdicts.clear();
      this.verdicts.set(key, (verdicts = new Uint8Array(this.sections.length)));
    }
    const cache = verdicts;
    return (id) => {
      if (cache[id] === 0) cache[id] = this.sectionPasses(this.sections[id], filter) ? 1 : 2;
      return cache[id] === 1;
    };
  }

  private rank(terms: string[], { filter, filterKey, wanted, from }: PlanRequest): Plan {
    const passes = filter && this.verdictsFor(filterKey, filter);
    const meaningful = terms.filter((t) => !STOP_WORDS.has(t));
    const words = meaningful.length > 0 ? meaningful : terms;
    const expansions = words.flatMap((w, i) => this.engine.expand(w, i, words));
    const matcher = matcherFromExpansions(words, expansions);
    const none = { candidates: [], total: 0, matcher, unsettled: [], wordCount: words.length, pages: [] };
    if (words.length === 0) return none;
    const byWord = words.map((_, i) => expansions.filter((e) => e.word === i));
    let all = byWord.every((list) => list.length > 0) ? this.run(words, byWord, passes, 'AND') : [];
    // Algolia's removeWordsIfNoResults=allOptional, which DocSearch uses: a
    // question in plain words still finds the sections that share most of them.
    if (all.length === 0 && words.length > 1) all = this.run(words, byWord, passes, 'OR');
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

  private run(
    words: string[],
    byWord: Expansion[][],
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
      const r = this.score(m, byTerm, scratch);
      if (r) ranked.push(r);
    }
    return ranked;
  }

  private score(
    m: RawMatch,
    byTerm: Map<string, Expansion[]>,
    best: { typos: Int32Array; rank: Int32Array; flags: Uint8Array },
  ): Ranked | null {
    const { records } = this.corpus;
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
    const heading = section.heading >= 0 ? records[section.heading] : undefined;
    const showHeading = !!heading && allInHeadings;
    const first = records[section.records[0]];
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
}
