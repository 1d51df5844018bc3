// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { doc } from '@site/tests/unit/doubles/plugin-content-docs-client';
import DocItemContent from './index';

afterEach(() => {
  doc.frontMatter = {};
  vi.useRealTimers();
});

it('puts the status and review dates above the stock content', () => {
  doc.frontMatter = { status: 'recommended', last_reviewed: '2026-11-21', next_review: '2027-08-21' };
  const { container } = render(
    <DocItemContent>
      <p>Body</p>
    </DocItemContent>,
  );
  expect(container).toHaveTextContent(
    /^Status: RecommendedLast reviewed 21 November 2026 · next review due 21 August 2027DatabaseBody$/,
  );
});

it('shows the notice once the review is due', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2028-01-01T12:00:00Z'));
  doc.frontMatter = { status: 'required', last_reviewed: '2026-11-21', next_review: '2027-08-21' };
  render(
    <DocItemContent>
      <p>Body</p>
    </DocItemContent>,
  );
  expect(screen.getByRole('heading', { name: 'This page is due for review' })).toBeVisible();
});

it('renders the stock content alone for a page without review front matter', () => {
  const { container } = render(
    <DocItemContent>
      <p>Body</p>
    </DocItemContent>,
  );
  expect(container).toHaveTextContent(/^DatabaseBody$/);
});
