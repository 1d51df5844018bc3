import { readStoredList, writeStored } from '../ModalShell/storedList';
import type { SavedHit } from '../SearchHit/hits';

export const RECENT_KEY = 'amsterdam-developers.search.recent';
export const FAVOURITE_KEY = 'amsterdam-developers.search.favourites';
export const MAX_RECENT = 7;
const MAX_FAVOURITES = 10;

export type SavedListKey = typeof RECENT_KEY | typeof FAVOURITE_KEY;

function isSavedHit(value: unknown): value is SavedHit {
  if (value === null || typeof value !== 'object') return false;
  const { url, hierarchy } = value as Partial<SavedHit>;
  return typeof url === 'string' && url.startsWith('/') && hierarchy !== null && typeof hierarchy === 'object';
}

/** Search works without its history. */
export function readSaved(key: SavedListKey): SavedHit[] {
  return readStoredList(key, isSavedHit);
}

export function writeSaved(key: SavedListKey, hits: readonly SavedHit[]): void {
  writeStored(key, hits);
}

const without = (hits: readonly SavedHit[], url: string) => hits.filter((h) => h.url !== url);

export interface SavedLists {
  recent: SavedHit[];
  favourites: SavedHit[];
}

/** The newest first; a favourite is not repeated among the recents. */
export function addRecent(lists: SavedLists, hit: SavedHit): SavedLists {
  if (lists.favourites.some((f) => f.url === hit.url)) return lists;
  return { ...lists, recent: [hit, ...without(lists.recent, hit.url)].slice(0, MAX_RECENT) };
}

/** A recent search becomes a favourite and leaves the recents. */
export function makeFavourite(lists: SavedLists, url: string): SavedLists {
  const hit = lists.recent.find((h) => h.url === url);
  if (!hit) return lists;
  return {
    recent: without(lists.recent, url),
    favourites: [hit, ...without(lists.favourites, url)].slice(0, MAX_FAVOURITES),
  };
}

export function removeRecent(lists: SavedLists, url: string): SavedLists {
  return { ...lists, recent: without(lists.recent, url) };
}

export function removeFavourite(lists: SavedLists, url: string): SavedLists {
  return { ...lists, favourites: without(lists.favourites, url) };
}

export function readLists(): SavedLists {
  return { recent: readSaved(RECENT_KEY), favourites: readSaved(FAVOURITE_KEY) };
}

export function writeLists(before: SavedLists, after: SavedLists): void {
  if (after.recent !== before.recent) writeSaved(RECENT_KEY, after.recent);
  if (after.favourites !== before.favourites) writeSaved(FAVOURITE_KEY, after.favourites);
}

/** For the search page, which shows no lists but still remembers what was chosen. */
export function rememberHit(hit: SavedHit): void {
  const before = readLists();
  writeLists(before, addRecent(before, hit));
}
