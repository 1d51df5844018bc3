// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { earlySearchScript } from './index';

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('the early search script', () => {
  beforeEach(() => {
    document.body.innerHTML = '<button data-search-button><span>Zoeken</span></button><input id="field">';
    // Each test gets a fresh script; listeners of earlier ones stand aside (done).
    if (window.earlySearch) window.earlySearch.done = true;
    new Function(earlySearchScript)();
  });

  it('remembers "/" and what is typed after it, and keeps "/" out of the page', () => {
    expect(press('/').defaultPrevented).toBe(true);
    for (const key of ['g', 'i', 'x', 'Backspace', 't']) press(key);
    expect(window.earlySearch).toMatchObject({ open: true, query: 'git' });
  });

  it('remembers Ctrl+K and Cmd+K', () => {
    press('k', { ctrlKey: true });
    expect(window.earlySearch?.open).toBe(true);
    press('Escape');
    expect(window.earlySearch).toMatchObject({ open: false, query: '' });
    press('K', { metaKey: true });
    expect(window.earlySearch?.open).toBe(true);
  });

  it('remembers a click on the search button, also on its label', () => {
    document.querySelector('span')!.click();
    expect(window.earlySearch?.open).toBe(true);
  });

  it('leaves text fields and other shortcuts alone', () => {
    expect(press('/', {}, document.getElementById('field')!).defaultPrevented).toBe(false);
    press('k');
    press('k', { ctrlKey: true, shiftKey: true });
    press('/', { altKey: true });
    expect(window.earlySearch?.open).toBe(false);
  });

  it('stands aside once the search button has taken over', () => {
    window.earlySearch!.done = true;
    expect(press('/').defaultPrevented).toBe(false);
    expect(window.earlySearch?.open).toBe(false);
  });
});
