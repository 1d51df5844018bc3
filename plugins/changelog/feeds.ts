import { Feed } from 'feed';
import { escapeHtml } from '../../packages/search/src/node';
import { CHANGELOG_PATH, changelogFeeds, ruleLabels, type ChangelogEntry, type FeedFormat } from '../../lib/changelog';

export interface FeedSite {
  /** The site's public origin and base, e.g. `https://developers.amsterdam/`. */
  siteUrl: string;
  title: string;
  /** The version of the site, for the feeds' generator line. */
  version: string;
}

const FEED_TITLE = 'What changed in the standards';

/** A feed item's title: the page, and the rule it changed in words. */
function itemTitle(entry: ChangelogEntry): string {
  const label = ruleLabels[entry.rule];
  return label ? `${entry.title}: ${label}` : entry.title;
}

/** The day as a moment: noon UTC, so it reads as the same calendar day in every time zone a reader is in. */
const dayAt = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Atom 1.0, RSS 2.0 and JSON Feed of the changelog, newest first, with every
 * address absolute on the site's own URL. An item links to the page that
 * changed; its id is the entry's place on /changelog, which never changes.
 */
export function changelogFeedFiles(entries: readonly ChangelogEntry[], site: FeedSite): Record<FeedFormat, string> {
  const absolute = (route: string) => new URL(route.replace(/^\//, ''), site.siteUrl).href;
  const changelogUrl = absolute(CHANGELOG_PATH);
  const feedUrl = (format: FeedFormat) => absolute(changelogFeeds.find((feed) => feed.format === format)!.file);
  const feed = new Feed({
    id: changelogUrl,
    title: `${FEED_TITLE} · ${site.title}`,
    description: 'Every change to the technology standards of the City of Amsterdam, newest first.',
    link: changelogUrl,
    language: 'en',
    favicon: absolute('/img/favicon.ico'),
    copyright: 'City of Amsterdam',
    generator: `${site.title} ${site.version}`,
    // The newest change, not the build time: a rebuild without a new change leaves the feeds as they were.
    updated: entries[0] ? dayAt(entries[0].date) : new Date(0),
    feedLinks: { atom: feedUrl('atom'), rss: feedUrl('rss'), json: feedUrl('json') },
    author: { name: 'Engineering Enablement, City of Amsterdam', link: absolute('/') },
  });
  for (const entry of entries) {
    feed.addItem({
      title: itemTitle(entry),
      id: absolute(`${CHANGELOG_PATH}#${entry.anchor}`),
      link: absolute(entry.permalink),
      date: dayAt(entry.date),
      published: dayAt(entry.date),
      // Atom marks both as HTML and RSS readers read them so; the summary is plain text.
      description: escapeHtml(entry.summary),
      content: `<p>${escapeHtml(entry.summary)}</p>`,
      category: entry.rule === 'none' ? [] : [{ name: entry.rule.toUpperCase(), term: entry.rule }],
    });
  }
  // JSON Feed's summary is plain text, where Atom's and RSS's are HTML: give it the summary as written.
  const json = JSON.parse(feed.json1()) as { items: { summary?: string }[] };
  json.items.forEach((item, index) => {
    item.summary = entries[index]!.summary;
  });
  return { atom: feed.atom1(), rss: feed.rss2(), json: `${JSON.stringify(json, null, 2)}\n` };
}
