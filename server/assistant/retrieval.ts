import { jsonSchema, tool } from 'ai';
import {
  DOCSEARCH_REQUEST_DEFAULTS,
  MAX_QUERY_LENGTH,
  type FacetFilters,
  type SearchHit,
  compileFacetFilters,
  type FacetPredicate,
  type WordMatcher,
  buildHit,
  type SearchRecord,
} from '../../packages/search/src/node';
import type { Library, Section } from './library';
import { matches, questionTerms, WEIGHING, type Term } from './question';
import { stem } from './stem';
import { allStems, contentWords } from './words';

/** Highlights every form of the question's words ("validates" for "validate"), and words related to them. */
function stemMatcher(words: readonly string[], terms: readonly Term[]): WordMatcher {
  const index = new Map(words.map((w, i) => [stem(w), i]));
  const memo = new Map<string, ReturnType<WordMatcher['match']>>();
  return {
    words,
    marked: new Map(),
    match(norm) {
      if (!memo.has(norm)) {
        const s = stem(norm);
        const found = terms
          .filter((t) => t.stem === s || t.related.has(s))
          .map((t) => index.get(t.stem))
          .filter((i): i is number => i !== undefined);
        memo.set(norm, found.length > 0 ? { words: [...new Set(found)], prefixLength: null } : null);
      }
      return memo.get(norm)!;
    },
  };
}

export const SEARCH_TOOL = 'searchIndex';
/** Sections handed to the model per search: enough to answer from, few enough to read. */
const HITS_PER_SEARCH = 8;

/**
 * How sections are ranked for a question. The search core ranks for people
 * typing a few words (all words required, then proximity and headings); a
 * question is a sentence whose words a section rarely holds all of. Sections
 * are ranked by BM25 over their stemmed words instead, a related word
 * counting as a weaker occurrence and the headings above a section counting
 * as words of it; the hits are then built by the core, as search shows them.
 */
const RANKING = {
  k1: 1.2,
  b: 0.75,
  /** A question word in the section's headings (page title down to its own) counts as this many occurrences. */
  headingBoost: 1,
  /** Two neighbouring question words found side by side ("pull request") add this share of their weights. */
  pairBoost: 0.5,
  /**
   * The section's page, ranked as one document, adds this share of its BM25:
   * a question's words are often spread over the page that answers it.
   */
  pageShare: 0.3,
  /**
   * The kind of a product the question names and the standards do not weighs, for ranking, at least this share
   * of the question's heaviest word (0.3 measures best on the tuning set).
   */
  kindShare: 0.3,
  /** A question word found only in the code a section's sentences introduce counts as this share of an occurrence. */
  codeCredit: 0.3,
} as const;

/** What the tool returns, and what the UI shows as the search step. */
export interface SearchOutput {
  query: string;
  hits: SearchHit[];
}

/** What the model reads: the retrieved sections with their whole text, in rank order. */
export interface SectionsForModel {
  query: string;
  sections: Array<{ url: string; title: string; text: string }>;
}

/** The standards' sections, ranked for a question; hits built by the search core from the index the build wrote. */
export class Retriever {
  constructor(readonly library: Library) {}

  /** BM25 of a section for the question's terms; a related word counts as a weaker occurrence. */
  private bm25(terms: readonly Term[], section: Section): number {
    const { k1, b, headingBoost } = RANKING;
    const norm = k1 * (1 - b + (b * section.length) / Math.max(1, this.library.averageLength));
    let total = 0;
    for (const term of terms) {
      let tf = section.frequencies.get(term.stem) ?? 0;
      if (tf === 0) {
        for (const r of term.related) tf = Math.max(tf, section.frequencies.get(r) ?? 0);
        tf *= WEIGHING.relatedCredit;
      }
      // A word only the section's code examples hold ("docs/adr" in a layout) still finds it, as a weak occurrence.
      if (tf === 0) tf = RANKING.codeCredit * matches(term, section.codeStems);
      tf += headingBoost * matches(term, section.headingStems);
      total += term.weight * ((tf * (k1 + 1)) / (tf + norm));
    }
    for (let i = 0; i + 1 < terms.length; i++) {
      if (section.pairs.has(`${terms[i].stem} ${terms[i + 1].stem}`))
        total += RANKING.pairBoost * (terms[i].weight + terms[i + 1].weight);
    }
    return total;
  }

  /** BM25 of a whole page for the question's terms. */
  private pageBm25(terms: readonly Term[], pageUrl: string): number {
    const page = this.library.pages.get(pageUrl);
    if (!page) return 0;
    const { k1, b } = RANKING;
    const norm = k1 * (1 - b + (b * page.length) / Math.max(1, this.library.averagePageLength));
    let total = 0;
    for (const term of terms) {
      let tf = page.frequencies.get(term.stem) ?? 0;
      if (tf === 0) {
        for (const r of term.related) tf = Math.max(tf, page.frequencies.get(r) ?? 0);
        tf *= WEIGHING.relatedCredit;
      }
      total += term.weight * ((tf * (k1 + 1)) / (tf + norm));
    }
    return total;
  }

