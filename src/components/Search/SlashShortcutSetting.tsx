import Translate from '@docusaurus/Translate';
import { Switch } from '@amsterdam/design-system-react';
import { useId } from 'react';
import { setSlashShortcut, useSlashShortcut } from '../ModalShell/slashShortcut';
import styles from './SearchModal.module.css';

/**
 * Turns the bare "/" shortcut on or off, in the dialog it opens: whoever opened
 * it by accident finds the way to stop that right there. Remembered in this browser.
 */
export default function SlashShortcutSetting() {
  const on = useSlashShortcut();
  const id = useId();
  return (
    <div className={styles.setting}>
      <Switch id={id} checked={on} onChange={(event) => setSlashShortcut(event.currentTarget.checked)} />
      <label htmlFor={id} className={styles.settingLabel}>
        <Translate id="search.slashShortcut" values={{ key: <kbd>/</kbd> }}>
          {'Open search with the {key} key'}
        </Translate>
      </label>
    </div>
  );
}
