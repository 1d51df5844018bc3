// The labelled queries of queries.json and queries-frozen.json, and how a visitor types them,
// shared by the bench and the engine tests. A module of its own: importing
// bench-search.ts runs the bench.
import frozen from './queries-frozen.json';
import queries from './queries.json';

export interface LabelledQuery {
  query: string;
  /** The page that should come first. */
  expected: string;
  typo?: boolean;
}

/** Checked against the JSON when it is compiled, not cast. */
export const labelledQueries: readonly LabelledQuery[] = queries;

/**
 * The frozen queries, queries-frozen.json: written blind, by someone who had
 * seen only the rendered pages (not the engine, not queries.json), and never
 * tuned on. Their figures are the ones that count; the labelled queries above
 * have been looked at while the ranking was improved. A test holds the file's
 * hash: a change to it is a new set, written the same way, not an edit.
 */
export const frozenQueries: readonly LabelledQuery[] = frozen;

/** What the modal is sent while a query is typed: every prefix of it. */
export const prefixes = (query: string): string[] =>
  Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));

/** Every keystroke of every labelled query, as the modal sends them. */
export const keystrokes = (list: readonly LabelledQuery[]): string[] => list.flatMap(({ query }) => prefixes(query));

export interface RankingRelevance {
  /** Mean reciprocal rank of the expected page within the first ten. */
  mrr: number;
  /** Share of queries with the expected page in the first five. */
  recall5: number;
  /** Share of queries with the expected page first. */
  first: number;
  /** One line per query whose expected page is not first. */
  misses: string[];
}

/** How well a ranking finds each query's expected page, given the pages (paths, no anchor) it ranks for a query. */
export async function rankingRelevance(
  list: readonly LabelledQuery[],
  ranked: (query: string) => Promise<readonly string[]> | readonly string[],
): Promise<RankingRelevance> {
  let reciprocal = 0;
  let found5 = 0;
  const misses: string[] = [];
  for (const q of list) {
    const pages = await ranked(q.query);
    const rank = pages.slice(0, 10).indexOf(q.expected) + 1;
    if (rank > 0) reciprocal += 1 / rank;
    if (rank > 0 && rank <= 5) found5++;
    if (rank !== 1)
      misses.push(`   ${JSON.stringify(q.query)} → ${q.expected}: rank ${rank || '>10'} (top: ${pages[0] ?? 'none'})`);
  }
  const n = Math.max(1, list.length);
  return { mrr: reciprocal / n, recall5: found5 / n, first: (list.length - misses.length) / n, misses };
}
