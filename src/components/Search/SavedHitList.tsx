import { translate } from '@docusaurus/Translate';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Highlighted, { plainText } from '../SearchHit/Highlighted';
import HitPath from '../SearchHit/HitPath';
import { hitTitle, type SavedHit } from '../SearchHit/hits';
import styles from './SavedHitList.module.css';

interface SavedHitAction {
  /** Spoken name; the hit's title is appended. */
  label: string;
  icon: ReactNode;
  onClick(url: string): void;
}

/** What a list of recent or favourite searches shows and does. */
export interface SavedHitListProps {
  title: string;
  icon: ReactNode;
  hits: readonly SavedHit[];
  actions: readonly SavedHitAction[];
  onSelect(hit: SavedHit): void;
  /** The rows' numbers among the search field's options, the one it points at, and their ids. */
  firstIndex: number;
  activeIndex: number;
  optionId(index: number): string;
}

/**
 * Recent or favourite searches: links with their own buttons, in the Tab order. The search field's ↑/↓ reach
 * the links too: the one it points at (aria-activedescendant) is marked as the results' active option is.
 */
export default function SavedHitList({ title, icon, hits, actions, onSelect, ...option }: SavedHitListProps) {
  // Not made from the title: two lists with one title, or a title in other letters, still get ids of their own.
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // After an action removes its row, focus goes to the same action on the row that took its place (or the last).
  const refocus = useRef<{ row: number; action: number } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    const rows = list.current?.children;
    if (!target || !rows || rows.length === 0) return; // an empty list: the dialog gives focus to the field
    const row = rows[Math.min(target.row, rows.length - 1)];
    row.querySelectorAll<HTMLElement>('button')[target.action]?.focus();
  }, [hits]);
  if (hits.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul ref={list} className={styles.list}>
        {hits.map((hit, row) => {
          const name = plainText(hitTitle(hit));
          return (
            <li
              key={hit.url}
              className={styles.row}
              data-active={option.firstIndex + row === option.activeIndex || undefined}
            >
              <Link
                id={option.optionId(option.firstIndex + row)}
                to={hit.url}
                className={styles.link}
                onClick={() => onSelect(hit)}
              >
                <span className={styles.icon}>{icon}</span>
                <span className={styles.text}>
                  <span className={styles.title}>
                    <Highlighted value={hitTitle(hit)} />
                  </span>
                  <HitPath hit={hit} className={styles.path} />
                </span>
              </Link>
              {actions.map((action, index) => (
                <button
                  key={action.label}
                  type="button"
                  className={styles.action}
                  aria-label={translate(
                    { id: 'search.savedHit.action', message: '{action}: {title}' },
                    { action: action.label, title: name },
                  )}
                  title={action.label}
                  onClick={() => {
                    refocus.current = { row, action: index };
                    action.onClick(hit.url);
                  }}
                >
                  {action.icon}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
