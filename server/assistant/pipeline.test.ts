import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { ModelChoice } from './pipeline';
import { FAILED_MESSAGE, FALLBACK_NOTE } from './pipeline';
import { CLOSEST_SENTENCE, OTHER_PAGES_LEAD } from './render';
import { SEARCH_TOOL } from './retrieval';
import { answer, chunk, fixtureAssistant, user } from './test-support';
import { WIRE_CHUNK_TYPES } from './wire';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finish = (unified: 'stop' | 'tool-calls'): LanguageModelV3StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: unified },
  usage,
  providerMetadata: { other: { secret: 'never on the wire' } },
});

/** A stand-in for a configured language model: searches, then answers with `text`. */
function generated(text: string, toolInput = '{"query":"validate access token"}'): ModelChoice {
  const model = new MockLanguageModelV3({
    modelId: 'mock-llm',
    doStream: async ({ prompt }: LanguageModelV3CallOptions) => {
      const answering = prompt[prompt.length - 1].role === 'tool';
      const chunks: LanguageModelV3StreamPart[] = answering
        ? [
            { type: 'text-start', id: 't1', providerMetadata: { other: { secret: 'never on the wire' } } },
            { type: 'text-delta', id: 't1', delta: text },
            { type: 'text-end', id: 't1' },
            finish('stop'),
          ]
        : [{ type: 'tool-call', toolCallId: 'call-1', toolName: SEARCH_TOOL, input: toolInput }, finish('tool-calls')];
      return { stream: simulateReadableStream({ chunks }) };
    },
  });
  return { model, kind: 'generated', name: 'mock-llm' };
}

function failing(doStream: MockLanguageModelV3['doStream']): ModelChoice {
  return { model: new MockLanguageModelV3({ modelId: 'broken', doStream }), kind: 'generated', name: 'broken' };
}

const question = [user('How do I validate an access token?')];

