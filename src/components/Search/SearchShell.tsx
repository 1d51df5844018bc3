import type { KeyboardEvent } from 'react';
import LazyChunkStatus from '../LazyChunk/LazyChunkStatus';
import type { ChunkState } from '../LazyChunk/lazyChunk';
import { unavailableHint, unavailableTitle } from '../ModalShell/messages';
import { searchTheDocs } from './messages';
import SearchField from './SearchField';
import { isAskShortcut } from '../ModalShell/shortcuts';
import ModalDialog, { useModalDialog, type CloseReason } from '../ModalShell/ModalDialog';
import styles from '../ModalShell/ModalShell.module.css';

/** What the shell takes over from the header button until the modal's code has arrived. */
export interface SearchShellProps {
  query: string;
  onQueryChange(query: string): void;
  onClose(reason: CloseReason): void;
  /** The download of the search itself (engine and screens). */
  state: Exclude<ChunkState<unknown>, { status: 'ready' }>;
  /** Ctrl/Cmd+I, or Enter on a question, with what the field holds: the modal is to start on the answer screen, asking it. Absent without Ask AI. */
  onAsk?(question: string): void;
}

/**
 * The search modal as it looks before its code has arrived, drawn by the
 * header button at once: the field takes what the visitor types (the modal
 * starts with it, on the answer screen after Ctrl/Cmd+I or Enter on a
 * question), the body says it is loading or offers "Retry".
 */
export default function SearchShell({ query, onQueryChange, onClose, state, onAsk }: SearchShellProps) {
  const { dialogProps, close } = useModalDialog(onClose);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const enterOnQuestion = event.key === 'Enter' && !event.nativeEvent.isComposing && query.trim() !== '';
    if (onAsk && (isAskShortcut(event) || enterOnQuestion)) {
      // Kept like the typed text: the modal opens on the answer screen once its code has arrived. Enter on a
      // question counts too, as in the modal, whose first option then is "Ask AI: {query}".
      event.preventDefault();
      onAsk(query);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault(); // the shortcut that opened the modal closes it
      close();
    }
  };
  return (
    <ModalDialog dialogProps={dialogProps} label={searchTheDocs()}>
      <SearchField
        value={query}
        onChange={onQueryChange}
        onKeyDown={onKeyDown}
        onClose={() => close()}
        expanded={false}
        listboxId=""
      />
      <div className={styles.body}>
        <LazyChunkStatus state={state} failedTitle={unavailableTitle()} failedText={unavailableHint()} />
      </div>
    </ModalDialog>
  );
}
