import { Link, Paragraph } from '@amsterdam/design-system-react';
import DocusaurusLink from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { longDate } from './longDate';
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
        <Translate
          id="reviewStatus.lastReviewed"
          values={{ date: <time dateTime={lastReviewed}>{longDate(lastReviewed)}</time> }}
        >
          {'Last reviewed {date}'}
        </Translate>
        {' ·'}
      </span>{' '}
      <span className={styles.part}>
        <Translate
          id="reviewStatus.nextReview"
          values={{ date: <time dateTime={nextReview}>{longDate(nextReview)}</time> }}
        >
          {'next review due {date}'}
        </Translate>
        {changesHref && ' ·'}
      </span>
      {changesHref && (
        <>
          {' '}
          <span className={styles.part}>
            <Link href={changesHref} linkComponent={DocusaurusLink}>
              <Translate id="reviewStatus.whatChanged">What changed</Translate>
            </Link>
          </span>
        </>
      )}
    </Paragraph>
  );
}
