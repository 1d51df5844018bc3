import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  CharacterCount,
  ErrorMessage,
  Field,
  FieldSet,
  formatCharacterCountTextEn,
  Label,
  Paragraph,
  Row,
  TextArea,
} from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import { COMMENT_MAX_LENGTH, sendPageFeedback, type PageFeedbackBody } from './api';
import { readVote, removeVote, writeVote, type StoredVote } from './votes';
import styles from './styles.module.css';

type Phase =
  /** Yes / No. */
  | { kind: 'ask' }
  /** The vote arrived: an optional comment. */
  | { kind: 'comment'; vote: StoredVote }
  /** The vote (or its comment) is kept in this browser until the server takes it. */
  | { kind: 'pending'; vote: StoredVote }
  | { kind: 'done'; refused?: string };

export const THANKS = translate({
  id: 'pageFeedback.thanks',
  message: 'Thanks for your feedback!',
});

function phaseOf(vote: StoredVote | null): Phase {
  if (!vote) return { kind: 'ask' };
  if (vote.id === null || vote.comment !== null) return { kind: 'pending', vote };
  return { kind: 'done' };
}

/** "Was this page helpful?" at the end of a doc page: one vote per page per browser, then an optional comment. */
export default function PageFeedback({ page }: { page: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef<'comment' | 'status' | null>(null);
  const id = useId();

  // The page is rendered at build time as "ask"; this browser's earlier vote is only known after hydration,
  // and reading it during render would make the first client render differ from the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPhase(phaseOf(readVote(page))), [page]);

  useEffect(() => {
    if (moveFocus.current === 'comment') commentRef.current?.focus();
    if (moveFocus.current === 'status') statusRef.current?.focus();
    moveFocus.current = null;
  }, [phase]);

  /** Sends what is kept for this page and moves on to what comes next. */
  async function deliver(vote: StoredVote, next: 'comment' | 'done') {
    setBusy(true);
    const body: PageFeedbackBody = { page, helpful: vote.helpful };
    if (vote.comment) body.comment = vote.comment;
    if (vote.id) body.id = vote.id;
    const result = await sendPageFeedback(body);
    setBusy(false);
    if (result.kind === 'unreachable') {
      writeVote(page, vote);
      moveFocus.current = 'status';
      setPhase({ kind: 'pending', vote });
      return;
    }
    if (result.kind === 'refused') {
      // A vote the server can never take (a page that has gone, a vote past retention) is not kept for retrying.
      if (vote.id) writeVote(page, { ...vote, comment: null });
      else removeVote(page);
      moveFocus.current = 'status';
      setPhase({ kind: 'done', refused: result.message });
      return;
    }
    const sent = { helpful: vote.helpful, id: result.id, comment: null };
    writeVote(page, sent);
    moveFocus.current = next === 'comment' && !vote.comment ? 'comment' : 'status';
    setPhase(next === 'comment' && !vote.comment ? { kind: 'comment', vote: sent } : { kind: 'done' });
  }

  function vote(helpful: boolean) {
    const vote = { helpful, id: null, comment: null };
    writeVote(page, vote);
    void deliver(vote, 'comment');
  }

  function sendComment(event: FormEvent, vote: StoredVote) {
    event.preventDefault();
    const text = comment.trim();
    if (text.length > COMMENT_MAX_LENGTH) {
      setTooLong(true);
      commentRef.current?.focus();
      return;
    }
    if (!text) {
      moveFocus.current = 'status';
      setPhase({ kind: 'done' });
      return;
    }
    void deliver({ ...vote, comment: text }, 'done');
  }

  const status =
    phase.kind === 'comment'
      ? translate({
          id: 'pageFeedback.voted',
          message: 'Thank you for your vote.',
        })
      : phase.kind === 'done'
        ? (phase.refused ?? THANKS)
        : phase.kind === 'pending'
          ? translate({
              id: 'pageFeedback.unsent',
              message:
                'Our server could not be reached, so your feedback has not been sent yet. It is kept in this browser: try again later.',
            })
          : '';

  return (
    <section
      className={styles.feedback}
      aria-label={translate({
        id: 'pageFeedback.label',
        message: 'Page feedback',
      })}
    >
      {phase.kind === 'ask' && (
        <FieldSet
          legend={translate({
            id: 'pageFeedback.question',
            message: 'Was this page helpful?',
          })}
          className={styles.question}
        >
          <Row wrap>
            <Button variant="secondary" disabled={busy} onClick={() => vote(true)}>
              <Translate id="pageFeedback.yes">Yes</Translate>
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => vote(false)}>
              <Translate id="pageFeedback.no">No</Translate>
            </Button>
          </Row>
        </FieldSet>
      )}

      {/* Always in the page, hidden while empty, so screen readers hear what it says next. */}
      <Paragraph ref={statusRef} role="status" tabIndex={-1} className={status ? styles.status : 'ams-visually-hidden'}>
        {status}
      </Paragraph>

      {phase.kind === 'comment' && (
        <form className={styles.form} onSubmit={(event) => sendComment(event, phase.vote)} noValidate>
          <Field invalid={tooLong}>
            <Label
              htmlFor={`${id}-comment`}
              hint={translate({
                id: 'pageFeedback.commentOptional',
                message: 'optional',
              })}
            >
              <Translate id="pageFeedback.commentLabel">What could make this page better?</Translate>
            </Label>
            <Paragraph id={`${id}-hint`} size="small" className={styles.hint}>
              <Translate id="pageFeedback.commentHint" values={{ max: COMMENT_MAX_LENGTH }}>
                {'At most {max} characters. Please leave out names, email addresses and other personal details.'}
              </Translate>
            </Paragraph>
            {tooLong && (
              <ErrorMessage id={`${id}-error`}>
                <Translate id="pageFeedback.commentTooLong" values={{ max: COMMENT_MAX_LENGTH }}>
                  {'Your comment is too long: keep it under {max} characters.'}
                </Translate>
              </ErrorMessage>
            )}
            <TextArea
              id={`${id}-comment`}
              ref={commentRef}
              rows={4}
              resize="vertical"
              invalid={tooLong}
              aria-describedby={`${id}-hint ${id}-count${tooLong ? ` ${id}-error` : ''}`}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                if (tooLong && event.target.value.trim().length <= COMMENT_MAX_LENGTH) setTooLong(false);
              }}
            />
            <CharacterCount
              id={`${id}-count`}
              length={comment.trim().length}
              maxLength={COMMENT_MAX_LENGTH}
              formatText={formatCharacterCountTextEn}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            <Translate id="pageFeedback.send">Send</Translate>
          </Button>
        </form>
      )}

      {phase.kind === 'pending' && (
        <Button variant="secondary" disabled={busy} onClick={() => void deliver(phase.vote, 'done')}>
          <Translate id="pageFeedback.retry">Try again</Translate>
        </Button>
      )}
    </section>
  );
}
