import { getAnswerSession } from '../ModalShell/answerSession';
import type { AskMessage } from './messages';

/** What is used of the AI SDK's chat here. */
interface Stoppable {
  readonly id: string;
  readonly messages: AskMessage[];
  stop(): unknown;
}

interface Entry<T extends Stoppable> {
  chat: T;
  holders: number;
  /** The answer to this question was stopped: told to whichever screen shows the chat now. */
  onAbort?: (questionId: string) => void;
}

const entries = new Map<string, Entry<Stoppable>>();

/**
 * The chat of a conversation that is open somewhere (the search dialog, the side panel), or a new one. One chat per
 * conversation, so a dialog handing it to the panel hands over its answer still streaming, not a copy.
 */
export function adoptChat<T extends Stoppable>(id: string | undefined, create: () => T): T {
  const known = id === undefined ? undefined : entries.get(id);
  if (known) return known.chat as T;
  const chat = create();
  entries.set(chat.id, { chat, holders: 0 });
  return chat;
}

/** The messages of a conversation's chat while one is live. */
export function liveMessages(id: string): AskMessage[] | undefined {
  return entries.get(id)?.chat.messages;
}

/** Tells the screen holding the chat that an answer was stopped (the chat's own callback outlives screens). */
export function reportAbort(chatId: string, questionId: string): void {
  entries.get(chatId)?.onAbort?.(questionId);
}

/**
 * A screen shows the chat until the returned function is called. When no screen shows it any more, its request
 * ends (nothing streams into a screen nobody sees), unless it is the conversation the visitor left to read a
 * source: that one is waiting to be reopened. The check waits a moment, for the screen that takes over.
 */
export function holdChat(chat: Stoppable, onAbort: (questionId: string) => void): () => void {
  const entry = entries.get(chat.id) ?? { chat, holders: 0 };
  entries.set(chat.id, entry);
  entry.holders++;
  entry.onAbort = onAbort;
  return () => {
    entry.holders--;
    if (entry.onAbort === onAbort) entry.onAbort = undefined;
    setTimeout(() => {
      if (entry.holders > 0 || getAnswerSession()?.conversationId === chat.id) return;
      void chat.stop();
      entries.delete(chat.id);
    }, 0);
  };
}
