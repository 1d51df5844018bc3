import { randomUUID } from 'node:crypto';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import {
  convertToModelMessages,
  createUIMessageStream,
  stepCountIs,
  streamText,
  type UIMessage,
  type UIMessageChunk,
  type UIMessageStreamWriter,
} from 'ai';
import type { FacetFilters } from '../../packages/search/src/node';
import { describeError } from '../storage/db';
import { citedSections } from './citations';
import { EXTRACTS_PROVIDER } from './extracts-model';
import { followUps } from './follow-ups';
import type { Section } from './library';
import { CLOSEST_SENTENCE, DECLINE_SENTENCE, quotingPart } from './render';
import { SEARCH_TOOL, searchTool, type Retriever, type SearchOutput } from './retrieval';
import { toWire } from './wire';

/** A model the pipeline can run: ours (extracts) or a configured language model (generated). */
export interface ModelChoice {
  model: LanguageModelV3;
  kind: 'extracts' | 'generated';
  /** What the answer metadata and the database call it. */
  name: string;
  system?: string;
}

export interface AssistantLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface Assistant {
  retriever: Retriever;
  primary: ModelChoice;
  /** Answers when the primary model fails or stalls; absent when the primary is the extracts model. */
  fallback?: ModelChoice;
  /** A model that sends nothing for this long (the first token, or between chunks) has stalled. */
  stallTimeoutMs: number;
  answerTimeoutMs: number;
  log: AssistantLog;
}

/** The metadata of the assistant message (on `start`, completed on `finish`). */
interface AnswerMetadata {
  kind: 'extracts' | 'generated';
  model: string;
  fallback?: 'timeout' | 'error';
  declined?: boolean;
  /** The evidence was middling: the answer shows the closest sections instead of quoting as if sure. */
  closest?: boolean;
  followUps?: string[];
}

export interface AnswerResult {
  text: string;
  citedUrls: string[];
  searchQuery: string | null;
  metadata: AnswerMetadata;
  outcome: 'answered' | 'failed' | 'stopped';
}

export interface AnswerRequest {
  /** The conversation, validated; the last message is the user's question. */
  messages: UIMessage[];
  facetFilters?: FacetFilters;
  /** The assistant message's id: what feedback refers to (or else the id of the user message it answers). */
  messageId: string;
  /** Aborted when the client goes away or presses Stop. */
  signal: AbortSignal;
  /** Awaited before the stream's last chunk, so a vote right after the answer finds it stored. */
  onComplete?: (result: AnswerResult) => Promise<void>;
}

export const FALLBACK_NOTE = {
  timeout: 'The language model took too long to answer, so here are extracts from the standards instead.',
  error: 'The language model could not answer, so here are extracts from the standards instead.',
} as const;
export const FAILED_MESSAGE = 'The assistant could not answer this time. Please try again in a moment.';

class ModelFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
  }
}
class Stopped extends Error {}

/** Only what people wrote: earlier answers' text stays, tool calls and reasoning from the client do not. */
function conversationText(messages: readonly UIMessage[]): UIMessage[] {
  return messages
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => ({ ...m, parts: m.parts.filter((p) => p.type === 'text' && p.text.trim() !== '') }))
    .filter((m) => m.parts.length > 0);
}

function askedQuestions(messages: readonly UIMessage[]): string[] {
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => m.parts.map((p) => (p.type === 'text' ? p.text : '')).join(' '));
}

interface Attempt {
  text: string;
  query: string | null;
  retrieved: Section[];
  declined?: boolean;
  closest?: boolean;
}

/** Runs one model to the end of its answer, forwarding its chunks; throws ModelFailure or Stopped. */
async function attempt(
  assistant: Assistant,
  choice: ModelChoice,
  request: AnswerRequest,
  write: (chunk: UIMessageChunk) => void,
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const stop = () => controller.abort();
  request.signal.addEventListener('abort', stop, { once: true });
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  let stall = setTimeout(expire, assistant.stallTimeoutMs);
  const whole = setTimeout(expire, assistant.answerTimeoutMs);
  const result: Attempt = { text: '', query: null, retrieved: [] };
  try {
    const messages = await convertToModelMessages(conversationText(request.messages));
    const stream = streamText({
      model: choice.model,
      system: choice.system,
      messages,
      tools: { [SEARCH_TOOL]: searchTool(assistant.retriever, request.facetFilters) },
      // Search, perhaps search again, then answer: the last step may not call the tool.
      stopWhen: stepCountIs(3),
      prepareStep: ({ stepNumber }) => (stepNumber >= 2 ? { toolChoice: 'none' } : undefined),
      abortSignal: controller.signal,
      maxRetries: 0,
      // Failures surface as error chunks below and are logged once there.
      onError: () => undefined,
    });
    const chunks = stream.toUIMessageStream({
      sendStart: false,
      sendFinish: false,
      sendReasoning: true,
      sendSources: false,
      onError: describeError,
    });
    for await (const chunk of chunks) {
      clearTimeout(stall);
      stall = setTimeout(expire, assistant.stallTimeoutMs);
      switch (chunk.type) {
        case 'abort':
          throw timedOut ? new ModelFailure('timeout', 'no answer in time') : new Stopped();
        case 'error':
        case 'tool-input-error':
        case 'tool-output-error':
          throw new ModelFailure('error', chunk.errorText);
        case 'text-delta':
          result.text += chunk.delta;
          break;
        case 'tool-output-available': {
          const output = chunk.output as SearchOutput;
          result.query = output.query;
          result.retrieved = output.hits
            .map((hit) => (hit.url ? assistant.retriever.library.section(hit.url) : undefined))
            .filter((s): s is Section => s !== undefined);
          break;
        }
      }
      const wire = toWire(chunk);
      if (wire) write(wire);
    }
    if (controller.signal.aborted) throw timedOut ? new ModelFailure('timeout', 'no answer in time') : new Stopped();
    const metadata = (await stream.providerMetadata)?.[EXTRACTS_PROVIDER] as
      { declined?: boolean; closest?: boolean } | undefined;
    result.declined = metadata?.declined;
    if (metadata?.closest) result.closest = true;
    if (!result.text.trim()) throw new ModelFailure('error', 'the model returned no answer');
    return result;
  } catch (error) {
    if (error instanceof ModelFailure || error instanceof Stopped) throw error;
    if (request.signal.aborted) throw new Stopped();
    if (timedOut) throw new ModelFailure('timeout', 'no answer in time');
    throw new ModelFailure('error', describeError(error));
  } finally {
    clearTimeout(stall);
    clearTimeout(whole);
    request.signal.removeEventListener('abort', stop);
  }
}

