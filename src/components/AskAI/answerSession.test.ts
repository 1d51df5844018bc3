// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAnswerSession,
  onReopenInDialog,
  reopenAnswer,
  SESSION_KEY,
  subscribeAnswerSession,
  toggleAnswer,
} from '../ModalShell/answerSession';
import { endAnswerSession, followSource, hideAnswer } from './sessionActions';

/** The window is this wide: the desktop query matches from 997 px. */
function widthIs(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 997px)' && px >= 997,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const place = { surface: 'modal' as const, scrollTop: 120, exchange: 1 };

beforeEach(() => {
  sessionStorage.clear();
  endAnswerSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('following a source', () => {
  it('at desktop width the answer stays open beside the page, where it was read', () => {
    widthIs(1280);
    followSource('chat-1', place);
    expect(getAnswerSession()).toEqual({ conversationId: 'chat-1', open: true, ...place });
  });

  it('on a phone the dialog closes and the answer waits to be reopened', () => {
    widthIs(390);
    followSource('chat-1', place);
    expect(getAnswerSession()).toMatchObject({ conversationId: 'chat-1', open: false, scrollTop: 120 });
  });

  it('tells whoever shows the session', () => {
    widthIs(1280);
    const changed = vi.fn();
    const stop = subscribeAnswerSession(changed);
    followSource('chat-1', place);
    hideAnswer();
    stop();
    followSource('chat-2', place);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('Ctrl/Cmd+I and "Back to your answer"', () => {
  it('without a followed source the shortcut is the answer screen’s, as before', () => {
    widthIs(1280);
    expect(toggleAnswer()).toBe(false);
    expect(getAnswerSession()).toBeNull();
  });

  it('at desktop width hides the panel and shows it again, its question field taking the focus', () => {
    widthIs(1280);
    followSource('chat-1', place);
    expect(toggleAnswer()).toBe(true);
    expect(getAnswerSession()).toMatchObject({ open: false });
    expect(toggleAnswer()).toBe(true);
    expect(getAnswerSession()).toMatchObject({ open: true, focus: 'panel' });
  });

  it('on a phone reopens the same conversation in the search dialog, where it was', () => {
    widthIs(390);
    const dialog = vi.fn();
    const stop = onReopenInDialog(dialog);
    followSource('chat-1', place);
    expect(toggleAnswer()).toBe(true);
    reopenAnswer();
    stop();
    expect(dialog).toHaveBeenCalledTimes(2);
    expect(dialog).toHaveBeenLastCalledWith(expect.objectContaining({ conversationId: 'chat-1', ...place }));
    expect(getAnswerSession()).toMatchObject({ open: false });
  });

  it('the panel hides with its own scroll offset; focus inside goes to the control that shows it again', () => {
    widthIs(1280);
    followSource('chat-1', place);
    hideAnswer({ scrollTop: 40 }, true);
    expect(getAnswerSession()).toMatchObject({ open: false, surface: 'panel', scrollTop: 40, focus: 'back' });
  });
});

describe('kept in the tab', () => {
  it('a reload finds it in sessionStorage, without where the focus went', async () => {
    widthIs(1280);
    followSource('chat-1', place);
    reopenAnswer();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual({
      conversationId: 'chat-1',
      open: true,
      ...place,
    });
    vi.resetModules();
    const reloaded = await import('../ModalShell/answerSession');
    expect(reloaded.getAnswerSession()).toEqual({ conversationId: 'chat-1', open: true, ...place });
  });

  it('a broken stored session is ignored; ending it removes it', async () => {
    sessionStorage.setItem(SESSION_KEY, '{"conversationId":3}');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    expect((await import('../ModalShell/answerSession')).getAnswerSession()).toBeNull();
    widthIs(1280);
    followSource('chat-1', place);
    endAnswerSession();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
