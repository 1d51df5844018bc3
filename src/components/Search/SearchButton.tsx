import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import SearchIcon from './SearchIcon';
import SearchLoadFailed from './SearchLoadFailed';
import { isOpenShortcut } from './shortcuts';
import type { CloseReason, SearchModalHandle } from './types';
import styles from './SearchButton.module.css';

type ModalComponent = ComponentType<SearchModalHandle>;

let loaded: ModalComponent | null = null;

/**
 * The modal and the search engine are fetched on first open, never with the
 * page. A failed download (offline, a new deploy) shows the error screen
 * instead of crashing the page, and the next open fetches again.
 */
function loadModal(): ModalComponent {
  loaded ??= lazy<ModalComponent>(() =>
    import(/* webpackChunkName: "search-modal" */ './SiteSearchModal').catch((error: unknown) => {
      console.warn('The search could not be loaded:', error);
      loaded = null;
      return { default: SearchLoadFailed };
    }),
  );
  return loaded;
}

/** The header's "Zoeken" button (SPEC §1), which also listens for Ctrl/Cmd+K and "/". */
export default function SearchButton() {
  const [modal, setModal] = useState<{ Component: ModalComponent } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = modal !== null;

  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
    setModal({ Component: loadModal() });
  }, []);

  const close = useCallback((reason: CloseReason) => {
    setModal(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (reason === 'dismissed' && target?.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open || !isOpenShortcut(event)) return;
      event.preventDefault(); // "/" must not land in the search field; Ctrl+K is the browser's own otherwise
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>Zoeken</span>
      </button>
      {/* Opened with showModal(), the dialog sits in the top layer: its place in the header does not matter. */}
      {modal && (
        <Suspense fallback={null}>
          <modal.Component onClose={close} />
        </Suspense>
      )}
    </>
  );
}
