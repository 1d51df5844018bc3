import type { Section } from './corpus';
import type { WordMatcher } from './highlight';
import { tokenizeCached } from './text';
import type { Hierarchy } from './types';

/**
 * Searchable attributes, most important first (Algolia's "attribute"
 * criterion). The page title beats section headings, which beat the sidebar
 * category, which beats body text. lvl0 sits below the headings because
 * "Documentation" is the fallback category of unlisted pages and would
 * otherwise outrank the page titled "Documentation".
 */
export const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl0', 'content'] as const;
type Field = (typeof FIELDS)[number];
export const HEADING_FIELDS = FIELDS.filter((f) => f !== 'content');
export const FIELD_RANK: Record<string, number> = Object.fromEntries(FIELDS.map((f, i) => [f, i]));
export const CONTENT_RANK = FIELD_RANK.content;
export const BOOST: Record<Field, number> = {
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  lvl0: 1.5,
  content: 1,
};
export const KIND_BOOST = { exact: 1, prefix: 0.8, typo: 0.5 };
const MAX_PROXIMITY = 8;
/**
 * Proximity needs the sections' text, which the browser fetches per page, so
 * it reorders only the leaders: those shown plus this many behind them.
 */
export const PROXIMITY_POOL = 10;

/** Dropped from a query that has other words: they match everywhere and mean nothing. */
export const STOP_WORDS = new Set(
  (
    'a about an and any are as at be by can could do does for from get go goes has have how i if in into is it me my of on or our ' +
    'should so that the their there these this those to we what when where which who why will with would you your'
  ).split(' '),
);

export interface Ranked {
  section: Section;
  page: string;
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  /** Sum over neighbouring query words of their closest distance in the section, capped like Algolia's at 8. */
  proximity: number;
  pageRank: number;
  level: number;
  /** Sections of the same page that match: a page that keeps coming back is about the query. */
  pageMatches: number;
  score: number;
  position: number;
  /** The heading record is shown when every matched word is in the headings. */
  showHeading: boolean;
}

/**
 * Algolia's tie-breaking order: words, typo, attribute, proximity, exact,
 * then DocSearch's custom ranking (page rank, level, position), so both
 * providers order alike. Between level and position, pages that match in
 * many sections go first; MiniSearch's score only breaks what is left.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    a.proximity - b.proximity ||
    b.exact - a.exact ||
    b.pageRank - a.pageRank ||
    b.level - a.level ||
    b.pageMatches - a.pageMatches ||
    a.position - b.position ||
    b.score - a.score
  );
}

/** The best `k` in order, without sorting thousands of matches to show twenty. */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return [...items].sort(compare).slice(0, k);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && compare(item, top[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/**
 * Sum over neighbouring query words of their closest distance in the
 * section's headings and, unless `withContent` is false, its text.
 */
export function proximity(section: Section, matcher: WordMatcher, wordCount: number, withContent = true): number {
  const positions: number[][] = Array.from({ length: wordCount }, () => []);
  let at = 0;
  const texts = HEADING_FIELDS.map((f) => section.hierarchy[f as keyof Hierarchy]);
  if (withContent) texts.push(section.content);
  for (const text of texts) {
    if (!text) continue;
    for (const token of tokenizeCached(text)) {
      for (const w of matcher.match(token.norm)?.words ?? []) positions[w].push(at);
      at++;
    }
    at += MAX_PROXIMITY; // words in different fields are not neighbours
  }
  let sum = 0;
  for (let w = 0; w + 1 < wordCount; w++) {
    const [a, b] = [positions[w], positions[w + 1]];
    let closest = MAX_PROXIMITY;
    for (let i = 0, j = 0; i < a.length && j < b.length && closest > 1;) {
      closest = Math.min(closest, Math.abs(a[i] - b[j]));
      if (a[i] < b[j]) i++;
      else j++;
    }
    sum += closest;
  }
  return sum;
}

/**
 * Proximity only decides between candidates that tie on words, typos and
 * attribute, and the text can only bring words closer than the headings do,
 * never below `floor`. Sets it wherever that settles it, without the text,
 * and returns the candidates whose text must be read to know it.
 */
export function settleProximity(
  candidates: readonly Ranked[],
  matcher: WordMatcher,
  wordCount: number,
  floor: number,
): Ranked[] {
  const ties = new Map<string, Ranked[]>();
  for (const r of candidates) {
    const key = `${r.words} ${r.typos} ${r.attribute}`;
    const group = ties.get(key);
    if (group) group.push(r);
    else ties.set(key, [r]);
  }
  const unsettled: Ranked[] = [];
  for (const group of ties.values()) {
    for (const r of group) {
      r.proximity = group.length === 1 ? 0 : proximity(r.section, matcher, wordCount, false);
      if (group.length > 1 && r.proximity > floor) unsettled.push(r);
    }
  }
  return unsettled;
}
