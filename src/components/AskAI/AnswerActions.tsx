import { CheckMarkIcon, CopyIcon, ThumbsDownIcon, ThumbsUpIcon } from './answerIcons';
import type { ReactNode } from 'react';
import { useCopied } from '@site/src/components/useCopied';
import type { Vote } from './conversations';
import type { AskMetadata } from './messages';
import styles from './AskAi.module.css';

export const THANKS = 'Thanks for your feedback!';

/** What the answer is, in a line: quoted from the standards, or written by a model that can be wrong. */
export function answerNote(metadata: AskMetadata | undefined): string {
  if (metadata?.fallback === 'timeout')
    return 'Extracts from the standards: the AI model took too long, so the answer quotes the standards instead.';
  if (metadata?.fallback === 'error')
    return 'Extracts from the standards: the AI model failed, so the answer quotes the standards instead.';
  if (metadata?.kind === 'generated') return 'Generated with AI, which can make mistakes: verify it in the sources.';
  return 'Extracts from the standards, quoted as written.';
}

interface Props {
  metadata: AskMetadata | undefined;
  /** The whole answer, ready to paste. */
  copyText: () => string;
  vote: Vote | undefined;
  /** A vote (this answer's or another's) is on its way. */
  sending: boolean;
  error: string | undefined;
  onVote(choice: Vote): void;
}

interface ActionProps {
  label: ReactNode;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}

function Action({ label, icon, onClick, disabled }: ActionProps) {
  return (
    <button
      type="button"
      className={styles.action}
      // aria-disabled, not disabled: the button keeps its place in the Tab order and its focus.
      aria-disabled={disabled || undefined}
      onClick={() => disabled || onClick()}
    >
      {icon}
      {label}
    </button>
  );
}

/** Under a finished answer: what it is, copy it, and a one-time like or dislike. */
export default function AnswerActions({ metadata, copyText, vote, sending, error, onVote }: Props) {
  const [copied, copy] = useCopied('answer');
  return (
    <div className={styles.answer}>
      <p className={styles.small}>{answerNote(metadata)}</p>
      <div className={styles.small}>
        <Action
          // Said once by screen readers, as the code blocks' copy button does.
          label={copied ? <span role="status">Copied!</span> : <span>Copy answer</span>}
          icon={copied ? <CheckMarkIcon /> : <CopyIcon />}
          onClick={() => copy(copyText())}
        />
        {vote ? (
          <p role="status" className={styles.strong}>
            {THANKS}
          </p>
        ) : (
          <div role="group" aria-label="Was this answer helpful?" className={styles.small}>
            <Action
              label={<span>Like</span>}
              icon={<ThumbsUpIcon />}
              disabled={sending}
              onClick={() => onVote('like')}
            />
            <Action
              label={<span>Dislike</span>}
              icon={<ThumbsDownIcon />}
              disabled={sending}
              onClick={() => onVote('dislike')}
            />
          </div>
        )}
      </div>
      {error && !vote && (
        <p role="alert" className={`${styles.small} ${styles.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}
