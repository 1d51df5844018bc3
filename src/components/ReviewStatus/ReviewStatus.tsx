import ReviewLine from './ReviewLine';
import ReviewNotice from './ReviewNotice';
import StatusBadge from './StatusBadge';
import type { Review } from './reviewState';
import styles from './ReviewStatus.module.css';

/** Above a standard's title: its status, its review dates and, once due, the review notice. */
export default function ReviewStatus({ status, lastReviewed, nextReview, changesHref }: Review) {
  return (
    <div className={styles.reviewStatus}>
      <div className={styles.meta}>
        <StatusBadge status={status} />
        <ReviewLine lastReviewed={lastReviewed} nextReview={nextReview} changesHref={changesHref} />
      </div>
      <ReviewNotice nextReview={nextReview} changesHref={changesHref} />
    </div>
  );
}
