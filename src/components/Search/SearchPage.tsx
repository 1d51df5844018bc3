import Translate, { translate } from '@docusaurus/Translate';
import { useId } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { Heading } from '@amsterdam/design-system-react';
import { resultCount } from '../ModalShell/messages';
import { searchTheDocs } from './messages';
import NoResults from './NoResults';
import SearchError from './SearchError';
import SearchIcon from './SearchIcon';
import SearchPageResults from './SearchPageResults';
import { sitePath } from '../SearchHit/hits';
import { useQueryParam } from './useQueryParam';
import { useSearch } from './useSearch';
import { useSearchSettings, useSiteSearchProvider } from './useSiteSearchProvider';
import { SEARCH_PATH } from '@site/lib/search-settings';
import styles from './SearchPage.module.css';

/** 20 results per page, the number DocSearch asks for, so the modal and the page agree. */
const PAGE_HITS = 20;

function countText(nbHits: number, query: string): string {
  return translate(
    { id: 'search.page.count', message: '{count} for "{query}"' },
    { count: resultCount(nbHits), query },
  );
}

/** The /search page: the query in `?q=`, 20 results at a time, the same empty and error states as the modal. */
export default function SearchPage() {
  const provider = useSiteSearchProvider();
  const { siteUrl } = useSearchSettings();
  const [query, setQuery] = useQueryParam();
  const { state, hasMore, loadingMore, loadMore, pending } = useSearch(provider, query, PAGE_HITS);
  const id = useId();
  const action = useBaseUrl(SEARCH_PATH);

  return (
    <div className={styles.page}>
      <Heading level={1}>{searchTheDocs()}</Heading>
      {/* Without JavaScript the form still works: the browser submits ?q= to this page. */}
      <form
        role="search"
        action={action}
        method="get"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={id} className={styles.label}>
          <Translate id="search.page.fieldLabel">Search for</Translate>
        </label>
        <div className={styles.field}>
          <SearchIcon className={styles.icon} />
          <input
            id={id}
            name="q"
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </div>
      </form>
      <p role="status" className={styles.count}>
        {state.status === 'results' ? countText(state.nbHits, state.query) : ''}
      </p>
      {state.status === 'results' && (
        <SearchPageResults
          hits={state.hits}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onMore={loadMore}
          toPath={(url) => sitePath(url, siteUrl)}
          busy={pending}
        />
      )}
      {state.status === 'empty' && (
        <NoResults query={state.query} suggestions={state.suggestions} onSuggestion={setQuery} />
      )}
      {state.status === 'error' && <SearchError />}
    </div>
  );
}
