// The dialog's keyboard shortcuts: the header opens it with them, the dialog and the Ask AI panel read them.

/** Where a key press is text being typed, so "/" and Ctrl/Cmd+K belong to the field, not to the shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target as Node).nodeType) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons, checkboxes and the like take no text.
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'reset', 'submit'].includes(type);
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'isComposing'> & {
  defaultPrevented?: boolean;
};

/** Ctrl+K (Cmd+K on a Mac) or, unless the visitor turned it off, a bare "/", outside text fields. */
export function isOpenShortcut(event: KeyLike, slash = true): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (isTypingTarget(event.target)) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return slash && key === '/' && !event.ctrlKey && !event.metaKey;
}

/**
 * Ctrl+I (Cmd+I on a Mac): the answer screen at once, as in DocSearch. Read
 * in the search field only, whose text becomes the question.
 */
export function isAskShortcut(event: Pick<KeyLike, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'i';
}
