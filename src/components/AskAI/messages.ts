import type { UIMessage } from 'ai';
import type { Hierarchy, RecordType } from '@site/packages/search/src';
import { toSavedHit } from '../SearchHit/hits';
import type { StoredConversation, Vote } from './conversations';

/** The assistant's hits: the search core's DocSearch shape; only what the answer screen shows is relied on. */
export interface AskHit {
  url: string;
  type?: RecordType;
  hierarchy: Partial<Hierarchy>;
  content?: string | null;
}

/** What the assistant says about its answer, on the stream's `start` and `finish` chunks. */
export interface AskMetadata {
  /** `extracts`: sentences quoted from the standards; `generated`: written by a language model. */
  kind?: 'extracts' | 'generated';
  model?: string;
  /** A configured model failed or was too slow, and the extracts answered instead. */
  fallback?: 'timeout' | 'error';
  /** The standards do not cover the question. */
  declined?: boolean;
  /** Not an answer but the sections that come closest to one ("These sections look closest:"). */
  closest?: boolean;
  followUps?: string[];
}

type AskTools = {
  searchIndex: { input: { query: string }; output: { query: string; hits: AskHit[] } };
};

export type AskMessage = UIMessage<AskMetadata, Record<string, never>, AskTools>;
export type AskPart = AskMessage['parts'][number];
export type SearchPart = Extract<AskPart, { type: 'tool-searchIndex' }>;
export type SourcePart = Extract<AskPart, { type: 'source-url' }>;

/** One question and the answer to it (none yet while it is being asked). */
export interface Exchange {
  question: AskMessage;
  answer: AskMessage | null;
}

export function exchanges(messages: readonly AskMessage[]): Exchange[] {
  const result: Exchange[] = [];
  for (const message of messages) {
    if (message.role === 'user') result.push({ question: message, answer: null });
    else if (message.role === 'assistant' && result.length > 0) result[result.length - 1].answer = message;
  }
  return result;
}

/** The text of a message: a question, or the answer's Markdown. */
export function messageText(message: AskMessage | null): string {
  if (!message) return '';
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n\n')
    .trim();
}

export function followUps(message: AskMessage | null): string[] {
  const list = message?.metadata?.followUps;
  return Array.isArray(list) ? list.filter((q) => typeof q === 'string' && q.trim() !== '').slice(0, 3) : [];
}

/**
 * A message with its hits cut down to what the answer screen shows of them
 * (title, path, link): what is stored and what is sent back with a
 * follow-up, so ten conversations fit in the storage and a long one under the
 * assistant's request size limit.
 */
export function compactMessage(message: AskMessage): AskMessage {
  const parts = message.parts.map((part): AskPart => {
    if (part.type !== 'tool-searchIndex' || part.state !== 'output-available') return part;
    return { ...part, output: { ...part.output, hits: part.output.hits.map((hit) => toSavedHit(hit)) } };
  });
  return { ...message, parts };
}

/** A conversation as it is kept: the first question as its title, the hits compacted. */
export function toStoredConversation(
  id: string,
  messages: readonly AskMessage[],
  feedback: Record<string, Vote>,
  stopped: readonly string[],
  now = Date.now(),
): StoredConversation {
  const first = messages.find((m) => m.role === 'user') ?? null;
  return {
    id,
    title: messageText(first),
    messages: messages.map(compactMessage),
    feedback: { ...feedback },
    stopped: [...stopped],
    updatedAt: now,
  };
}
