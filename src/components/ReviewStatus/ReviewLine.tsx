import { Link, Paragraph } from '@amsterdam/design-system-react';
import DocusaurusLink from '@docusaurus/Link';
import { formatReviewDate } from './reviewState';
import styles from './ReviewStatus.module.css';

/**
 * "Last reviewed 21 November 2026 · next review due 21 August 2027 · What changed", wrapping between its parts;
 * the last links to the page's newest entry on /changelog, when it has one.
 */
export default function ReviewLine({
  lastReviewed,
  nextReview,
  changesHref,
}: {
  lastReviewed: string;
  nextReview: string;
  changesHref?: string;
}) {
  return (
    <Paragraph size="small" className={styles.line}>
      <span className={styles.part}>
        Last reviewed <time dateTime={lastReviewed}>{formatReviewDate(lastReviewed)}</time> ·
      </span>{' '}
      <span className={styles.part}>
        next review due <time dateTime={nextReview}>{formatReviewDate(nextReview)}</time>
        {changesHref && ' ·'}
      </span>
      {changesHref && (
        <>
          {' '}
          <span className={styles.part}>
            <Link href={changesHref} linkComponent={DocusaurusLink}>
              What changed
            </Link>
          </span>
        </>
      )}
    </Paragraph>
  );
}
