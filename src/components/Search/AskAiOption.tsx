import Translate from '@docusaurus/Translate';
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
          <Translate id="search.askAi.option" values={{ query: <span className={styles.askQuery}>{query}</span> }}>
            {'Ask AI: {query}'}
          </Translate>
        </span>
        <span className={styles.path}>
          <Translate id="search.askAi.optionHint">Get an answer from the standards, with its sources</Translate>
        </span>
      </span>
    </div>
  );
}
