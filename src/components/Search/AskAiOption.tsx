import { AskAiIcon } from '../ModalShell/icons';
import styles from './ResultsListbox.module.css';

/** The "Ask AI: {query}" option: its id among the options, the query, and whether it is the active one. */
export interface AskAiOptionProps {
  id: string;
  query: string;
  active: boolean;
  onActivate(): void;
  onSelect(): void;
}

/** The first option of the search results, as in DocSearch: ask the assistant the query instead. */
export default function AskAiOption({ id, query, active, onActivate, onSelect }: AskAiOptionProps) {
  return (
    <div
      role="option"
      id={id}
      aria-selected={active}
      className={styles.option}
      onMouseMove={() => active || onActivate()}
      onClick={onSelect}
    >
      <AskAiIcon className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.title}>
          Ask AI: <span className={styles.askQuery}>{query}</span>
        </span>
        <span className={styles.path}>Get an answer from the standards, with its sources</span>
      </span>
    </div>
  );
}
