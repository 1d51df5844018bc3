// Test support for the assistant: an assistant over the fixture standards, and the stream read back as chunks.
import type { UIMessage, UIMessageChunk } from 'ai';
import { standardsIndex } from './__fixtures__/standards';
import { createAssistant, type AssistantOptions } from './index';
import { streamAnswer, type AnswerRequest, type AnswerResult, type Assistant } from './pipeline';

export function fixtureAssistant(options: Partial<AssistantOptions> = {}) {
  const logged: Array<{ level: 'warn' | 'error'; details: Record<string, unknown>; message: string }> = [];
  const assistant = createAssistant({
    index: standardsIndex(),
    fallback: true,
    stallTimeoutMs: 1000,
    answerTimeoutMs: 5000,
    log: {
      warn: (details, message) => logged.push({ level: 'warn', details, message }),
      error: (details, message) => logged.push({ level: 'error', details, message }),
    },
    ...options,
  });
  return { assistant, logged };
}

export const user = (text: string, id = `u-${Math.random().toString(36).slice(2)}`): UIMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
});

export const assistantText = (text: string, id = `a-${Math.random().toString(36).slice(2)}`): UIMessage => ({
  id,
  role: 'assistant',
  parts: [{ type: 'text', text }],
});

export async function readAll<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream as unknown as AsyncIterable<T>) out.push(item);
  return out;
}

export interface Answered {
  chunks: UIMessageChunk[];
  text: string;
  result?: AnswerResult;
}

/** Asks the assistant and reads the whole stream. */
export async function answer(
  assistant: Assistant,
  messages: UIMessage[],
  request: Partial<AnswerRequest> = {},
): Promise<Answered> {
  let result: AnswerResult | undefined;
  const chunks = await readAll(
    streamAnswer(assistant, {
      messages,
      messageId: 'msg-test',
      signal: new AbortController().signal,
      onComplete: async (r) => {
        result = r;
      },
      ...request,
    }),
  );
  const text = chunks.map((c) => (c.type === 'text-delta' ? c.delta : '')).join('');
  return { chunks, text, result };
}

export function chunk<T extends UIMessageChunk['type']>(chunks: UIMessageChunk[], type: T) {
  return chunks.filter((c): c is Extract<UIMessageChunk, { type: T }> => c.type === type);
}
