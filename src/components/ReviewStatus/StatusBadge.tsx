import { Badge } from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import type { Status } from './reviewState';
import styles from './StatusBadge.module.css';

const statusLabels = (): Record<Status, string> => ({
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
});

/** The status of a standard: Required, Recommended or Process. */
export default function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status}>
      <span className="ams-visually-hidden">
        <Translate id="reviewStatus.statusPrefix" description="Hidden before a standard's status badge">
          Status:
        </Translate>{' '}
      </span>
      <Badge label={statusLabels()[status]} className={clsx(styles.badge, styles[status])} data-status={status} />
    </span>
  );
}
