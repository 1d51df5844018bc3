import { Paragraph } from '@amsterdam/design-system-react';
import { formatReviewDate } from './reviewState';
import styles from './ReviewStatus.module.css';

/** "Last reviewed 21 November 2026 · next review due 21 August 2027", wrapping between its two halves. */
export default function ReviewLine({ lastReviewed, nextReview }: { lastReviewed: string; nextReview: string }) {
  return (
    <Paragraph size="small" className={styles.line}>
      <span className={styles.part}>
        Last reviewed <time dateTime={lastReviewed}>{formatReviewDate(lastReviewed)}</time> ·
      </span>{' '}
      <span className={styles.part}>
        next review due <time dateTime={nextReview}>{formatReviewDate(nextReview)}</time>
      </span>
    </Paragraph>
  );
}
