import { readStoredList, writeStored } from '../ModalShell/storedList';
import type { AskMessage } from './messages';

export const CONVERSATIONS_KEY = 'amsterdam-developers.ask.conversations';
export const MAX_CONVERSATIONS = 10;

export type Vote = 'like' | 'dislike';

/** A past conversation: its id (the chat id the assistant knows), its messages and the votes given. */
export interface StoredConversation {
  id: string;
  /** The first question. */
  title: string;
  messages: AskMessage[];
  /** Vote per assistant message id. */
  feedback: Record<string, Vote>;
  /** Ids of the questions whose answer the visitor stopped. */
  stopped: string[];
  updatedAt: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

function isMessage(value: unknown): value is AskMessage {
  if (!isObject(value)) return false;
  const { id, role, parts } = value;
  return (
    typeof id === 'string' &&
    (role === 'user' || role === 'assistant') &&
    Array.isArray(parts) &&
    parts.every((p) => isObject(p) && typeof p.type === 'string')
  );
}

function isConversation(value: unknown): value is StoredConversation {
  if (!isObject(value)) return false;
  const { id, title, messages, feedback, stopped, updatedAt } = value;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(isMessage) &&
    isObject(feedback) &&
    Object.values(feedback).every((v) => v === 'like' || v === 'dislike') &&
    Array.isArray(stopped) &&
    stopped.every((s) => typeof s === 'string') &&
    typeof updatedAt === 'number'
  );
}

/** Newest first. A broken entry is dropped, a broken store read as empty (and logged). */
export function readConversations(): StoredConversation[] {
  return readStoredList(CONVERSATIONS_KEY, isConversation).slice(0, MAX_CONVERSATIONS);
}

/** Keeps the conversation as the newest, and at most {@link MAX_CONVERSATIONS}. */
export function saveConversation(conversation: StoredConversation): StoredConversation[] {
  const list = [conversation, ...readConversations().filter((c) => c.id !== conversation.id)].slice(
    0,
    MAX_CONVERSATIONS,
  );
  writeStored(CONVERSATIONS_KEY, list);
  return list;
}

export function removeConversation(id: string): StoredConversation[] {
  const list = readConversations().filter((c) => c.id !== id);
  writeStored(CONVERSATIONS_KEY, list);
  return list;
}
