// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationFixture } from './__fixtures__/conversation';
import {
  CONVERSATIONS_KEY,
  MAX_CONVERSATIONS,
  readConversations,
  removeConversation,
  saveConversation,
} from './conversations';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('recent conversations', () => {
  it('newest first, each once, at most 10', () => {
    for (let n = 1; n <= 12; n++) saveConversation(conversationFixture(n));
    saveConversation({ ...conversationFixture(5), title: 'Again' });
    const list = readConversations();
    expect(list).toHaveLength(MAX_CONVERSATIONS);
    expect(list.map((c) => c.id)).toEqual([
      'chat-5',
      'chat-12',
      'chat-11',
      'chat-10',
      'chat-9',
      'chat-8',
      'chat-7',
      'chat-6',
      'chat-4',
      'chat-3',
    ]);
    expect(list[0].title).toBe('Again');
  });

  it('keeps messages, votes and stopped answers, and removes one', () => {
    saveConversation(conversationFixture(1));
    saveConversation(conversationFixture(2));
    expect(readConversations()[1]).toEqual(conversationFixture(1));
    expect(removeConversation('chat-2').map((c) => c.id)).toEqual(['chat-1']);
    expect(JSON.parse(localStorage.getItem(CONVERSATIONS_KEY)!)).toHaveLength(1);
  });

  it('a corrupt store is logged and read as empty; a broken entry is dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CONVERSATIONS_KEY, '[{"id":');
    expect(readConversations()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONVERSATIONS_KEY), expect.any(SyntaxError));
    const broken = [
      { ...conversationFixture(1), messages: [] },
      { ...conversationFixture(2), feedback: { a1: 'meh' } },
      { ...conversationFixture(3), messages: [{ id: 'x', role: 'system', parts: [] }] },
      conversationFixture(4),
    ];
    localStorage.setItem(CONVERSATIONS_KEY, JSON.stringify(broken));
    expect(readConversations().map((c) => c.id)).toEqual(['chat-4']);
  });

  it('a blocked or full storage is logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readConversations()).toEqual([]);
    expect(() => saveConversation(conversationFixture(1))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`Ignoring the stored ${CONVERSATIONS_KEY}`),
      expect.anything(),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`Could not store ${CONVERSATIONS_KEY}`),
      expect.anything(),
    );
  });
});
