import { vi } from 'vitest';
import { answerChunks, errorResponse, jsonResponse, streamResponse } from './stream';

export * from './stream';

interface FakeRequest {
  url: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/**
 * The assistant's three routes. `chat` and `feedback` answer from queues of
 * handlers (the last one repeats); every request is recorded.
 */
export function fakeAssistant({ apiBase = '/api/ask' } = {}) {
  let tokens = 0;
  const chat: Handler[] = [];
  const feedback: Handler[] = [];
  const token: Handler[] = [];
  const requests: FakeRequest[] = [];

  const take = (queue: Handler[], fallback: Handler) => (queue.length > 1 ? queue.shift()! : (queue[0] ?? fallback));

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    const request: FakeRequest = { url, headers: new Headers(init.headers), body, signal: init.signal ?? null };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (url === `${apiBase}/chat/token`)
      return take(token, () => jsonResponse(200, { success: true, token: `token-${++tokens}` }))(request);
    if (url === `${apiBase}/chat`) return take(chat, () => streamResponse(answerChunks()))(request);
    if (url === `${apiBase}/chat/feedback`)
      return take(feedback, () =>
        jsonResponse(200, { success: true, message: 'Feedback was successfully submitted.' }),
      )(request);
    return errorResponse(404, 'not_found', 'Not found');
  });

  return {
    fetch,
    requests,
    /** Requests to one route, by its path after the base. */
    to: (path: string) => requests.filter((r) => r.url === `${apiBase}${path}`),
    onChat: (...handlers: Handler[]) => chat.push(...handlers),
    onFeedback: (...handlers: Handler[]) => feedback.push(...handlers),
    onToken: (...handlers: Handler[]) => token.push(...handlers),
  };
}
