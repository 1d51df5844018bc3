import Translate, { translate } from '@docusaurus/Translate';
import { useEffect, useRef } from 'react';
import { Button } from '../DesignSystem';
import { AskAiIcon } from '../ModalShell/icons';
import { CloseIcon } from '../ModalShell/IconButton';
import own from './RecentConversations.module.css';
import styles from './SavedHitList.module.css';

/** A past Ask AI conversation (its first question, kept in this browser only): reopened from the empty-query screen. */
export interface Conversation {
  id: string;
  title: string;
}

/** The kept Ask AI conversations and the search field's options they take. */
export interface RecentConversationsProps<C extends Conversation> {
  conversations: readonly C[];
  /** The rows' numbers among the search field's options ("Ask AI a question" follows them), the one it points at. */
  firstIndex: number;
  activeIndex: number;
  optionId(index: number): string;
  onOpen?(conversation: C): void;
  onRemove?(id: string): void;
  /** Opens the answer screen with no question yet; absent when Ask AI is off. */
  onAskAi?(): void;
}

/**
 * The last conversations with the assistant, newest first, each reopened or
 * removed with its own button. Without conversations or Ask AI the section
 * is empty: nothing made up is shown.
 */
export default function RecentConversations<C extends Conversation>({
  conversations,
  onOpen,
  onRemove,
  onAskAi,
  ...option
}: RecentConversationsProps<C>) {
  const active = (index: number) => option.firstIndex + index === option.activeIndex || undefined;
  const list = useRef<HTMLUListElement>(null);
  // After a removal the focus goes to the next conversation, else the previous one, else the search field.
  const focusAfterRemoval = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const next = focusAfterRemoval.current;
    if (next === undefined) return;
    focusAfterRemoval.current = undefined;
    const target = next
      ? list.current?.querySelector<HTMLElement>(`[data-conversation="${CSS.escape(next)}"]`)
      : document.querySelector<HTMLElement>('dialog[open] [data-autofocus]');
    target?.focus();
  }, [conversations]);

  const remove = (index: number) => {
    const neighbour = conversations[index + 1] ?? conversations[index - 1];
    focusAfterRemoval.current = neighbour?.id ?? null;
    onRemove?.(conversations[index].id);
  };

  return (
    <section
      className={styles.section}
      data-search-section="recent-conversations"
      aria-labelledby={conversations.length > 0 ? 'saved-recent-conversations' : undefined}
    >
      {conversations.length > 0 && (
        <>
          <h2 id="saved-recent-conversations" className={styles.heading}>
            <Translate id="search.conversations.title">Recent conversations</Translate>
          </h2>
          <ul ref={list} className={styles.list}>
            {conversations.map((c, i) => (
              <li key={c.id} className={styles.row} data-active={active(i)}>
                <button
                  type="button"
                  id={option.optionId(option.firstIndex + i)}
                  className={`${styles.link} ${own.open}`}
                  data-conversation={c.id}
                  onClick={() => onOpen?.(c)}
                >
                  <span className={styles.icon}>
                    <AskAiIcon />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>{c.title}</span>
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={translate(
                    { id: 'search.conversations.removeNamed', message: 'Remove from recent conversations: {title}' },
                    { title: c.title },
                  )}
                  title={translate({ id: 'search.conversations.remove', message: 'Remove from recent conversations' })}
                  onClick={() => remove(i)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {onAskAi && (
        <Button
          variant="secondary"
          icon={AskAiIcon}
          id={option.optionId(option.firstIndex + conversations.length)}
          className={own.askAi}
          data-active={active(conversations.length)}
          onClick={onAskAi}
        >
          <Translate id="search.conversations.askAi">Ask AI a question</Translate>
        </Button>
      )}
    </section>
  );
}
