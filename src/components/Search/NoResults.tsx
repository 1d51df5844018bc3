import Translate, { translate } from '@docusaurus/Translate';
import NewTabHint from '@site/src/components/NewTabHint';
import { Button } from '../DesignSystem';
import { letUsKnowUrl } from './letUsKnow';
import styles from '../ModalShell/Screens.module.css';

/** The heading of a query that found nothing, and what the modal announces then. */
export function noResultsFor(query: string): string {
  return translate({ id: 'search.noResults.title', message: 'No results found for "{query}"' }, { query });
}

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
      <h2 className={styles.title}>{noResultsFor(query)}</h2>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p className={styles.text}>
            <Translate id="search.noResults.tryInstead">Try searching for:</Translate>
          </p>
          <ul className={styles.suggestionList}>
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <Button variant="secondary" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.text}>
        <Translate id="search.noResults.report">Believe this query should return results?</Translate>{' '}
        <a href={letUsKnowUrl(query)} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <Translate id="search.noResults.letUsKnow">Let us know.</Translate>
          <NewTabHint />
        </a>
      </p>
    </div>
  );
}