  /** The record a section is shown as, as the core does: its heading when that holds the words, else its block holding most. */
  private shownRecord(section: Section, terms: readonly Term[], filter: FacetPredicate | undefined): SearchRecord {
    const allowed = section.records.filter((r) => !filter || filter(r));
    const heading = allowed.find((r) => r.type !== 'content');
    const weightIn = (text: string) => {
      const stems = allStems(text);
      return terms.reduce((sum, t) => sum + t.weight * matches(t, stems), 0);
    };
    const inHeadings = terms.reduce((sum, t) => sum + t.weight * matches(t, section.headingStems), 0);
    let best = heading ?? allowed[0] ?? section.records[0];
    let most = heading ? inHeadings : -1;
    for (const record of allowed) {
      if (record.type !== 'content' || !record.content) continue;
      const found = weightIn(record.content);
      if (found > most) [best, most] = [record, found];
    }
    return best;
  }

  /** The sections that best answer a query, as DocSearch-shaped hits built by the search core. */
  search(query: string, facetFilters?: FacetFilters): SearchOutput {
    const q = query.slice(0, MAX_QUERY_LENGTH);
    const asked = questionTerms(this.library, q);
    // A product the standards never name ("is mongodb ok?") is what the question is about, and its kind
    // ("database") is where the standards rule on it; a common word like that would otherwise weigh next to nothing.
    const heaviest = Math.max(0, ...asked.map((t) => t.weight));
    const terms = asked.map((t) => (t.kind ? { ...t, weight: Math.max(t.weight, RANKING.kindShare * heaviest) } : t));
    const filter = compileFacetFilters(facetFilters);
    const pageScores = new Map<string, number>();
    const pageScore = (url: string) => {
      if (!pageScores.has(url)) pageScores.set(url, this.pageBm25(terms, url));
      return pageScores.get(url)!;
    };
    const ranked = this.library.sections
      // Lists of links to elsewhere answer nothing themselves.
      .filter((section) => section.heading !== 'Further reading')
      .filter((section) => !filter || section.records.some((r) => filter(r)))
      .map((section) => {
        const own = this.bm25(terms, section);
        return { section, score: own > 0 ? own + RANKING.pageShare * pageScore(section.pageUrl) : 0 };
      })
      .filter((s) => s.score > 0)
      .sort((x, y) => y.score - x.score)
      .slice(0, HITS_PER_SEARCH);
    const matcher = stemMatcher(contentWords(q), terms);
    const hits = ranked.map(({ section }) =>
      buildHit(this.shownRecord(section, terms, filter), matcher, {
        attributesToRetrieve: DOCSEARCH_REQUEST_DEFAULTS.attributesToRetrieve,
        attributesToSnippet: ['content:20'],
        tags: { pre: '<mark>', post: '</mark>' },
        ellipsis: '…',
      }),
    );
    return { query: q, hits };
  }

  /** The sections behind hits, for the model; hits that name no known section (a client's invention) are left out. */
  forModel({ query, hits }: SearchOutput): SectionsForModel {
    const sections = hits
      .map((hit) => (hit.url ? this.library.section(hit.url) : undefined))
      .filter((s) => s !== undefined)
      .map((s) => ({ url: s.url, title: s.title, text: s.blocks.join('\n') }));
    return { query, sections };
  }
}

/** The one tool of the assistant: search the standards, honouring the client's facet filters. */
export function searchTool(retriever: Retriever, facetFilters?: FacetFilters) {
  return tool({
    description:
      'Search the technology standards of the City of Amsterdam. Returns the best-matching sections, each with its URL, title and full text. Use short keyword queries.',
    inputSchema: jsonSchema<{ query: string }>(
      {
        type: 'object',
        properties: { query: { type: 'string', description: 'Keywords to search for', minLength: 1, maxLength: 512 } },
        required: ['query'],
        additionalProperties: false,
      },
      {
        validate: (value) =>
          typeof value === 'object' &&
          value !== null &&
          typeof (value as { query?: unknown }).query === 'string' &&
          (value as { query: string }).query.trim() !== ''
            ? { success: true, value: { query: (value as { query: string }).query.trim() } }
            : { success: false, error: new Error('searchIndex needs a non-empty "query" string') },
      },
    ),
    execute: async ({ query }): Promise<SearchOutput> => {
      // Ranking runs on this thread: let the chunks so far (start, reasoning, the call) reach the client first.
      await new Promise((resolve) => setImmediate(resolve));
      return retriever.search(query, facetFilters);
    },
    toModelOutput: ({ output }) => ({ type: 'json', value: { ...retriever.forModel(output) } }),
  });
}
