import { Badge } from '@amsterdam/design-system-react';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import { statusLabels, type Status } from './reviewState';
import styles from './StatusBadge.module.css';

/** The status of a standard: Required, Recommended or Process. */
export default function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status}>
      <span className="ams-visually-hidden">
        <Translate id="reviewStatus.statusPrefix" description="Hidden before a standard's status badge">
          Status:
        </Translate>{' '}
      </span>
      <Badge label={statusLabels[status]} className={clsx(styles.badge, styles[status])} data-status={status} />
    </span>
  );
}
