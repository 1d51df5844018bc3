import type { StoredConversation } from '../conversations';

/** A conversation of two questions; the second one has no answer (it was stopped before one came). */
export function conversationFixture(n = 1): StoredConversation {
  return {
    id: `chat-${n}`,
    title: `Question ${n}`,
    messages: [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: `Question ${n}` }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: `Answer ${n}.` }] },
      { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And then?' }] },
    ],
    feedback: { a1: 'like' },
    stopped: ['u2'],
    updatedAt: n,
  };
}
