import { useId } from 'react';
import { Alert } from '@amsterdam/design-system-react';
import AnswerActions from './AnswerActions';
import AnswerLink from './AnswerLink';
import AnswerMarkdown from './AnswerMarkdown';
import AnswerSteps from './AnswerSteps';
import type { Vote } from './conversations';
import { safeHref } from './links';
import { answerForClipboard, citedSources, messageText, type Exchange } from './messages';
import screens from '../Search/SearchScreens.module.css';
import styles from './AskAi.module.css';

export const STOPPED = 'You stopped this response';

interface Props {
  exchange: Exchange;
  /** This answer is the one being asked for now. */
  busy: boolean;
  stopped: boolean;
  /** The message of a failed answer (the last one only). */
  error?: string;
  onRetry(): void;
  vote: Vote | undefined;
  voteSending: boolean;
  voteError: string | undefined;
  onVote(messageId: string, choice: Vote): void;
}

/** One question and its answer: the steps, the text, the sources, and what can be done with it. */
export default function ExchangeView({ exchange, busy, stopped, error, onRetry, ...feedback }: Props) {
  const id = useId();
  const { question, answer } = exchange;
  const text = messageText(answer);
  const sources = citedSources(answer).flatMap((s) => {
    const href = safeHref(s.url);
    return href ? [{ ...s, href }] : [];
  });
  const done = !busy && !error && !!answer && !stopped && text !== '';

  return (
    <article className={styles.exchange} aria-labelledby={`${id}-q`}>
      <h3 id={`${id}-q`} className={styles.question}>
        {messageText(question)}
      </h3>
      <div className={styles.answer} aria-busy={busy}>
        <AnswerSteps parts={answer?.parts ?? []} busy={busy} />
        {text && <AnswerMarkdown text={text} />}
        {stopped && <p className={styles.small}>{STOPPED}</p>}
        {error && (
          <Alert role="alert" severity="error" heading="No answer" headingLevel={4}>
            <p className={screens.text}>{error}</p>
            <button type="button" className={`${screens.suggestion} ${styles.start}`} onClick={onRetry}>
              Retry
            </button>
          </Alert>
        )}
      </div>
      {sources.length > 0 && (
        <section className={styles.sources} aria-labelledby={`${id}-s`}>
          <h4 id={`${id}-s`}>Related sources</h4>
          <ul>
            {sources.map((source) => (
              <li key={source.href}>
                <AnswerLink href={source.href} className={screens.link}>
                  {source.title || source.href}
                </AnswerLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {done && answer && (
        <AnswerActions
          metadata={answer.metadata}
          copyText={() => answerForClipboard(answer, window.location.origin)}
          vote={feedback.vote}
          sending={feedback.voteSending}
          error={feedback.voteError}
          onVote={(choice) => feedback.onVote(answer.id, choice)}
        />
      )}
    </article>
  );
}
