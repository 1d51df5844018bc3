// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { newTab } from '@site/tests/unit/names';
import ReviewLine from './ReviewLine';
import ReviewNotice from './ReviewNotice';
import ReviewStatus from './ReviewStatus';
import StatusBadge from './StatusBadge';
import { reviewFromFrontMatter } from './reviewState';

const review = { status: 'required', lastReviewed: '2026-11-21', nextReview: '2027-08-21' } as const;
const line = 'Last reviewed 21 November 2026 · next review due 21 August 2027';
const noticeHeading = { name: 'This page is due for review' };

// A fixed clock, at noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
const at = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StatusBadge', () => {
  it.each([
    ['required', 'Required'],
    ['recommended', 'Recommended'],
    ['process', 'Process'],
  ] as const)('shows %s as "%s"', (status, label) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(container).toHaveTextContent(`Status: ${label}`);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass('ams-badge', status);
    expect(container.querySelector('.ams-visually-hidden')).toHaveTextContent('Status:');
  });
});

describe('ReviewLine', () => {
  it.each(['2027-08-20', '2027-08-21', '2027-08-22'])('reads the same on %s', (day) => {
    at(day);
    const { container } = render(<ReviewLine lastReviewed="2026-11-21" nextReview="2027-08-21" />);
    expect(container).toHaveTextContent(line);
    const [last, next] = container.querySelectorAll('time');
    expect(last).toHaveAttribute('datetime', '2026-11-21');
    expect(next).toHaveAttribute('datetime', '2027-08-21');
  });
});

describe('the link to what changed', () => {
  it('ends the review line, linking the newest change on /changelog', () => {
    at('2027-08-20');
    render(<ReviewLine lastReviewed="2026-11-21" nextReview="2027-08-21" changesHref="/changelog#intro-2026-11-21" />);
    expect(screen.getByText(/Last reviewed/).closest('p')).toHaveTextContent(`${line} · What changed`);
    expect(screen.getByRole('link', { name: 'What changed' })).toHaveAttribute('href', '/changelog#intro-2026-11-21');
  });

  it('is in the review notice too, once due', () => {
    at('2027-08-21');
    render(<ReviewNotice nextReview="2027-08-21" changesHref="/changelog#intro-2026-11-21" />);
    const alert = screen.getByRole('region', noticeHeading);
    expect(within(alert).getByRole('link', { name: 'What changed on this page' })).toHaveAttribute(
      'href',
      '/changelog#intro-2026-11-21',
    );
  });

  it('is absent for a page without changes', () => {
    at('2027-08-21');
    render(<ReviewStatus {...review} />);
    expect(screen.queryByRole('link', { name: /What changed/ })).toBeNull();
  });

  it('comes from the front matter and the doc id', () => {
    const frontMatter = { ...{ status: 'required', last_reviewed: '2026-11-21', next_review: '2027-08-21' } };
    expect(reviewFromFrontMatter({ ...frontMatter, latest_change: '2026-11-20' }, 'backend/database')).toEqual({
      ...review,
      changesHref: '/changelog#backend-database-2026-11-20',
    });
    expect(reviewFromFrontMatter(frontMatter, 'backend/database')).toEqual(review);
  });
});

describe('ReviewNotice', () => {
  it('is absent the day before the due date', () => {
    at('2027-08-20');
    const { container } = render(<ReviewNotice nextReview="2027-08-21" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['2027-08-21', '2027-08-22', '2028-01-01'])('warns on %s (on or after the due date)', (day) => {
    at(day);
    render(<ReviewNotice nextReview="2027-08-21" />);
    const alert = screen.getByRole('region', noticeHeading);
    expect(alert).toHaveClass('ams-alert', 'ams-alert--warning');
    expect(within(alert).getByRole('heading', { level: 2, ...noticeHeading })).toBeInTheDocument();
    expect(alert).toHaveTextContent(/due on 21 August 2027, so some of this guidance may be out of date/);
    const link = within(alert).getByRole('link', { name: newTab('report it in a new issue') });
    expect(link).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards/issues/new');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing on the server and during hydration, even when due', () => {
    at('2028-01-01');
    vi.mocked(useIsBrowser).mockReturnValue(false);
    try {
      const { container } = render(<ReviewNotice nextReview="2027-08-21" />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      vi.mocked(useIsBrowser).mockReturnValue(true);
    }
  });
});

describe('ReviewStatus', () => {
  it('shows badge and line before the due date, without a notice', () => {
    at('2027-08-20');
    const { container } = render(<ReviewStatus {...review} />);
    expect(container).toHaveTextContent(`Status: Required${line}`);
    expect(screen.queryByRole('region', noticeHeading)).toBeNull();
  });

  it('adds the notice from the due date on', () => {
    at('2027-08-21');
    render(<ReviewStatus {...review} />);
    expect(screen.getByRole('region', noticeHeading)).toBeVisible();
  });
});
