import { useCallback, useState } from 'react';
import {
  addRecent,
  makeFavourite,
  readLists,
  removeFavourite,
  removeRecent,
  writeLists,
  type SavedLists,
} from './searchHistory';
import type { SavedHit } from '../SearchHit/hits';

/** Recent and favourite searches, kept in localStorage (read once when the modal opens). */
export function useSearchHistory() {
  const [lists, setLists] = useState<SavedLists>(readLists);

  const update = useCallback(
    (change: (lists: SavedLists) => SavedLists) => {
      const after = change(lists);
      writeLists(lists, after);
      setLists(after);
    },
    [lists],
  );

  return {
    ...lists,
    addRecent: useCallback((hit: SavedHit) => update((l) => addRecent(l, hit)), [update]),
    makeFavourite: useCallback((url: string) => update((l) => makeFavourite(l, url)), [update]),
    removeRecent: useCallback((url: string) => update((l) => removeRecent(l, url)), [update]),
    removeFavourite: useCallback((url: string) => update((l) => removeFavourite(l, url)), [update]),
  };
}
