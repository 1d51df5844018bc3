import { AskAiIcon } from '../ModalShell/icons';
import styles from './ResultsListbox.module.css';

interface Props {
  id: string;
  query: string;
  active: boolean;
  onActivate(): void;
  onSelect(): void;
}

/** The first option of the search results, as in DocSearch: ask the assistant the query instead. */
export default function AskAiOption({ id, query, active, onActivate, onSelect }: Props) {
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
