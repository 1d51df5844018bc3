/**
 * What changed in the standards: the entries of /changelog and its feeds, made
 * from the `changes` list in each page's front matter (lib/front-matter.ts).
 * Pure: the build (plugins/changelog), the page (src/components/Changelog) and
 * each page's review line use it, so they agree on the order and the anchors.
 */
import { changeAnchor } from './changelog-anchor';
import type { Change } from './front-matter';

export { CHANGELOG_PATH, changeAnchor, changeHref } from './changelog-anchor';

/** The feeds of /changelog, by format: their paths in the build (and on the site), and the type each is served as. */
export const changelogFeeds = [
  { format: 'atom', title: 'Atom', file: 'changelog/atom.xml', type: 'application/atom+xml' },
  { format: 'rss', title: 'RSS', file: 'changelog/rss.xml', type: 'application/rss+xml' },
  { format: 'json', title: 'JSON Feed', file: 'changelog/feed.json', type: 'application/feed+json' },
] as const;

export type FeedFormat = (typeof changelogFeeds)[number]['format'];

/** The content type a build file is served with when it is one of the feeds (with charset: all are UTF-8). */
export function feedContentType(file: string): string | undefined {
  const feed = changelogFeeds.find((candidate) => candidate.file === file);
  return feed && `${feed.type}; charset=utf-8`;
}

/** One change of one page, with what /changelog needs to show and link it. */
export interface ChangelogEntry extends Change {
  /** The doc id (`backend/database`). */
  docId: string;
  /** The page's title and route (`/docs/backend/database`). */
  title: string;
  permalink: string;
  /** Its id on /changelog (`backend-database-2026-11-23`). */
  anchor: string;
}

/** The day of a page's newest change, or undefined when it has none. */
export function latestChange(changes: readonly Change[]): string | undefined {
  return changes.reduce<string | undefined>(
    (latest, { date }) => (!latest || date > latest ? date : latest),
    undefined,
  );
}

export interface ChangedPage {
  docId: string;
  title: string;
  permalink: string;
  changes: readonly Change[];
}

/** Every change of every page, newest first; on one day, pages in alphabetical order of their title. */
export function changelogEntries(pages: readonly ChangedPage[]): ChangelogEntry[] {
  return pages
    .flatMap(({ changes, ...page }) =>
      changes.map((change) => ({ ...change, ...page, anchor: changeAnchor(page.docId, change.date) })),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'en'));
}

/** Entries grouped by day, keeping their order. */
export function byDay(entries: readonly ChangelogEntry[]): { date: string; entries: ChangelogEntry[] }[] {
  const days: { date: string; entries: ChangelogEntry[] }[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({ date: entry.date, entries: [entry] });
  }
  return days;
}

/** How an entry's rule mark reads, in words (never colour alone); undefined for a change that touches no rule. */
export const ruleLabels: Record<Change['rule'], string | undefined> = {
  must: 'MUST rule changed',
  should: 'SHOULD rule changed',
  none: undefined,
};
