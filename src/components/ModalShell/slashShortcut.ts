// Whether a bare "/" opens the search. A single-key shortcut can fire by
// accident under speech input or a slip of the hand, so the visitor may turn
// it off in the dialog (WCAG 2.1.4); Ctrl+K and Cmd+K stay either way.
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storedList';

export const SLASH_SHORTCUT_KEY = 'amsterdam-developers.search.slash-shortcut';

// Other tabs tell through the storage event; this tab through its own.
const CHANGED = 'amsterdam-developers:slash-shortcut';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** On unless turned off here; a missing, blocked or broken setting leaves it on. */
export function slashShortcutOn(): boolean {
  return readStored(SLASH_SHORTCUT_KEY, isBoolean) ?? true;
}

export function setSlashShortcut(on: boolean): void {
  writeStored(SLASH_SHORTCUT_KEY, on);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SLASH_SHORTCUT_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The setting, kept current when it changes in this tab or another; on while the page is prerendered. */
export function useSlashShortcut(): boolean {
  return useSyncExternalStore(subscribe, slashShortcutOn, () => true);
}
