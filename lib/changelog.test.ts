import { describe, expect, it } from 'vitest';
import {
  byDay,
  changeAnchor,
  changeHref,
  changelogEntries,
  feedContentType,
  latestChange,
  type ChangedPage,
} from './changelog';

const pages: ChangedPage[] = [
  {
    docId: 'backend/database',
    title: 'Database',
    permalink: '/docs/backend/database',
    changes: [
      { date: '2026-11-23', summary: 'Migrations MUST be versioned.', rule: 'must' },
      { date: '2026-11-24', summary: 'Wording.', rule: 'none' },
    ],
  },
  {
    docId: 'general/using-git',
    title: 'Using Git',
    permalink: '/docs/general/using-git',
    changes: [{ date: '2026-11-23', summary: 'Flows.', rule: 'should' }],
  },
  { docId: 'intro', title: 'Collaborating on standards', permalink: '/docs/intro', changes: [] },
];

describe('changelogEntries', () => {
  it('lists every change newest first, pages of one day by title, each with its anchor', () => {
    expect(changelogEntries(pages).map((e) => [e.date, e.title, e.anchor])).toEqual([
      ['2026-11-24', 'Database', 'backend-database-2026-11-24'],
      ['2026-11-23', 'Database', 'backend-database-2026-11-23'],
      ['2026-11-23', 'Using Git', 'general-using-git-2026-11-23'],
    ]);
  });

  it('groups them by day in that order', () => {
    expect(byDay(changelogEntries(pages)).map(({ date, entries }) => [date, entries.length])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-23', 2],
    ]);
  });
});

describe('anchors and links', () => {
  it('names a page change by its doc id and day, as a link on /changelog', () => {
    expect(changeAnchor('frontend/languages-and-frameworks', '2026-11-23')).toBe(
      'frontend-languages-and-frameworks-2026-11-23',
    );
    expect(changeHref('intro', '2026-11-23')).toBe('/changelog#intro-2026-11-23');
  });

  it('latestChange is the newest day, or undefined without changes', () => {
    expect(latestChange(pages[0]!.changes)).toBe('2026-11-24');
    expect(latestChange([])).toBeUndefined();
  });

  it('types each feed file, and nothing else', () => {
    expect(feedContentType('changelog/atom.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(feedContentType('changelog/rss.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(feedContentType('changelog/feed.json')).toBe('application/feed+json; charset=utf-8');
    expect(feedContentType('sitemap.xml')).toBeUndefined();
  });
});
