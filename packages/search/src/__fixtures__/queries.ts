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
