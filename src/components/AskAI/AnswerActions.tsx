import Translate, { translate } from '@docusaurus/Translate';
import { useCopied } from '@site/src/components/useCopied';
import AnswerAction from './AnswerAction';
import AnswerFeedback from './AnswerFeedback';
import { CheckMarkIcon, RetryIcon } from './answerIcons';
import { CopyIcon } from '../ModalShell/icons';
import type { Vote } from './conversations';
import type { AskMetadata } from './messages';
import styles from './AskAi.module.css';

/** What the answer is, in a line: quoted from the standards, or written by a model that can be wrong. */
function answerNote(metadata: AskMetadata | undefined): string {
  if (metadata?.fallback === 'timeout')
    return translate({
      id: 'askAi.note.timeout',
      message: 'Extracts from the standards: the AI model took too long, so the answer quotes the standards instead.',
    });
  if (metadata?.fallback === 'error')
    return translate({
      id: 'askAi.note.failed',
      message: 'Extracts from the standards: the AI model failed, so the answer quotes the standards instead.',
    });
  if (metadata?.kind === 'generated')
    return translate({
      id: 'askAi.note.generated',
      message: 'Generated with AI, which can make mistakes: verify it in the sources.',
    });
  if (metadata?.closest)
    return translate({
      id: 'askAi.note.closest',
      message: 'The closest extracts from the standards, quoted as written: they may not answer it.',
    });
  return translate({ id: 'askAi.note.extracts', message: 'Extracts from the standards, quoted as written.' });
}

/** What can be done with a finished answer: copy it, try again, vote. */
export interface AnswerActionsProps {
  metadata: AskMetadata | undefined;
  /** The whole answer, ready to paste. */
  copyText: () => string;
  /** Asks the same question again; offered when the visitor stopped the answer. */
  onRetry?: () => void;
  /** The assistant keeps this answer under its id, so it can take a vote. */
  votable: boolean;
  vote: Vote | undefined;
  /** A vote (this answer's or another's) is on its way. */
  sending: boolean;
  error: string | undefined;
  onVote(choice: Vote, reason?: string): void;
}

/** Under an answer: what it is; Retry (a stopped one), Copy, and a one-time like or dislike. */
export default function AnswerActions({ metadata, copyText, onRetry, votable, ...feedback }: AnswerActionsProps) {
  const [copied, copy] = useCopied('answer');
  return (
    <div className={styles.answer}>
      <p className={styles.small}>{answerNote(metadata)}</p>
      <AnswerFeedback votable={votable} {...feedback}>
        {onRetry && (
          <AnswerAction label={translate({ id: 'askAi.retry', message: 'Retry' })} icon={RetryIcon} onClick={onRetry} />
        )}
        <AnswerAction
          // Said once by screen readers, as the code blocks' copy button does.
          label={
            copied ? (
              <span role="status">
                <Translate id="askAi.copied">Copied!</Translate>
              </span>
            ) : (
              <span>
                <Translate id="askAi.copy">Copy answer</Translate>
              </span>
            )
          }
          icon={copied ? CheckMarkIcon : CopyIcon}
          onClick={() => void copy(copyText())}
        />
      </AnswerFeedback>
    </div>
  );
}
