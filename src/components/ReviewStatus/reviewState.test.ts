import { describe, expect, it } from 'vitest';
import { formatReviewDate, localIsoDate, reviewFromFrontMatter, reviewState } from './reviewState';

describe('reviewState', () => {
  // Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
  it('is current before the due date, due on it and after it', () => {
    expect(reviewState('2027-08-21', new Date('2027-08-20T12:00:00Z'))).toBe('current');
    expect(reviewState('2027-08-21', new Date('2027-08-21T12:00:00Z'))).toBe('due');
    expect(reviewState('2027-08-21', new Date('2027-08-22T12:00:00Z'))).toBe('due');
    expect(reviewState('2027-08-21', new Date('2028-01-01T12:00:00Z'))).toBe('due');
  });

  it('counts days on the visitor’s clock', () => {
    const lateEvening = new Date(2027, 7, 20, 23, 59);
    const midnight = new Date(2027, 7, 21, 0, 0);
    expect(localIsoDate(lateEvening)).toBe('2027-08-20');
    expect(reviewState('2027-08-21', lateEvening)).toBe('current');
    expect(reviewState('2027-08-21', midnight)).toBe('due');
  });
});

describe('formatReviewDate', () => {
  it('writes dates for people, in British English, whatever the time zone', () => {
    expect(formatReviewDate('2026-11-21')).toBe('21 November 2026');
    expect(formatReviewDate('2027-01-01')).toBe('1 January 2027');
    expect(formatReviewDate('2027-12-31')).toBe('31 December 2027');
  });

  it("reads as Intl's en-GB long date on every day of a leap year and the next", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      expect(formatReviewDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
});

describe('reviewFromFrontMatter', () => {
  it('reads status and dates, as text or as YAML dates', () => {
    expect(
      reviewFromFrontMatter({ status: 'process', last_reviewed: '2026-11-21', next_review: new Date('2027-08-21') }),
    ).toEqual({ status: 'process', lastReviewed: '2026-11-21', nextReview: '2027-08-21' });
  });

  it('is undefined without a known status or both dates', () => {
    expect(reviewFromFrontMatter({})).toBeUndefined();
    expect(reviewFromFrontMatter({ status: 'draft', last_reviewed: '2026-11-21', next_review: '2027-08-21' })).toBe(
      undefined,
    );
    expect(reviewFromFrontMatter({ status: 'required', last_reviewed: '2026-11-21' })).toBeUndefined();
  });
});
