import Translate, { translate } from '@docusaurus/Translate';
import { forwardRef, useId, useState, type FormEvent } from 'react';
import { ArrowBackwardIcon, ArrowForwardIcon } from '../ModalShell/icons';
import { CloseButton, IconButton } from '../ModalShell/IconButton';
import styles from '../ModalShell/ModalShell.module.css';
import shell from './AskAiShell.module.css';

/** The longest question the assistant takes. */
const MAX_QUESTION_LENGTH = 512;

/**
 * The question field's mode (first question or follow-up, asking or answering) and what its buttons do.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface QuestionFieldProps {
  /** A conversation has started: the field asks a follow-up. */
  followUp: boolean;
  busy: boolean;
  onAsk(question: string): void;
  onStop(): void;
  /** Back to search; the side panel has none. */
  onBack?(): void;
  /** The side panel's header has its own close. */
  onClose?(): void;
  /** What was typed before the answer screen's code arrived. */
  initialValue?: string;
  onValueChange?(value: string): void;
}

/**
 * The answer screen's top bar: back to search, the question, ask or stop,
 * close. Part of the search modal's chunk, so it is there at once while the
 * answer screen's code loads.
 */
const QuestionField = forwardRef<HTMLInputElement, QuestionFieldProps>(function QuestionField(
  { followUp, busy, onAsk, onStop, onBack, onClose, initialValue = '', onValueChange },
  ref,
) {
  const id = useId();
  const [value, setText] = useState(initialValue);
  const setValue = (text: string) => {
    setText(text);
    onValueChange?.(text);
  };
  const backToSearch = translate({ id: 'askAi.backToSearch', message: 'Back to search' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !value.trim()) return;
    onAsk(value);
    setValue('');
  };
  return (
    <form
      className={`${styles.field} ${shell.askField}`}
      onSubmit={submit}
      aria-label={translate({ id: 'askAi.title', message: 'Ask AI' })}
    >
      {onBack && (
        <IconButton label={backToSearch} title={backToSearch} onClick={onBack}>
          <ArrowBackwardIcon />
        </IconButton>
      )}
      <label htmlFor={id} className="ams-visually-hidden">
        {followUp ? (
          <Translate id="askAi.field.followUp">Ask another question</Translate>
        ) : (
          <Translate id="askAi.field.first">Ask a question</Translate>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MAX_QUESTION_LENGTH}
        placeholder={
          followUp
            ? translate({ id: 'askAi.field.followUpPlaceholder', message: 'Ask another question...' })
            : translate({ id: 'askAi.field.firstPlaceholder', message: 'Ask a question...' })
        }
        value={value}
        onChange={(event) => setValue(event.target.value)}
        data-autofocus
      />
      {/* One button that changes: a keyboard user's focus stays on it when the answer ends. */}
      <button
        type={busy ? 'button' : 'submit'}
        className={busy ? styles.textButton : styles.iconButton}
        aria-label={busy ? undefined : translate({ id: 'askAi.field.ask', message: 'Ask' })}
        title={
          busy
            ? translate({ id: 'askAi.field.stopTitle', message: 'Stop the answer' })
            : translate({ id: 'askAi.field.askTitle', message: 'Ask (Enter)' })
        }
        onClick={busy ? onStop : undefined}
      >
        {busy ? <Translate id="askAi.field.stop">Stop</Translate> : <ArrowForwardIcon />}
      </button>
      {onClose && (
        <CloseButton
          label={translate({ id: 'modal.close', message: 'Close search' })}
          title={translate({ id: 'modal.closeTitle', message: 'Close (Esc)' })}
          onClick={onClose}
        />
      )}
    </form>
  );
});

export default QuestionField;
