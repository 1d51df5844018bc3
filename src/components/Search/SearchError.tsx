import { translate } from '@docusaurus/Translate';
import { unavailableHint, unavailableTitle } from '../ModalShell/messages';
import styles from '../ModalShell/Screens.module.css';

/**
 * What a failed search tells the reader: in development, why it fails and what to run. The dev server serves no
 * search index (the production build writes it), so there a failed search is expected.
 */
function searchUnavailableHint(mode = process.env.NODE_ENV): string {
  if (mode !== 'development') return unavailableHint();
  return translate({
    id: 'search.devHint',
    message:
      'Search needs the production build: the dev server (npm run dev) has no search index. Run npm start to search.',
  });
}

/**
 * The index or the provider could not be reached. The next query tries again, so one failure is not permanent. In
 * `npm run dev` it says that search needs the production build, rather than blaming the network.
 */
export default function SearchError() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{unavailableTitle()}</h2>
      <p className={styles.text}>{searchUnavailableHint()}</p>
    </div>
  );
}
