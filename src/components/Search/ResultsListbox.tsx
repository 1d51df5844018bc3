import { translate } from '@docusaurus/Translate';
import type { ReactNode } from 'react';
import type { SearchHit } from '@site/packages/search/src';
import HitPath from '../SearchHit/HitPath';
import Highlighted from '../SearchHit/Highlighted';
import { hitTitle, type HitGroup } from '../SearchHit/hits';
import { DocumentIcon } from '../ModalShell/icons';
import styles from './ResultsListbox.module.css';

/** The grouped hits of a query and the option the search field points at. */
export interface ResultsListboxProps {
  id: string;
  groups: readonly HitGroup[];
  activeIndex: number;
  optionId(index: number): string;
  onActivate(index: number): void;
  onSelect(hit: SearchHit): void;
  /** Where an option's link leads (a path of this site); the hit's own URL if not given. */
  hrefOf?(hit: SearchHit): string;
  /** The results shown answer an earlier query; the current one is still on its way. */
  busy?: boolean;
  /** Options before the results (Ask AI), numbered from 0; the results' numbers follow them. */
  leading?: ReactNode;
  firstIndex?: number;
}

/** A click the browser handles itself: a new tab or window (Ctrl/Cmd, Shift, a middle button) or a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The combobox's popup (ARIA 1.2): focus stays in the input, which points
 * at the active option with aria-activedescendant. Each option is itself a
 * link (an option's content is presentational, so a link inside one would
 * be a nested control): Ctrl/Cmd+click and a middle click open the page in a
 * new tab and leave the modal open, "Copy link" works, and a plain click or
 * Enter opens it in place.
 */
export default function ResultsListbox({
  id,
  groups,
  activeIndex,
  optionId,
  onActivate,
  onSelect,
  hrefOf = (hit) => hit.url ?? '',
  busy,
  leading,
  firstIndex = 0,
}: ResultsListboxProps) {
  // Options are numbered across groups.
  const starts: number[] = [];
  let count = firstIndex;
  for (const group of groups) {
    starts.push(count);
    count += group.hits.length;
  }
  return (
    <div
      role="listbox"
      id={id}
      aria-label={translate({ id: 'search.results', message: 'Search results' })}
      aria-busy={busy}
      className={styles.listbox}
    >
      {leading}
      {groups.map((group, g) => (
        <div role="group" aria-label={group.name} key={group.name} className={styles.group}>
          <div aria-hidden="true" className={styles.groupName}>
            {group.name}
          </div>
          {group.hits.map((hit, h) => {
            const index = starts[g] + h;
            return (
              <a
                key={hit.objectID}
                href={hrefOf(hit)}
                role="option"
                tabIndex={-1}
                id={optionId(index)}
                aria-selected={index === activeIndex}
                className={styles.option}
                onMouseMove={() => index !== activeIndex && onActivate(index)}
                // Focus stays in the field, also when a click leaves the modal open.
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  if (opensElsewhere(event.nativeEvent)) return;
                  event.preventDefault();
                  onSelect(hit);
                }}
              >
                <DocumentIcon className={styles.icon} />
                <span className={styles.text}>
                  <span className={styles.title}>
                    <Highlighted value={hitTitle(hit)} />
                  </span>
                  <HitPath hit={hit} className={styles.path} />
                </span>
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
