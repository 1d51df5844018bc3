import Translate from '@docusaurus/Translate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyChunk, prefetchChunk, useLazyChunk } from '../LazyChunk/lazyChunk';
import { takeOverEarlySearch } from './earlySearch';
import SearchIcon from './SearchIcon';
import SearchShell from './SearchShell';
import { useAskAiSettings } from '../ModalShell/askAiSettings';
import { onReopenInDialog, toggleAnswer, type AnswerSession } from '../ModalShell/answerSession';
import { isAskShortcut, isOpenShortcut, isTypingTarget } from '../ModalShell/shortcuts';
import { useSlashShortcut } from '../ModalShell/slashShortcut';
import type { CloseReason } from '../ModalShell/ModalDialog';
import styles from './SearchButton.module.css';

/** The modal and the search engine: fetched when first wanted, never with the page. */
const searchModal = lazyChunk('search', () => import(/* webpackChunkName: "search-modal" */ './SiteSearchModal'));

const prefetch = () => prefetchChunk(searchModal);

/**
 * The header's "Zoeken" button, which also listens for Ctrl/Cmd+K and (unless turned off) "/".
 * The modal opens at once: until its code has arrived a shell stands in,
 * keeping what is typed, then the modal takes over with it.
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Set when the modal is to start on the answer screen, with the question to ask if one was typed.
  const [startAsking, setStartAsking] = useState<{ question?: string } | null>(null);
  // Set when the modal is to reopen the conversation a source was followed from ("Back to your answer", phone).
  const [resume, setResume] = useState<AnswerSession | null>(null);
  const askAi = useAskAiSettings().enabled;
  const slash = useSlashShortcut();
  const modal = useLazyChunk(searchModal, open);
  const returnFocus = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback((initialQuery = '', ask = false) => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
    setQuery(initialQuery);
    setStartAsking(ask ? {} : null);
    setResume(null);
    setOpen(true);
  }, []);

  useEffect(
    () =>
      onReopenInDialog((session) => {
        show('', true);
        setResume(session);
      }),
    [show],
  );

  const close = useCallback((reason: CloseReason) => {
    setOpen(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (reason === 'dismissed' && target?.isConnected) target.focus();
  }, []);

  useEffect(() => takeOverEarlySearch(show), [show]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open) return;
      if (isOpenShortcut(event, slash)) {
        event.preventDefault(); // "/" must not land in the search field; Ctrl+K is the browser's own otherwise
        show();
      } else if (askAi && isAskShortcut(event) && !event.defaultPrevented && !isTypingTarget(event.target)) {
        event.preventDefault();
        // The answer a source was followed from, when there is one: its panel shown or hidden, or reopened.
        if (!toggleAnswer()) show('', true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, show, askAi, slash]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={() => show()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-keyshortcuts={['Control+K Meta+K', slash && '/', askAi && 'Control+I Meta+I'].filter(Boolean).join(' ')}
        data-search-button
      >
        <SearchIcon className={styles.icon} />
        <span className={styles.label} lang="nl">
          <Translate id="search.button">Zoeken</Translate>
        </span>
      </button>
      {/* Opened with showModal(), the dialog sits in the top layer: its place in the header does not matter. */}
      {open &&
        (modal.status === 'ready' ? (
          <modal.module.default
            onClose={close}
            initialQuery={query}
            startWithAsk={startAsking !== null}
            initialQuestion={startAsking?.question}
            resume={resume ?? undefined}
          />
        ) : (
          <SearchShell
            query={query}
            onQueryChange={setQuery}
            onClose={close}
            state={modal}
            onAsk={askAi ? (typed) => setStartAsking({ question: typed.trim() || undefined }) : undefined}
          />
        ))}
    </>
  );
}
