// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endAnswerSession, followSource } from './sessionActions';
import { adoptChat, holdChat, liveMessages, reportAbort } from './liveChats';

let n = 0;
const fakeChat = () => ({ id: `chat-${++n}`, messages: [], stop: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  endAnswerSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('one chat per conversation', () => {
  it('a second screen of the same conversation gets its chat, still answering, not a copy', () => {
    const chat = adoptChat(undefined, fakeChat);
    const create = vi.fn(fakeChat);
    expect(adoptChat(chat.id, create)).toBe(chat);
    expect(create).not.toHaveBeenCalled();
    expect(liveMessages(chat.id)).toBe(chat.messages);
  });

  it('closing the only screen ends the request, and forgets the chat', () => {
    const chat = adoptChat(undefined, fakeChat);
    holdChat(chat, vi.fn())();
    vi.runAllTimers();
    expect(chat.stop).toHaveBeenCalled();
    expect(liveMessages(chat.id)).toBeUndefined();
  });

  it('the dialog hands it to the panel: the answer goes on streaming', () => {
    const chat = adoptChat(undefined, fakeChat);
    const releaseDialog = holdChat(chat, vi.fn());
    releaseDialog();
    const panelAbort = vi.fn();
    holdChat(adoptChat(chat.id, fakeChat), panelAbort);
    vi.runAllTimers();
    expect(chat.stop).not.toHaveBeenCalled();
    reportAbort(chat.id, 'u1');
    expect(panelAbort).toHaveBeenCalledWith('u1');
  });

  it('the conversation a source was followed from waits, unseen, for "Back to your answer"', () => {
    const chat = adoptChat(undefined, fakeChat);
    const release = holdChat(chat, vi.fn());
    followSource(chat.id, { surface: 'modal', scrollTop: 0, exchange: 0 });
    release();
    vi.runAllTimers();
    expect(chat.stop).not.toHaveBeenCalled();
    expect(adoptChat(chat.id, fakeChat)).toBe(chat);
  });
});
