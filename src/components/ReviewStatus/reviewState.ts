/** When a page is due for review, and how its review dates read. Pure; no React, no Docusaurus. */
import { changeHref } from '@site/lib/changelog-anchor';
import { isoDateValue, statuses, type Status } from '@site/lib/front-matter';

export type { Status };
export type ReviewState = 'current' | 'due';

export interface Review {
  status: Status;
  lastReviewed: string;
  nextReview: string;
  /** The page's newest entry on /changelog, when the page lists its changes. */
  changesHref?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `now` on the visitor's clock, as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'due' from the day of next_review on (today ≥ next_review), 'current' before it. */
export function reviewState(nextReview: string, now: Date): ReviewState {
  return localIsoDate(now) >= nextReview ? 'due' : 'current';
}

// By hand, as ./longDate, not with Intl.DateTimeFormat (its first formatter loads the ICU locale data).
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The day, month (0 for January) and year of a YYYY-MM-DD date, the same on every server and in every time zone. */
export function dateParts(isoDate: string): { day: number; month: number; year: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/**
 * '2026-11-21' → '21 November 2026' (British English, as Intl's en-GB long date), for code that runs without
 * Docusaurus (the end-to-end tests). The site writes its dates with `longDate` of ./longDate, in the words of
 * i18n/en/code.json.
 */
export function formatReviewDate(isoDate: string): string {
  const { day, month, year } = dateParts(isoDate);
  return `${day} ${months[month]} ${year}`;
}

/**
 * The review fields of a doc's front matter, or undefined if the page has none (the build checks docs/).
 * `latest_change` is the day of the page's newest `changes` entry (plugins/front-matter puts it there).
 */
export function reviewFromFrontMatter(frontMatter: Record<string, unknown>, docId?: string): Review | undefined {
  const { status } = frontMatter;
  const lastReviewed = isoDateValue(frontMatter.last_reviewed);
  const nextReview = isoDateValue(frontMatter.next_review);
  if (!statuses.includes(status as Status) || !lastReviewed || !nextReview) return undefined;
  const latestChange = isoDateValue(frontMatter.latest_change);
  const changesHref = docId && latestChange ? changeHref(docId, latestChange) : undefined;
  return { status: status as Status, lastReviewed, nextReview, ...(changesHref && { changesHref }) };
}
