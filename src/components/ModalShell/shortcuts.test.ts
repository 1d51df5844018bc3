// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isAskShortcut, isOpenShortcut, isTypingTarget } from './shortcuts';

function key(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe('search shortcuts', () => {
  it('open on Ctrl+K, Cmd+K and "/"', () => {
    expect(isOpenShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isOpenShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isOpenShortcut(key({ key: '/' }))).toBe(true);
    expect(isOpenShortcut(key({ key: '/', shiftKey: true }))).toBe(true); // "/" is Shift+7 on some layouts
  });

  it('ignore other keys and chords', () => {
    expect(isOpenShortcut(key({ key: 'k' }))).toBe(false);
    expect(isOpenShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isOpenShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isOpenShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
    // Turned off by the visitor: only the bare key stops opening it.
    expect(isOpenShortcut(key({ key: '/' }), false)).toBe(false);
    expect(isOpenShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(true);
    expect(isOpenShortcut(key({ key: 'Escape' }))).toBe(false);
  });

  it('do nothing while typing in a field, a text area or editable content', () => {
    const editable = element('<div contenteditable="true"></div>');
    // jsdom does not compute isContentEditable.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    for (const target of [
      element('<input>'),
      element('<input type="search">'),
      element('<textarea></textarea>'),
      element('<select></select>'),
      editable,
    ]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(isOpenShortcut(key({ key: '/' }, target))).toBe(false);
      expect(isOpenShortcut(key({ key: 'k', ctrlKey: true }, target))).toBe(false);
    }
  });

  it('work from buttons, links and checkboxes, which take no text', () => {
    for (const html of ['<button></button>', '<a href="/">x</a>', '<input type="checkbox">', '<input type="submit">'])
      expect(isOpenShortcut(key({ key: '/' }, element(html)))).toBe(true);
  });

  it('leave events already handled or still composing', () => {
    const handled = key({ key: '/' });
    handled.preventDefault();
    expect(isOpenShortcut(handled)).toBe(false);
    expect(isOpenShortcut(key({ key: '/', isComposing: true }))).toBe(false);
  });
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
