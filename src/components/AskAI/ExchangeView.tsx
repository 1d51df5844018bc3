import Translate, { translate } from '@docusaurus/Translate';
import { useId, useMemo, type ReactNode } from 'react';
import { Alert } from '@amsterdam/design-system-react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AnswerAction from './AnswerAction';
import AnswerActions from './AnswerActions';
import AnswerMarkdown from './AnswerMarkdown';
import AnswerSteps from './AnswerSteps';
import { Button, Heading } from '../DesignSystem';
import { RetryIcon } from './answerIcons';
import type { Vote } from './conversations';
import { messageText, type Exchange } from './messages';
import SourceList from './SourceList';
import { answerForClipboard, answerSources } from './sources';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAi.module.css';

export const STOPPED = translate({ id: 'askAi.stopped', message: 'You stopped this response' });

/** One question, its answer and what has happened to it (busy, stopped, failed, voted on). */
export interface ExchangeViewProps {
  exchange: Exchange;
  /** This answer is the one being asked for now. */
  busy: boolean;
  stopped: boolean;
  /** The message of a failed answer (the last one only). */
  error?: string;
  /** Asks the question again (a failed or stopped answer). */
  onRetry(): void;
  vote: Vote | undefined;
  voteSending: boolean;
  voteError: string | undefined;
  onVote(messageId: string, choice: Vote, reason?: string): void;
  /** After the answer: its follow-up questions. */
  children?: ReactNode;
}

/** One question and its answer: the steps, the text, the sources, what can be done with it, what to ask next. */
export default function ExchangeView({
  exchange,
  busy,
  stopped,
  error,
  onRetry,
  children,
  ...feedback
}: ExchangeViewProps) {
  const id = useId();
  const { siteConfig } = useDocusaurusContext();
  const { question, answer } = exchange;
  const text = messageText(answer);
  const sources = useMemo(() => answerSources(answer, siteConfig.url), [answer, siteConfig.url]);
  const done = !busy && !error && !!answer && text !== '';

  return (
    <article className={styles.exchange} aria-labelledby={`${id}-q`}>
      <Heading id={`${id}-q`} level={3}>
        {messageText(question)}
      </Heading>
      <div className={styles.answer} aria-busy={busy}>
        <AnswerSteps parts={answer?.parts ?? []} busy={busy} />
        {text && <AnswerMarkdown text={text} sources={sources} />}
        {stopped && <p className={styles.small}>{STOPPED}</p>}
        {error && (
          <Alert
            role="alert"
            severity="error"
            heading={translate({ id: 'askAi.noAnswer', message: 'No answer' })}
            headingLevel={4}
          >
            <p className={screens.text}>{error}</p>
            <Button variant="secondary" className={styles.start} onClick={onRetry}>
              <Translate id="askAi.retry">Retry</Translate>
            </Button>
          </Alert>
        )}
      </div>
      <SourceList sources={sources} />
      {done && answer ? (
        <AnswerActions
          metadata={answer.metadata}
          copyText={() => answerForClipboard(answer, window.location.origin, siteConfig.url)}
          onRetry={stopped ? onRetry : undefined}
          // A stopped answer is kept by the assistant once its first chunk (the id and metadata) has come.
          votable={!stopped || answer.metadata !== undefined}
          vote={feedback.vote}
          sending={feedback.voteSending}
          error={feedback.voteError}
          onVote={(choice, reason) => feedback.onVote(answer.id, choice, reason)}
        />
      ) : (
        stopped &&
        !busy && (
          <div className={styles.toolbar}>
            <AnswerAction
              label={translate({ id: 'askAi.retry', message: 'Retry' })}
              icon={RetryIcon}
              onClick={onRetry}
            />
          </div>
        )
      )}
      {children}
    </article>
  );
}
