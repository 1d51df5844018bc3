import { useEffect, useRef, useState, type ComponentType } from 'react';
import { UNAVAILABLE_HINT } from '../Search/messages';
import type { AskAiScreenProps } from './AskAiScreen';
import QuestionField from './QuestionField';
import modal from '../Search/SearchModal.module.css';
import screens from '../Search/SearchScreens.module.css';
import styles from './AskAiShell.module.css';

type Screen = ComponentType<AskAiScreenProps>;

/** A lazy part shows its spinner only when loading takes longer than this, so a fast load does not flash one. */
export const SPINNER_DELAY_MS = 200;

let loaded: Screen | null = null;

/** The answer screen and the AI SDK are fetched when the visitor first asks, never with the page or the search. */
export function loadAskAiScreen(): Promise<Screen> {
  if (loaded) return Promise.resolve(loaded);
  return import(/* webpackChunkName: "ask-ai" */ './AskAiScreen').then((module) => (loaded = module.default));
}

/**
 * The answer screen once its code is here. Meanwhile a spinner (after
 * 200 ms); if the download fails, the error with a Retry that fetches again,
 * and the way back to search.
 */
export default function AskAiLoader(props: AskAiScreenProps) {
  const [state, setState] = useState<{ Screen: Screen | null; failed: boolean; attempt: number }>(() => ({
    Screen: loaded,
    failed: false,
    attempt: 0,
  }));
  const [slow, setSlow] = useState(false);
  const retry = useRef<HTMLButtonElement>(null);
  // Typed or asked while the code loads: handed to the answer screen.
  const [question, setQuestion] = useState(props.question);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    if (state.Screen || state.failed) return;
    let current = true;
    const timer = window.setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    loadAskAiScreen().then(
      (Screen) => current && setState((s) => ({ ...s, Screen })),
      (error: unknown) => {
        console.warn('Ask AI could not be loaded:', error);
        if (current) setState((s) => ({ ...s, failed: true }));
      },
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [state.Screen, state.failed, state.attempt]);

  // Focus never drops to the page: it is in the question field while the code loads, on Retry when that failed.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.failed) retry.current?.focus();
    else if (!state.Screen) field.current?.focus();
  }, [state.failed, state.Screen]);

  const { Screen } = state;
  if (Screen) return <Screen {...props} question={question} draft={draft} />;
  return (
    <>
      <QuestionField
        ref={field}
        followUp={!!props.conversation}
        busy={false}
        onAsk={(text) => setQuestion((q) => q ?? text)}
        onStop={() => undefined}
        onBack={props.onBack}
        onClose={props.onClose}
        onValueChange={setDraft}
      />
      <div className={modal.body}>
        {state.failed ? (
          <div role="alert" className={screens.screen}>
            <h2 className={screens.title}>Ask AI could not be loaded</h2>
            <p className={screens.text}>{UNAVAILABLE_HINT}</p>
            <button
              ref={retry}
              type="button"
              className={screens.suggestion}
              onClick={() => {
                setSlow(false);
                setState((s) => ({ ...s, failed: false, attempt: s.attempt + 1 }));
              }}
            >
              Retry
            </button>
          </div>
        ) : (
          slow && (
            <p role="status" className={styles.loading}>
              <span className={styles.spinner} aria-hidden="true" />
              Loading…
            </p>
          )
        )}
      </div>
    </>
  );
}
