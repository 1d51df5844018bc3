import type { ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './ScrollableTable.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    // A scrollable region must be reachable by keyboard; tabIndex makes it so, the role and name say what it is.
    <div
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={translate({
        id: 'scrollableTable.label',
        message: 'Table, scrolls sideways',
      })}
    >
      <table {...props} />
    </div>
  );
}
