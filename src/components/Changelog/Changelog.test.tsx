// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { changelogEntries } from '@site/lib/changelog';
import Changelog from './Changelog';

const entries = changelogEntries([
  {
    docId: 'backend/database',
    title: 'Database',
    permalink: '/docs/backend/database',
    changes: [
      { date: '2026-11-23', summary: 'Every schema change MUST be a versioned migration.', rule: 'must' },
      { date: '2026-11-24', summary: 'Wording only.', rule: 'none' },
    ],
  },
  {
    docId: 'general/testing',
    title: 'Testing',
    permalink: '/docs/general/testing',
    changes: [{ date: '2026-11-23', summary: 'New suites SHOULD use Playwright.', rule: 'should' }],
  },
]);

describe('Changelog', () => {
  it("collects each entry's anchor, which the doc pages' \"What changed\" links point at, for the build's link check", () => {
    render(<Changelog entries={entries} />);
    const collected = new Set(vi.mocked(useBrokenLinks().collectAnchor).mock.calls.map(([anchor]) => anchor));
    for (const article of screen.getAllByRole('article').slice(1)) expect(collected).toContain(article.id);
  });

  it('lists the days newest first, each change linking its page', () => {
    render(<Changelog entries={entries} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What changed in the standards');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '24 November 2026',
      '23 November 2026',
    ]);
    const changes = screen.getAllByRole('article').slice(1);
    expect(changes.map((article) => [article.id, within(article).getByRole('link').textContent])).toEqual([
      ['backend-database-2026-11-24', 'Database'],
      ['backend-database-2026-11-23', 'Database'],
      ['general-testing-2026-11-23', 'Testing'],
    ]);
    expect(within(changes[0]!).getByRole('link')).toHaveAttribute('href', '/docs/backend/database');
    expect(changes[0]).toHaveAccessibleName('Database');
  });

  it('marks MUST and SHOULD changes in words, and leaves other changes unmarked', () => {
    render(<Changelog entries={entries} />);
    const [wording, must, should] = screen.getAllByRole('article').slice(1);
    expect(wording).toHaveTextContent(/^DatabaseWording only\.$/);
    expect(must).toHaveTextContent('DatabaseMUST rule changedEvery schema change MUST be a versioned migration.');
    expect(should).toHaveTextContent('TestingSHOULD rule changed');
    expect(within(must!).getByText('MUST rule changed')).toHaveClass('ams-badge');
  });

  it('links its three feeds', () => {
    render(<Changelog entries={entries} />);
    expect(screen.getByRole('link', { name: 'Atom' })).toHaveAttribute('href', '/changelog/atom.xml');
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/changelog/rss.xml');
    expect(screen.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute('href', '/changelog/feed.json');
  });
});
