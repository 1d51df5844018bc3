/** When a page is due for review, and how its review dates read. Pure; no React. */
import { translate } from '@docusaurus/Translate';
import { changeHref } from '@site/lib/changelog-anchor';
import { isoDateValue, statuses, type Status } from '@site/lib/front-matter';

export type { Status };
export type ReviewState = 'current' | 'due';

export const statusLabels: Record<Status, string> = {
  required: translate({
    id: 'reviewStatus.status.required',
    message: 'Required',
    description: 'The badge of a standard whose rules every team must follow',
  }),
  recommended: translate({
    id: 'reviewStatus.status.recommended',
    message: 'Recommended',
    description: 'The badge of a standard teams should follow',
  }),
  process: translate({
    id: 'reviewStatus.status.process',
    message: 'Process',
    description: 'The badge of a page that describes how the standards are made',
  }),
};

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

// By hand, not Intl.DateTimeFormat: building the first formatter loads the ICU locale data, about 20 ms
// of main thread on a doc page's first load (80 ms on Lighthouse's phone), for twelve fixed month names.
const months = () => [
  translate({ id: 'date.month.january', message: 'January', description: 'A month in a long date' }),
  translate({ id: 'date.month.february', message: 'February', description: 'A month in a long date' }),
  translate({ id: 'date.month.march', message: 'March', description: 'A month in a long date' }),
  translate({ id: 'date.month.april', message: 'April', description: 'A month in a long date' }),
  translate({ id: 'date.month.may', message: 'May', description: 'A month in a long date' }),
  translate({ id: 'date.month.june', message: 'June', description: 'A month in a long date' }),
  translate({ id: 'date.month.july', message: 'July', description: 'A month in a long date' }),
  translate({ id: 'date.month.august', message: 'August', description: 'A month in a long date' }),
  translate({ id: 'date.month.september', message: 'September', description: 'A month in a long date' }),
  translate({ id: 'date.month.october', message: 'October', description: 'A month in a long date' }),
  translate({ id: 'date.month.november', message: 'November', description: 'A month in a long date' }),
  translate({ id: 'date.month.december', message: 'December', description: 'A month in a long date' }),
];

/** '2026-11-21' → '21 November 2026' (British English, as Intl's en-GB long date), the same on every server and in every time zone. */
export function formatReviewDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return translate(
    { id: 'date.long', message: '{day} {month} {year}', description: 'A day written out: "21 November 2026"' },
    { day: date.getUTCDate(), month: months()[date.getUTCMonth()]!, year: date.getUTCFullYear() },
  );
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
