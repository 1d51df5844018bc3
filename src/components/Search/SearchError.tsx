import { searchUnavailableHint, UNAVAILABLE_TITLE } from './messages';
import styles from '../ModalShell/Screens.module.css';

/**
 * The index or the provider could not be reached. The next query tries again, so one failure is not permanent. In
 * `npm run dev` it says that search needs the production build, rather than blaming the network.
 */
export default function SearchError() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{UNAVAILABLE_TITLE}</h2>
      <p className={styles.text}>{searchUnavailableHint()}</p>
    </div>
  );
}
