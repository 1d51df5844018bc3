import type { ReactNode } from 'react';
import type { SearchHit } from '@site/packages/search/src';
import HitPath from './HitPath';
import Highlighted from './Highlighted';
import { hitTitle, type HitGroup } from './hits';
import { DocumentIcon } from './icons';
import styles from './ResultsListbox.module.css';

interface Props {
  id: string;
  groups: readonly HitGroup[];
  activeIndex: number;
  optionId(index: number): string;
  onActivate(index: number): void;
  onSelect(hit: SearchHit): void;
  /** The results shown answer an earlier query; the current one is still on its way. */
  busy?: boolean;
  /** Options before the results (Ask AI), numbered from 0; the results' numbers follow them. */
  leading?: ReactNode;
  firstIndex?: number;
}

/**
 * The combobox's popup (ARIA 1.2): focus stays in the input, which points
 * at the active option with aria-activedescendant. Options hold no links or
 * buttons, since an option's content is presentational.
 */
export default function ResultsListbox(props: Props) {
  const { id, groups, activeIndex, optionId, onActivate, onSelect, busy, leading, firstIndex = 0 } = props;
  // Options are numbered across groups.
  const starts: number[] = [];
  let count = firstIndex;
  for (const group of groups) {
    starts.push(count);
    count += group.hits.length;
  }
  return (
    <div role="listbox" id={id} aria-label="Search results" aria-busy={busy} className={styles.listbox}>
      {leading}
      {groups.map((group, g) => (
        <div role="group" aria-label={group.name} key={group.name} className={styles.group}>
          <div aria-hidden="true" className={styles.groupName}>
            {group.name}
          </div>
          {group.hits.map((hit, h) => {
            const index = starts[g] + h;
            return (
              <div
                key={hit.objectID}
                role="option"
                id={optionId(index)}
                aria-selected={index === activeIndex}
                className={styles.option}
                onMouseMove={() => index !== activeIndex && onActivate(index)}
                onClick={() => onSelect(hit)}
              >
                <DocumentIcon className={styles.icon} />
                <span className={styles.text}>
                  <span className={styles.title}>
                    <Highlighted value={hitTitle(hit)} />
                  </span>
                  <HitPath hit={hit} className={styles.path} />
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
