// What the dialog keeps in this browser (recent and favourite searches, Ask AI conversations, whether "/" opens it), read and written alike.

// Reading `window.localStorage` itself throws when storage is blocked (SecurityError).
function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** A stored value if it is one of its kind. A blocked, full or corrupt storage is logged and ignored: what is kept is a convenience, never a reason for the dialog to fail. */
export function readStored<T>(key: string, isValue: (value: unknown) => value is T): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isValue(parsed)) throw new TypeError('not a value of its kind');
    return parsed;
  } catch (error) {
    console.warn(`Ignoring the stored ${key}:`, error);
    return undefined;
  }
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** A stored list, each item checked (a list that is not one is ignored as a whole). */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  return (readStored(key, isList) ?? []).filter(isItem);
}

export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not store ${key}:`, error);
  }
}
