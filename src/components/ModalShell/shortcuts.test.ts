import { describe, expect, it } from 'vitest';
import { isAskShortcut } from './shortcuts';

const key = (init: Partial<KeyboardEvent> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('the Ask AI shortcut', () => {
  it('is Ctrl+I or Cmd+I, nothing else', () => {
    expect(isAskShortcut(key({ key: 'i', ctrlKey: true }))).toBe(true);
    expect(isAskShortcut(key({ key: 'I', metaKey: true }))).toBe(true);
    expect(isAskShortcut(key({ key: 'i' }))).toBe(false);
    expect(isAskShortcut(key({ key: 'i', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isAskShortcut(key({ key: 'i', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isAskShortcut(key({ key: 'k', ctrlKey: true }))).toBe(false);
  });
});
