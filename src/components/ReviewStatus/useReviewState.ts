import useIsBrowser from '@docusaurus/useIsBrowser';
import { reviewState, type ReviewState } from './reviewState';

/**
 * The review state on the visitor's clock, or undefined while the server
 * renders and the page hydrates: a page built before its due date still
 * shows the notice once the date has passed, and the hydrated HTML matches
 * the server's.
 */
export function useReviewState(nextReview: string): ReviewState | undefined {
  const isBrowser = useIsBrowser();
  return isBrowser ? reviewState(nextReview, new Date()) : undefined;
}
