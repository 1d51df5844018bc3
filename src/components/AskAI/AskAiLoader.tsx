import Translate from '@docusaurus/Translate';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '../DesignSystem';
import { lazyChunk, useLazyChunk } from '../LazyChunk/lazyChunk';
import { SPINNER_DELAY_MS } from '../LazyChunk/LazyChunkStatus';
import { unavailableHint } from '../ModalShell/messages';
import type { AskAiScreenProps } from './AskAiScreen';
import QuestionField from './QuestionField';
import modal from '../ModalShell/ModalShell.module.css';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAiShell.module.css';

// Ask AI as the search modal reaches it: this module, in the modal's chunk, is the only one Search imports.
export { CONVERSATIONS_KEY, readConversations, removeConversation, type StoredConversation } from './conversations';
export type { AskAiScreenProps };

type Screen = ComponentType<AskAiScreenProps>;

/** The answer screen and the AI SDK are fetched when the visitor first asks, never with the page or the search. */
const askAiScreen = lazyChunk('Ask AI answer screen', () =>
  import(/* webpackChunkName: "ask-ai" */ './AskAiScreen').then((module): Screen => module.default),
);

export const loadAskAiScreen = (): Promise<Screen> => askAiScreen.load();

/**
 * The side panel and "Back to your answer" (AskAiSessionHost), in the same "ask-ai" chunk. Imported from here, the
 * search modal's chunk, so that chunk is the only way to it: the bundler then leaves out of it what the modal's chunk
 * already has (the search hits, icons, question field), instead of copying those in for a way around the modal.
 */
export const loadAskAiSession = () => import(/* webpackChunkName: "ask-ai" */ './AskAiSession');

/**
 * The answer screen once its code is here. Meanwhile a spinner (after
 * 200 ms); if the download fails, the error with a Retry that fetches again,
 * and the way back to search.
 */
export default function AskAiLoader(props: AskAiScreenProps) {
  const chunk = useLazyChunk(askAiScreen);
  const [slow, setSlow] = useState(false);
  const retry = useRef<HTMLButtonElement>(null);
  // Typed or asked while the code loads: handed to the answer screen.
  const [question, setQuestion] = useState(props.question);
  const [draft, setDraft] = useState('');

  const loading = chunk.status === 'loading';
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);

  // Focus never drops to the page: it is in the question field while the code loads, on Retry when that failed.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (chunk.status === 'failed') retry.current?.focus();
    else if (chunk.status === 'loading') field.current?.focus();
  }, [chunk.status]);

  if (chunk.status === 'ready') return <chunk.module {...props} question={question} draft={draft} />;
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
        {chunk.status === 'failed' ? (
          <div role="alert" className={screens.screen}>
            <h2 className={screens.title}>
              <Translate id="askAi.loadFailed">Ask AI could not be loaded</Translate>
            </h2>
            <p className={screens.text}>{unavailableHint()}</p>
            <Button ref={retry} variant="secondary" onClick={chunk.retry}>
              <Translate id="askAi.retry">Retry</Translate>
            </Button>
          </div>
        ) : (
          slow && (
            <p role="status" className={styles.loading}>
              <span className={styles.spinner} aria-hidden="true" />
              <Translate id="askAi.loading">Loading…</Translate>
            </p>
          )
        )}
      </div>
    </>
  );
}