/**
 * The answer to the last question of a conversation, as an AI SDK UI message
 * stream: start (message id, metadata), the model's steps (reasoning, the
 * searchIndex call and its hits, the text), the cited sections as source-url
 * chunks, and finish (metadata with follow-up questions). When a configured
 * model fails or stalls, the extracts model answers and the answer says so;
 * when nothing can answer, the stream ends with an error chunk a person can
 * read. Never throws and never hangs.
 */
export function streamAnswer(assistant: Assistant, request: AnswerRequest): ReadableStream<UIMessageChunk> {
  const { primary, fallback, retriever } = assistant;
  const metadata: AnswerMetadata = { kind: primary.kind, model: primary.name };
  const result: AnswerResult = { text: '', citedUrls: [], searchQuery: null, metadata, outcome: 'failed' };
  const complete = async () => {
    try {
      await request.onComplete?.(result);
    } catch (error) {
      assistant.log.error({ err: describeError(error) }, 'Ask AI: could not store the answer');
    }
  };

  const execute = async ({ writer }: { writer: UIMessageStreamWriter }) => {
    const write = (chunk: UIMessageChunk) => writer.write(chunk);
    // Each section as soon as the answer cites it: an answer stopped half-way keeps the sources of what it showed.
    const sent = new Set<string>();
    const source = (section: Section) => {
      if (sent.has(section.url)) return;
      sent.add(section.url);
      write({ type: 'source-url', sourceId: section.url, url: section.url, title: section.title });
    };
    let streamed = '';
    const writeAndCite = (chunk: UIMessageChunk) => {
      write(chunk);
      if (chunk.type === 'text-start') streamed = '';
      if (chunk.type !== 'text-delta') return;
      streamed += chunk.delta;
      // A decline links the closest pages, but cites nothing; nor are the closest sections' other close pages cited.
      if (!streamed.trimStart().startsWith(DECLINE_SENTENCE.slice(0, -1)))
        citedSections(quotingPart(streamed), retriever.library).forEach(source);
    };
    write({ type: 'start', messageId: request.messageId, messageMetadata: { ...metadata } });
    let answer: Attempt;
    try {
      try {
        answer = await attempt(assistant, primary, request, writeAndCite);
      } catch (failure) {
        if (!(failure instanceof ModelFailure) || !fallback) throw failure;
        assistant.log.warn(
          { model: primary.name, reason: failure.reason, err: failure.message },
          'Ask AI: the configured model failed; answering with extracts',
        );
        const id = `text-${randomUUID()}`;
        write({ type: 'text-start', id });
        write({ type: 'text-delta', id, delta: `*${FALLBACK_NOTE[failure.reason]}*` });
        write({ type: 'text-end', id });
        result.text = `*${FALLBACK_NOTE[failure.reason]}*\n\n`;
        Object.assign(metadata, { kind: fallback.kind, model: fallback.name, fallback: failure.reason });
        answer = await attempt(assistant, fallback, request, writeAndCite);
      }
    } catch (failure) {
      if (failure instanceof Stopped) {
        result.outcome = 'stopped';
        await complete();
        return;
      }
      assistant.log.error(
        {
          model: metadata.model,
          reason: failure instanceof ModelFailure ? failure.reason : 'error',
          err: describeError(failure),
        },
        'Ask AI: no answer',
      );
      await complete();
      write({ type: 'error', errorText: FAILED_MESSAGE });
      return;
    }
    metadata.declined = answer.declined ?? answer.text.includes(DECLINE_SENTENCE.slice(0, -1));
    if (answer.closest ?? answer.text.trimStart().startsWith(CLOSEST_SENTENCE)) metadata.closest = true;
    // A decline links the closest pages, but cites nothing.
    const cited = metadata.declined ? [] : citedSections(quotingPart(answer.text), retriever.library);
    cited.forEach(source);
    metadata.followUps = followUps(
      answer.retrieved,
      cited.map((s) => s.url),
      askedQuestions(request.messages),
    );
    Object.assign(result, {
      text: result.text + answer.text,
      citedUrls: cited.map((s) => s.url),
      searchQuery: answer.query,
      outcome: 'answered',
    });
    await complete();
    write({ type: 'finish', messageMetadata: { ...metadata } });
  };

  return createUIMessageStream({
    execute,
    // Whatever slipped through: a sentence for the person, the details in the log.
    onError: (error) => {
      assistant.log.error({ err: describeError(error) }, 'Ask AI: the answer stream failed');
      return FAILED_MESSAGE;
    },
  });
}
