/**
 * ask_standards: one question through the Ask AI pipeline (server/assistant's
 * public entry, the same retrieval, models, fallback and declines as the
 * site's Ask AI), read to its end and stored like an Ask AI answer, marked
 * as coming through MCP.
 */
import { randomUUID } from 'node:crypto';
import type { UIMessageChunk } from 'ai';
import { streamAnswer, type AnswerResult, type Assistant } from '../assistant';
import type { AnswerRecord } from '../storage/storage';

interface AskSource {
  /** The order in which the answer first cites it: `[n]` in the answer. */
  n: number;
  title: string;
  url: string;
}

export interface AskOutcome {
  /** Markdown: sentences quoted from the standards (or a configured model's answer) with numbered citations. */
  answer: string;
  /** True when the standards do not cover the question: the answer says so and names the closest pages. */
  declined: boolean;
  sources: AskSource[];
  /** `extracts` (quoted verbatim) or the configured model's name. */
  model: string;
  /** Set when the configured model failed or was too slow and the extracts answered instead. */
  fallback?: 'timeout' | 'error';
  followUps: string[];
}

class AskFailure extends Error {}

export interface AskOptions {
  /** Aborted when the client goes away or the time limit passes. */
  signal: AbortSignal;
  /** Site-relative links (`/docs/…`) as public URLs. */
  publicUrl: (path: string) => string;
  /** Stores the answer (awaited before the result is returned). */
  record: (answer: AnswerRecord) => Promise<void>;
  assistantId: string;
  now: () => number;
}

// A Markdown link target that is a path of the site: made absolute for a reader outside it.
const SITE_LINK = /\]\(\s*<?(\/[^)\s>]*)/g;

/** Asks the assistant one question; rejects with AskFailure when it gives no answer (failed or stopped). */
export async function askStandards(assistant: Assistant, question: string, options: AskOptions): Promise<AskOutcome> {
  const started = performance.now();
  const messageId = `msg-${randomUUID()}`;
  let firstChunkMs: number | null = null;
  let result: AnswerResult | undefined;
  const stream = streamAnswer(assistant, {
    messages: [{ id: `u-${randomUUID()}`, role: 'user', parts: [{ type: 'text', text: question }] }],
    messageId,
    signal: options.signal,
    onComplete: async (answer) => {
      result = answer;
      await options.record({
        messageId,
        userMessageId: null,
        conversationId: `conv-${randomUUID()}`,
        assistantId: options.assistantId,
        turn: 1,
        question,
        searchQuery: answer.searchQuery,
        answer: answer.text,
        citedUrls: answer.citedUrls,
        model: answer.metadata.model,
        kind: answer.metadata.kind,
        fallback: answer.metadata.fallback ?? null,
        declined: answer.metadata.declined ?? false,
        outcome: answer.outcome,
        firstChunkMs,
        totalMs: performance.now() - started,
        createdAt: options.now(),
        channel: 'mcp',
      });
    },
  });
  const titles = new Map<string, string>();
  let failure: string | undefined;
  for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) {
    firstChunkMs ??= performance.now() - started;
    if (chunk.type === 'source-url') titles.set(chunk.url, chunk.title ?? chunk.url);
    else if (chunk.type === 'error') failure = chunk.errorText;
  }
  if (!result || result.outcome !== 'answered') {
    throw new AskFailure(
      result?.outcome === 'stopped'
        ? 'The assistant stopped before it answered (the request was cancelled or took too long).'
        : (failure ?? 'The assistant could not answer this time. Please try again in a moment.'),
    );
  }
  const { metadata } = result;
  return {
    answer: result.text.replace(SITE_LINK, (_, path: string) => `](${options.publicUrl(path)}`),
    declined: metadata.declined ?? false,
    sources: result.citedUrls.map((url, i) => ({
      n: i + 1,
      title: titles.get(url) ?? url,
      url: options.publicUrl(url),
    })),
    model: metadata.model,
    ...(metadata.fallback ? { fallback: metadata.fallback } : {}),
    followUps: metadata.followUps ?? [],
  };
}
