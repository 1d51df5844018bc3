import styles from './SearchScreens.module.css';

/** SPEC §8: the index or the provider could not be reached. The next query tries again. */
export default function SearchError() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>Unable to fetch results</h2>
      <p className={styles.text}>You might want to check your network connection.</p>
    </div>
  );
}
