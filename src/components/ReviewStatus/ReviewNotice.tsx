import { Alert, Link, Paragraph } from '@amsterdam/design-system-react';
import DocusaurusLink from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import NewTabHint from '@site/src/components/NewTabHint';
import { newIssueUrl } from '@site/lib/site-facts';
import { longDate } from './longDate';
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
    <Alert
      heading={translate({
        id: 'reviewNotice.heading',
        message: 'This page is due for review',
      })}
      headingLevel={2}
      severity="warning"
      className={styles.notice}
    >
      <Paragraph size="small">
        <Translate
          id="reviewNotice.text"
          values={{
            date: <time dateTime={nextReview}>{longDate(nextReview)}</time>,
            report: (
              <Link href={reportIssueUrl} target="_blank" rel="noopener noreferrer">
                <Translate id="reviewNotice.report">report it in a new issue</Translate>
                <NewTabHint />
              </Link>
            ),
          }}
        >
          {
            'Its review was due on {date}, so some of this guidance may be out of date. If you find something that no longer holds, please {report}.'
          }
        </Translate>
      </Paragraph>
      {changesHref && (
        <Paragraph size="small">
          <Translate
            id="reviewNotice.changes"
            values={{
              link: (
                <Link href={changesHref} linkComponent={DocusaurusLink}>
                  <Translate id="reviewNotice.changesLink">What changed on this page</Translate>
                </Link>
              ),
            }}
          >
            {'{link} is listed on the changelog.'}
          </Translate>
        </Paragraph>
      )}
    </Alert>
  );
}
