import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import matter from 'gray-matter';
import { beforeAll, describe, expect, it } from 'vitest';
import { changelogEntries, type ChangelogEntry } from '../../lib/changelog';
import { docRoute } from '../../lib/site-facts';
import { isDocsPage } from '../front-matter/parse';
import { changelogFeedFiles } from './feeds';
import { changedPages } from './read';

const siteDir = resolve(__dirname, '../..');
const docsDir = join(siteDir, 'docs');
const siteUrl = 'https://developers.amsterdam/';

/** The pages of docs/ as the docs plugin gives them to plugins/changelog (the fields it reads). */
function docsAsLoaded() {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => isDocsPage(join(docsDir, file), docsDir))
    .map((file) => {
      const id = file
        .split(sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      const title = String(matter(readFileSync(join(docsDir, file), 'utf8')).data.title);
      return { id, title, permalink: docRoute(id), source: `@site/docs/${file.split(sep).join('/')}` };
    });
}

/** The doc page a site URL names, when it is one: its Markdown file in docs/. */
function pageFileOf(url: string): string | undefined {
  const { origin, pathname, hash } = new URL(url);
  if (origin !== new URL(siteUrl).origin || hash) return undefined;
  const file = join(siteDir, `${pathname.slice(1)}.md`);
  return existsSync(file) ? file : undefined;
}

let entries: ChangelogEntry[];
let files: ReturnType<typeof changelogFeedFiles>;

beforeAll(async () => {
  // The real pages: a change in docs/ that breaks a feed fails here.
  const docs = docsAsLoaded() as unknown as Parameters<typeof changedPages>[1];
  entries = changelogEntries(await changedPages(siteDir, docs));
  files = changelogFeedFiles(entries, { siteUrl, title: 'Amsterdam Developers', version: '0.5.10' });
});

describe('the changelog feeds of the real pages', () => {
  it('every page lists its changes', () => {
    expect(new Set(entries.map((entry) => entry.docId)).size).toBe(docsAsLoaded().length);
  });

  it.each(['atom', 'rss'] as const)('%s parses, newest first, with dates and links to real pages', (format) => {
    const feed = parseFeed(files[format]);
    expect(feed.meta.type).toBe(format);
    expect(feed.title).toBe('What changed in the standards · Amsterdam Developers');
    expect(feed.url).toBe(`${siteUrl}changelog`);
    // Atom has no language of its own in the `feed` package's output; RSS states it.
    if (format === 'rss') expect(feed.language).toBe('en');
    expect(feed.items).toHaveLength(entries.length);

    feed.items.forEach((item, index) => {
      const entry = entries[index]!;
      expect(item.url).toBe(`${siteUrl}${entry.permalink.slice(1)}`);
      expect(pageFileOf(item.url!), `${item.url} is a page of docs/`).toBeDefined();
      expect(item.id).toBe(`${siteUrl}changelog#${entry.anchor}`);
      expect(item.published?.toISOString().slice(0, 10) ?? item.updated?.toISOString().slice(0, 10)).toBe(entry.date);
      expect(item.description).toBe(entry.summary);
      expect(item.title).toBe(
        entry.rule === 'none' ? entry.title : `${entry.title}: ${entry.rule.toUpperCase()} rule changed`,
      );
    });
    const dates = feed.items.map((item) => (item.published ?? item.updated)!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.updated?.toISOString().slice(0, 10)).toBe(entries[0]!.date);
  });

  it('each feed names its own address', () => {
    expect(parseFeed(files.atom).self).toBe(`${siteUrl}changelog/atom.xml`);
    expect(parseFeed(files.rss).self).toBe(`${siteUrl}changelog/rss.xml`);
  });

  it('the JSON Feed holds the same items, with absolute links and ISO 8601 dates', () => {
    const json = JSON.parse(files.json) as {
      version: string;
      title: string;
      home_page_url: string;
      feed_url: string;
      items: { id: string; url: string; title: string; summary: string; date_published: string }[];
    };
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(?:\.1)?$/);
    expect(json.home_page_url).toBe(`${siteUrl}changelog`);
    expect(json.feed_url).toBe(`${siteUrl}changelog/feed.json`);
    expect(json.items.map((item) => item.id)).toEqual(entries.map((e) => `${siteUrl}changelog#${e.anchor}`));
    for (const [index, item] of json.items.entries()) {
      expect(pageFileOf(item.url), `${item.url} is a page of docs/`).toBeDefined();
      expect(item.date_published.slice(0, 10)).toBe(entries[index]!.date);
      expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
      expect(item.summary).toBe(entries[index]!.summary);
    }
  });

  it('marks rule changes in words, and writes a summary as text, never as markup', () => {
    const atom = parseFeed(files.atom);
    const must = atom.items.find((item) => item.title?.endsWith('MUST rule changed'));
    expect(must?.categories.map((category) => category.term)).toEqual(['must']);

    const tricky = {
      ...entries[0]!,
      title: 'Database',
      rule: 'must' as const,
      summary: 'Use <script> & "quotes" only in code.',
    };
    const written = changelogFeedFiles([tricky], { siteUrl, title: 'T', version: '1' });
    for (const format of ['atom', 'rss'] as const) {
      // Both feeds carry the summary as HTML, so a reader must get the markup's characters escaped.
      expect(written[format]).not.toContain('<script>');
      expect(written[format]).toContain('Use &lt;script&gt; &amp; &quot;quotes&quot; only in code.');
      expect(parseFeed(written[format]).items[0]!.title).toBe('Database: MUST rule changed');
    }
    // JSON Feed's summary is plain text.
    expect((JSON.parse(written.json) as { items: { summary: string }[] }).items[0]!.summary).toBe(tricky.summary);
  });
});
