import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import type { SearchHit, SearchProvider } from '@site/packages/search/src';
import { groupHits } from './hits';
import { Loading } from '../LazyChunk/LazyChunkStatus';
import KeyboardHints from './KeyboardHints';
import { resultCount, UNAVAILABLE_TITLE } from './messages';
import NoResults from './NoResults';
import ResultsListbox from './ResultsListbox';
import SearchError from './SearchError';
import SearchField from './SearchField';
import { toSavedHit, type SavedHit } from './searchHistory';
import { searchPageUrl } from './settings';
import StartScreen from './StartScreen';
import type { SearchModalHandle } from './types';
import { useActiveOption } from './useActiveOption';
import { useModalDialog } from './useModalDialog';
import { useSearch, type SearchState } from './useSearch';
import { useSearchHistory } from './useSearchHistory';
import styles from './SearchModal.module.css';

/** DocSearch's request size; each group then shows at most 5 (SPEC §9). */
const MODAL_HITS = 20;

export interface SearchModalProps extends SearchModalHandle {
  provider: SearchProvider;
  searchPagePath: string;
  /** Turns a hit's URL into a path of this site (hosted hits carry the live site's address). */
  toPath?(url: string): string;
}

function announcement(state: SearchState): string {
  if (state.status === 'results') return resultCount(state.nbHits);
  if (state.status === 'empty') return `No results found for "${state.query}"`;
  if (state.status === 'error') return UNAVAILABLE_TITLE;
  return '';
}

export default function SearchModal({
  provider,
  searchPagePath,
  onClose,
  initialQuery = '',
  toPath = (url) => url,
}: SearchModalProps) {
  const [query, setQuery] = useState(initialQuery);
  const { state, pending } = useSearch(provider, query, MODAL_HITS);
  const saved = useSearchHistory();
  const history = useHistory();
  const { dialogProps, close } = useModalDialog(onClose);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    // The index downloads while the first word is typed; a failure shows once a query is asked.
    provider.preload().catch(() => undefined);
  }, [provider]);

  const hits = state.status === 'results' ? state.hits : null;
  const groups = hits ? groupHits(hits) : [];
  const options = groups.flatMap((g) => g.hits);
  const [active, setActive] = useActiveOption(hits, optionId);

  const open = (hit: SavedHit) => {
    saved.addRecent(hit);
    close('navigated');
  };
  const select = (hit: SearchHit) => {
    if (!hit.url) return;
    const url = toPath(hit.url);
    open(toSavedHit({ ...hit, url }));
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // the caret stays where it is
      if (n > 0) setActive((active + (event.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (options[active]) select(options[active]);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault(); // the shortcut that opened the modal closes it
      close();
    }
  };

  return (
    <dialog {...dialogProps} className={styles.dialog} aria-label="Search the documentation">
      <div className={styles.panel}>
        <SearchField
          value={query}
          onChange={setQuery}
          onKeyDown={onKeyDown}
          onClose={() => close()}
          expanded={options.length > 0}
          listboxId={listboxId}
          activeId={options.length > 0 ? optionId(active) : undefined}
        />
        <div className={styles.body}>
          {state.status === 'idle' && (
            <StartScreen
              recent={saved.recent}
              favourites={saved.favourites}
              onSelect={open}
              onFavourite={saved.makeFavourite}
              onRemoveRecent={saved.removeRecent}
              onRemoveFavourite={saved.removeFavourite}
            />
          )}
          {state.status === 'results' && (
            <>
              <ResultsListbox
                id={listboxId}
                groups={groups}
                activeIndex={active}
                optionId={optionId}
                onActivate={setActive}
                onSelect={select}
                hrefOf={(hit) => toPath(hit.url ?? '')}
                busy={pending}
              />
              {/* Inside the scrolling area, so it holds something to Tab to (options take no focus). */}
              <div className={styles.seeAllBar}>
                <Link
                  to={searchPageUrl(searchPagePath, state.query)}
                  className={styles.seeAll}
                  onClick={() => close('navigated')}
                >
                  See all {state.nbHits} results
                </Link>
              </div>
            </>
          )}
          {state.status === 'empty' && (
            <NoResults query={state.query} suggestions={state.suggestions} onSuggestion={setQuery} />
          )}
          {state.status === 'error' && <SearchError />}
          {state.status === 'loading' && <Loading />}
        </div>
        <KeyboardHints />
        <div role="status" className="ams-visually-hidden">
          {announcement(state)}
        </div>
      </div>
    </dialog>
  );
}
