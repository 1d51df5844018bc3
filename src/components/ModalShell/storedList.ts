// What the dialog keeps in this browser (recent and favourite searches, Ask AI conversations), read and written alike.

// Reading `window.localStorage` itself throws when storage is blocked (SecurityError).
function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** A stored list, each item checked. A blocked, full or corrupt storage is logged and ignored: what is kept is a convenience, never a reason for the dialog to fail. */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('not a list');
    return parsed.filter(isItem);
  } catch (error) {
    console.warn(`Ignoring the stored ${key}:`, error);
    return [];
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}:`, error);
  }
}
