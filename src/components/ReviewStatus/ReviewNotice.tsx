import { Alert, Link, Paragraph } from '@amsterdam/design-system-react';
import DocusaurusLink from '@docusaurus/Link';
import NewTabHint from '@site/src/components/NewTabHint';
import { newIssueUrl } from '@site/lib/site-facts';
import { formatReviewDate } from './reviewState';
import { useReviewState } from './useReviewState';
import styles from './ReviewStatus.module.css';

const reportIssueUrl = newIssueUrl();

/**
 * A warning once next_review has passed on the visitor's clock. Never in the
 * server's HTML: it appears after hydration, so a page built before its due
 * date still warns after it.
 */
export default function ReviewNotice({ nextReview, changesHref }: { nextReview: string; changesHref?: string }) {
  if (useReviewState(nextReview) !== 'due') return null;
  return (
    <Alert heading="This page is due for review" headingLevel={2} severity="warning" className={styles.notice}>
      <Paragraph size="small">
        Its review was due on <time dateTime={nextReview}>{formatReviewDate(nextReview)}</time>, so some of this
        guidance may be out of date. If you find something that no longer holds, please{' '}
        <Link href={reportIssueUrl} target="_blank" rel="noopener noreferrer">
          report it in a new issue
          <NewTabHint />
        </Link>
        .
      </Paragraph>
      {changesHref && (
        <Paragraph size="small">
          <Link href={changesHref} linkComponent={DocusaurusLink}>
            What changed on this page
          </Link>{' '}
          is listed on the changelog.
        </Paragraph>
      )}
    </Alert>
  );
}
