import type { AskHit, AskMetadata } from '../messages';

/**
 * The assistant's wire format, for tests and screenshots: JSON for the token
 * and feedback, and for the chat the AI SDK UI message stream as server-sent
 * events (`data: {chunk}` lines, then `data: [DONE]`).
 */
export type Chunk = Record<string, unknown> & { type: string };

export function sseBody(chunks: readonly Chunk[], { done = true } = {}): string {
  return chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + (done ? 'data: [DONE]\n\n' : '');
}

const streamHeaders = {
  'content-type': 'text/event-stream',
  'x-vercel-ai-ui-message-stream': 'v1',
  'cache-control': 'no-cache',
};

/** A stream that sends its chunks one by one, each when `next()` is called; ends after the last. */
export function controlledStream(chunks: readonly Chunk[]) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let index = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    /** The response; a stop by the visitor (the request's signal) ends its body as a real fetch does. */
    response(signal?: AbortSignal | null) {
      signal?.addEventListener('abort', () => {
        if (index < chunks.length) controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      });
      return new Response(stream, { status: 200, headers: streamHeaders });
    },
    /** Sends the next `n` chunks; closes the stream after the last one. */
    next(n = 1) {
      for (let i = 0; i < n && index < chunks.length; i++) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunks[index++])}\n\n`));
      }
      if (index === chunks.length) {
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      }
    },
    get cancelled() {
      return cancelled;
    },
  };
}

export function streamResponse(chunks: readonly Chunk[]): Response {
  return new Response(sseBody(chunks), { status: 200, headers: streamHeaders });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return jsonResponse(status, { success: false, message, code }, headers);
}

export const hit = (page: string, heading: string, anchor: string): AskHit => ({
  url: `/docs/backend/${page}#${anchor}`,
  type: 'lvl3',
  hierarchy: {
    lvl0: 'Backend',
    lvl1: page === 'database' ? 'Database' : 'Handling access tokens',
    lvl2: 'How to apply it',
    lvl3: heading,
  },
  content: `A long paragraph about ${heading.toLowerCase()} that the search step does not need to keep.`,
});

/** The section the default answer cites. */
export const PYJWT = {
  url: '/docs/backend/handling-access-tokens#validate-a-token-in-python-with-pyjwt',
  title: 'Handling access tokens › Validate a token in Python with PyJWT',
};

export interface AnswerOptions {
  messageId?: string;
  query?: string;
  hits?: AskHit[];
  reasoning?: string;
  /** The answer's Markdown, sent in a few deltas. */
  text?: string;
  /** The text as these deltas instead (one per paragraph, as the extracts model sends it). */
  deltas?: string[];
  sources?: { url: string; title: string }[];
  metadata?: AskMetadata;
  followUps?: string[];
}

/** The chunks of one complete answer, in the order the assistant sends them. */
export function answerChunks(options: AnswerOptions = {}): Chunk[] {
  const {
    messageId = 'answer-1',
    query = 'validate access token',
    hits = [
      hit('handling-access-tokens', 'Validate a token in Python with PyJWT', 'validate-a-token-in-python-with-pyjwt'),
    ],
    reasoning = 'I will look for how the standards validate tokens.',
    text = `Validate the signature, issuer and audience of every token. [1](${PYJWT.url} "${PYJWT.title}")`,
    deltas,
    sources = [PYJWT],
    metadata = { kind: 'extracts', model: 'extracts' },
    followUps = [],
  } = options;
  const third = Math.ceil(text.length / 3);
  const pieces = deltas ?? [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
  return [
    { type: 'start', messageId, messageMetadata: metadata },
    { type: 'start-step' },
    { type: 'reasoning-start', id: 'r1' },
    { type: 'reasoning-delta', id: 'r1', delta: reasoning },
    { type: 'reasoning-end', id: 'r1' },
    { type: 'tool-input-start', toolCallId: 'call-1', toolName: 'searchIndex' },
    { type: 'tool-input-delta', toolCallId: 'call-1', inputTextDelta: JSON.stringify({ query }) },
    { type: 'tool-input-available', toolCallId: 'call-1', toolName: 'searchIndex', input: { query } },
    { type: 'tool-output-available', toolCallId: 'call-1', output: { query, hits } },
    { type: 'finish-step' },
    { type: 'start-step' },
    { type: 'text-start', id: 't1' },
    ...pieces.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    ...sources.map((s, i) => ({ type: 'source-url', sourceId: `s${i + 1}`, url: s.url, title: s.title })),
    { type: 'finish-step' },
    { type: 'finish', messageMetadata: { ...metadata, followUps } },
  ];
}
