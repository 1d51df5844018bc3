/**
 * Where a page's change sits on /changelog. On its own, without the rest of
 * lib/changelog.ts, because every doc page's review line imports it: the
 * feeds' table and labels stay out of that page's JavaScript.
 */

/** The page that lists every change, newest first. */
export const CHANGELOG_PATH = '/changelog';

/**
 * The id of a page's change on /changelog: the doc id and the day, which the
 * front-matter rules keep unique per page. Stays the same when other entries
 * are added, so links to it keep working.
 */
export function changeAnchor(docId: string, date: string): string {
  return `${docId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${date}`;
}

/** The link to a page's change on /changelog. */
export const changeHref = (docId: string, date: string): string => `${CHANGELOG_PATH}#${changeAnchor(docId, date)}`;
