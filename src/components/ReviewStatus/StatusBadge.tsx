import { Badge } from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import type { Status } from './reviewState';
import styles from './StatusBadge.module.css';

const statusLabels = (): Record<Status, string> => ({
  required: translate({
    id: 'reviewStatus.status.required',
    message: 'Required',
  }),
  recommended: translate({
    id: 'reviewStatus.status.recommended',
    message: 'Recommended',
  }),
  process: translate({
    id: 'reviewStatus.status.process',
    message: 'Process',
  }),
});

/** The status of a standard: Required, Recommended or Process. */
export default function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status}>
      <span className="ams-visually-hidden">
        <Translate id="reviewStatus.statusPrefix">Status:</Translate>{' '}
      </span>
      <Badge label={statusLabels()[status]} className={clsx(styles.badge, styles[status])} data-status={status} />
    </span>
  );
}
