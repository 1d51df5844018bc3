/** When a page is due for review, and how its review dates read. Pure; no React. */
export type ReviewState = 'current' | 'due';
export type Status = 'required' | 'recommended' | 'process';

export const statusLabels: Record<Status, string> = {
  required: 'Required',
  recommended: 'Recommended',
  process: 'Process',
};

export interface Review {
  status: Status;
  lastReviewed: string;
  nextReview: string;
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

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-21' → '21 November 2026', the same on every server and in every time zone. */
export function formatReviewDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The review fields of a doc's front matter, or undefined if the page has none (the build checks docs/). */
export function reviewFromFrontMatter(frontMatter: Record<string, unknown>): Review | undefined {
  const { status } = frontMatter;
  const lastReviewed = isoDate(frontMatter.last_reviewed);
  const nextReview = isoDate(frontMatter.next_review);
  if (typeof status !== 'string' || !(status in statusLabels) || !lastReviewed || !nextReview) return undefined;
  return { status: status as Status, lastReviewed, nextReview };
}
