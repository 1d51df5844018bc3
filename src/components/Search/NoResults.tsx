import NewTabHint from '@site/src/components/NewTabHint';
import { letUsKnowUrl } from './letUsKnow';
import styles from '../ModalShell/Screens.module.css';

/** The query that found nothing and the corrections the engine suggests. */
export interface NoResultsProps {
  query: string;
  suggestions: readonly string[];
  onSuggestion(query: string): void;
}

/** No results: the message, up to 3 queries that do find something, and a way to tell us. */
export default function NoResults({ query, suggestions, onSuggestion }: NoResultsProps) {
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>No results found for &quot;{query}&quot;</h2>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p className={styles.text}>Try searching for:</p>
          <ul className={styles.suggestionList}>
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.text}>
        Believe this query should return results?{' '}
        <a href={letUsKnowUrl(query)} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Let us know.
          <NewTabHint />
        </a>
      </p>
    </div>
  );
}
