import Translate, { translate } from '@docusaurus/Translate';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import AnswerAction from './AnswerAction';
import { ThumbsDownIcon, ThumbsUpIcon } from './answerIcons';
import type { Vote } from './conversations';
import { Button, SmallParagraph } from '../DesignSystem';
import styles from './AskAi.module.css';

export const THANKS = translate({ id: 'askAi.feedback.thanks', message: 'Thanks for your feedback!' });
/** The longest reason the assistant takes with a dislike. */
export const REASON_MAX_LENGTH = 500;

/** The vote on an answer, its state, and a reason for a dislike. */
export interface AnswerFeedbackProps {
  /** The buttons before the vote in the row (Retry, Copy). */
  children: ReactNode;
  /** The assistant keeps this answer under its id, so it can take a vote. */
  votable: boolean;
  vote: Vote | undefined;
  /** A vote (this answer's or another's) is on its way. */
  sending: boolean;
  error: string | undefined;
  onVote(choice: Vote, reason?: string): void;
}

/**
 * The row of buttons under an answer, ending in Like, or Dislike with an
 * optional reason, once per answer; then thanks. Dislike opens a short field
 * for what was wrong below the row, sent with the vote, never required;
 * Dislike again closes it.
 */
export default function AnswerFeedback({ children, votable, vote, sending, error, onVote }: AnswerFeedbackProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // The control that was pressed is gone: the focus goes to what replaced it, before the dialog would put it
  // back in the question field.
  const given = useRef(!!vote);
  useLayoutEffect(() => {
    if (vote && !given.current) thanks.current?.focus();
    given.current = !!vote;
  }, [vote]);
  useLayoutEffect(() => {
    if (asking) field.current?.focus();
  }, [asking]);

  const row = (votes?: ReactNode) => (
    <div className={styles.toolbar}>
      {children}
      {votes}
    </div>
  );
  if (!votable) return row();
  if (vote)
    return row(
      <SmallParagraph ref={thanks} role="status" tabIndex={-1}>
        {THANKS}
      </SmallParagraph>,
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onVote('dislike', reason.trim() || undefined);
  };

  return (
    <>
      {row(
        <div
          role="group"
          aria-label={translate({ id: 'askAi.feedback.question', message: 'Was this answer helpful?' })}
          className={styles.toolbar}
        >
          <AnswerAction
            label={translate({ id: 'askAi.feedback.like', message: 'Like' })}
            icon={ThumbsUpIcon}
            disabled={sending}
            onClick={() => onVote('like')}
          />
          <AnswerAction
            label={translate({ id: 'askAi.feedback.dislike', message: 'Dislike' })}
            icon={ThumbsDownIcon}
            disabled={sending}
            expanded={asking}
            controls={`${id}-reason`}
            onClick={() => setAsking((open) => !open)}
          />
        </div>,
      )}
      {asking && (
        <form id={`${id}-reason`} className={styles.answer} onSubmit={send}>
          <div className="ams-field">
            <label htmlFor={`${id}-text`} className="ams-label">
              <Translate id="askAi.feedback.reasonLabel">What was wrong with this answer?</Translate>{' '}
              <span className="ams-hint">
                <Translate id="askAi.feedback.optional">(optional)</Translate>
              </span>
            </label>
            <SmallParagraph id={`${id}-hint`}>
              <Translate id="askAi.feedback.reasonHint" values={{ max: REASON_MAX_LENGTH }}>
                {'At most {max} characters. Please leave out names and other personal details.'}
              </Translate>
            </SmallParagraph>
            <textarea
              ref={field}
              id={`${id}-text`}
              className="ams-text-area ams-text-area--resize-vertical"
              dir="auto"
              rows={2}
              maxLength={REASON_MAX_LENGTH}
              aria-describedby={`${id}-hint`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={sending} className={styles.start}>
            <Translate id="askAi.feedback.send">Send dislike</Translate>
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="ams-error-message">
          {error}
        </p>
      )}
    </>
  );
}
