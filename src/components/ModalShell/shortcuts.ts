/** The keys a shortcut is read from. */
type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl+I (Cmd+I on a Mac): the answer screen at once, as in DocSearch. Read
 * in the search field only, whose text becomes the question.
 */
export function isAskShortcut(event: ShortcutKeys): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'i';
}
