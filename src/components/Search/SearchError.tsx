import { UNAVAILABLE_HINT, UNAVAILABLE_TITLE } from './messages';
import styles from './SearchScreens.module.css';

/** The index or the provider could not be reached. The next query tries again, so one failure is not permanent. */
export default function SearchError() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{UNAVAILABLE_TITLE}</h2>
      <p className={styles.text}>{UNAVAILABLE_HINT}</p>
    </div>
  );
}
