import { UNAVAILABLE_HINT, UNAVAILABLE_TITLE } from './messages';
import { useModalDialog } from './useModalDialog';
import type { SearchModalHandle } from './types';
import styles from './SearchButton.module.css';

/** Shown when the modal's own code cannot be downloaded: the same words as a failed search (SPEC §8). */
export default function SearchLoadFailed({ onClose }: SearchModalHandle) {
  const { dialogProps, close } = useModalDialog(onClose);
  return (
    <dialog {...dialogProps} className={styles.failed} aria-labelledby="search-load-failed">
      <div className={styles.failedBody}>
        <h2 id="search-load-failed">{UNAVAILABLE_TITLE}</h2>
        <p>{UNAVAILABLE_HINT}</p>
        <button type="button" className={styles.button} onClick={() => close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