describe('the answer stream', () => {
  it('sends only the chunk types and fields both AI SDK 5 and 6 accept', async () => {
    const { assistant } = fixtureAssistant({
      primary: generated('Validate as [RFC 9068](/docs/backend/handling-access-tokens#what-the-standard-is) says.'),
    });
    const { chunks } = await answer(assistant, question);
    // The fields AI SDK 5's strict chunk schemas accept, per type.
    const allowed: Record<string, string[]> = {
      start: ['messageId', 'messageMetadata'],
      'start-step': [],
      'tool-input-start': ['toolCallId', 'toolName'],
      'tool-input-delta': ['toolCallId', 'inputTextDelta'],
      'tool-input-available': ['toolCallId', 'toolName', 'input'],
      'tool-output-available': ['toolCallId', 'output'],
      'text-start': ['id'],
      'text-delta': ['id', 'delta'],
      'text-end': ['id'],
      'source-url': ['sourceId', 'url', 'title'],
      'finish-step': [],
      finish: ['messageMetadata'],
    };
    for (const c of chunks) {
      expect(WIRE_CHUNK_TYPES, c.type).toContain(c.type);
      for (const key of Object.keys(c)) expect(['type', ...allowed[c.type]], `${c.type}.${key}`).toContain(key);
    }
    expect(chunks[0]).toEqual({
      type: 'start',
      messageId: 'msg-test',
      messageMetadata: { kind: 'generated', model: 'mock-llm' },
    });
    const last = chunks[chunks.length - 1];
    expect(last.type).toBe('finish');
    expect(Object.keys(last)).toEqual(['type', 'messageMetadata']);
    expect(JSON.stringify(chunks)).not.toContain('never on the wire');
    expect(chunk(chunks, 'tool-input-available')[0]).toMatchObject({
      toolName: SEARCH_TOOL,
      input: { query: 'validate access token' },
    });
    const output = chunk(chunks, 'tool-output-available')[0].output as { query: string; hits: Array<{ url: string }> };
    expect(output.query).toBe('validate access token');
    expect(output.hits[0].url).toMatch(/^\/docs\/backend\/handling-access-tokens/);
  });

  it('turns only links to real sections into sources, in the order the answer cites them', async () => {
    const { assistant } = fixtureAssistant({
      primary: generated(
        'See [jose](/docs/backend/handling-access-tokens#validate-a-token-in-typescript-with-jose), [made up](/docs/nowhere#x), ' +
          '[elsewhere](https://example.org/docs) and [the rule](/docs/backend/handling-access-tokens#what-the-standard-is).',
      ),
    });
    const { chunks } = await answer(assistant, question);
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toEqual([
      '/docs/backend/handling-access-tokens#validate-a-token-in-typescript-with-jose',
      '/docs/backend/handling-access-tokens#what-the-standard-is',
    ]);
  });

  it('cites the closest sections, but not the other close pages named after them', async () => {
    const { assistant } = fixtureAssistant({
      primary: generated(
        `${CLOSEST_SENTENCE}\n\n- Every API MUST validate every access token. [1](/docs/backend/handling-access-tokens#what-the-standard-is)` +
          `\n\n${OTHER_PAGES_LEAD} [Using Git](/docs/general/using-git), [Databases](/docs/backend/database).`,
      ),
    });
    const { chunks, text } = await answer(assistant, question);
    expect(text).toContain(`${OTHER_PAGES_LEAD} [Using Git](/docs/general/using-git)`);
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toEqual([
      '/docs/backend/handling-access-tokens#what-the-standard-is',
    ]);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ closest: true });
  });

  it('answers with extracts, and says so, when the configured model is down', async () => {
    const { assistant, logged } = fixtureAssistant({
      primary: failing(async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      }),
    });
    const { chunks, text, result } = await answer(assistant, question);
    expect(text.startsWith(`*${FALLBACK_NOTE.error}*`)).toBe(true);
    expect(text).toContain('RFC 9068');
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({
      kind: 'extracts',
      model: 'extracts',
      fallback: 'error',
    });
    expect(chunk(chunks, 'error')).toEqual([]);
    expect(result?.outcome).toBe('answered');
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', details: expect.objectContaining({ reason: 'error' }) }),
    );
  });

  it('answers with extracts when the configured model sends nothing in time', async () => {
    const { assistant } = fixtureAssistant({
      stallTimeoutMs: 50,
      primary: failing(async ({ abortSignal }) => ({
        // A model that accepts the request and then never says a word.
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            abortSignal?.addEventListener('abort', () => controller.error(abortSignal.reason));
          },
        }),
      })),
    });
    const { chunks, text } = await answer(assistant, question);
    expect(text.startsWith(`*${FALLBACK_NOTE.timeout}*`)).toBe(true);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ fallback: 'timeout', kind: 'extracts' });
  });

  it('answers with extracts when the configured model returns garbage', async () => {
    const { assistant } = fixtureAssistant({ primary: generated('unused', '{"query": 42') });
    const { chunks } = await answer(assistant, question);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ fallback: 'error', kind: 'extracts' });
  });

  it('ends with an error chunk a person can read, and a log line, when nothing can answer', async () => {
    const { assistant, logged } = fixtureAssistant({
      fallback: false,
      primary: failing(async () => {
        throw new Error('502 Bad Gateway');
      }),
    });
    const { chunks, result } = await answer(assistant, question);
    expect(chunks[chunks.length - 1]).toEqual({ type: 'error', errorText: FAILED_MESSAGE });
    expect(chunk(chunks, 'finish')).toEqual([]);
    expect(result?.outcome).toBe('failed');
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', details: expect.objectContaining({ err: '502 Bad Gateway' }) }),
    );
  });

  it('stops when the client goes away, and records the answer as stopped', async () => {
    const stop = new AbortController();
    const { assistant } = fixtureAssistant({
      primary: failing(async ({ abortSignal }) => {
        stop.abort();
        return {
          stream: new ReadableStream<LanguageModelV3StreamPart>({
            start(controller) {
              if (abortSignal?.aborted) controller.error(abortSignal.reason);
              abortSignal?.addEventListener('abort', () => controller.error(abortSignal.reason));
            },
          }),
        };
      }),
    });
    const { chunks, result } = await answer(assistant, question, { signal: stop.signal });
    expect(result?.outcome).toBe('stopped');
    expect(chunk(chunks, 'error')).toEqual([]);
    expect(chunk(chunks, 'finish')).toEqual([]);
  });
});
