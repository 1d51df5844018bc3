import Translate from '@docusaurus/Translate';
import { useEffect, useRef } from 'react';
import Link from '@docusaurus/Link';
import { snippetOf, type SearchHit } from '@site/packages/search/src';
import HitPath from '../SearchHit/HitPath';
import Highlighted from '../SearchHit/Highlighted';
import { hitHeading, toSavedHit } from '../SearchHit/hits';
import { rememberHit } from './searchHistory';
import styles from './SearchPage.module.css';

/** The hits the search page lists and the way to more of them. */
export interface SearchPageResultsProps {
  hits: readonly SearchHit[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  toPath(url: string): string;
  /** The results shown answer an earlier query; the current one is still on its way. */
  busy?: boolean;
}

/** Each hit as a heading link, its place in the docs (lvl0 › lvl1 › …) and the words around the match. */
export default function SearchPageResults({
  hits,
  hasMore,
  loadingMore,
  onMore,
  toPath,
  busy,
}: SearchPageResultsProps) {
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(hits.length);

  // After "Show more results", focus moves to the first new result rather than staying at the end.
  useEffect(() => {
    if (hits.length > shown.current) list.current?.querySelectorAll('a')[shown.current]?.focus();
    shown.current = hits.length;
  }, [hits]);

  return (
    <>
      <ol className={styles.results} ref={list} aria-busy={busy}>
        {hits.map((hit) => {
          const url = toPath(hit.url ?? '/');
          const snippet = hit.type === 'content' ? snippetOf(hit, 'content')?.value : undefined;
          return (
            <li key={hit.objectID} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <Link to={url} onClick={() => rememberHit(toSavedHit({ ...hit, url }))}>
                  {/* One box, so the flex link keeps the spaces around the highlights. */}
                  <span>
                    <Highlighted value={hitHeading(hit)} />
                  </span>
                </Link>
              </h2>
              <HitPath hit={hit} full className={styles.breadcrumb} />
              {snippet && (
                <p className={styles.snippet}>
                  <Highlighted value={snippet} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {hasMore && (
        <button type="button" className={styles.more} onClick={onMore} disabled={loadingMore}>
          <Translate id="search.page.more">Show more results</Translate>
        </button>
      )}
    </>
  );
}
