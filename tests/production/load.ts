/**
 * Steady traffic through the balancer, as visitors make it: page views, and
 * Ask AI conversations (a token, the streamed answer read to its end, a vote
 * on it). Every outcome is recorded, so a test can say exactly what was lost.
 */
const ASSISTANT_ID = 'developers';
const PAGES = ['/', '/docs/intro', '/docs/backend/database', '/search/manifest.json'];
const QUESTIONS = [
  'Which database should a new project use?',
  'How do I validate an access token?',
  'How should an application get its settings?',
];

interface Failure {
  what: string;
  status: number | string;
}

interface LoadResult {
  requests: number;
  /** Answers other than 2xx or 3xx, and requests that got no answer at all. */
  failures: Failure[];
  answers: number;
  /** Answers whose stream ended without `finish` and `[DONE]`. */
  cutShort: number;
  /** The answers (their message ids) whose vote was accepted. */
  votes: string[];
}

/** A client address per conversation (RFC 2544's benchmark range), so no client reaches the rate limit. */
const clientAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

const chatBody = (question: string, conversation: string) => ({
  id: conversation,
  trigger: 'submit-message',
  messages: [{ id: `${conversation}-u1`, role: 'user', parts: [{ type: 'text', text: question }] }],
});

export async function issueToken(origin: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/api/ask/chat/token`, {
    method: 'POST',
    headers: { 'x-algolia-assistant-id': ASSISTANT_ID, ...headers },
  });
}

export async function ask(origin: string, token: string, question: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/ask/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-algolia-assistant-id': ASSISTANT_ID,
      authorization: `TOKEN ${token}`,
      ...headers,
    },
    body: JSON.stringify(chatBody(question, `conv-${crypto.randomUUID()}`)),
  });
}

/** The answer's message id and whether its stream ended as a kept answer ends. */
export function readStream(text: string): { messageId: string | undefined; finished: boolean; errorText?: string } {
  const chunks = text
    .split('\n\n')
    .filter((event) => event.startsWith('data: {'))
    .map(
      (event) => JSON.parse(event.slice('data: '.length)) as { type: string; messageId?: string; errorText?: string },
    );
  return {
    messageId: chunks.find((c) => c.type === 'start')?.messageId,
    finished: chunks.at(-1)?.type === 'finish' && text.trimEnd().endsWith('data: [DONE]'),
    errorText: chunks.find((c) => c.type === 'error')?.errorText,
  };
}

export function vote(origin: string, token: string, messageId: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/ask/chat/feedback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-algolia-assistant-id': ASSISTANT_ID,
      authorization: `TOKEN ${token}`,
      ...headers,
    },
    body: JSON.stringify({ messageId, thumbs: 1 }),
  });
}

export interface Load {
  /** Stops the traffic and resolves with what happened. */
  stop(): Promise<LoadResult>;
  /** So far. */
  result: LoadResult;
}

/**
 * Starts `pageWorkers` loops of page views and `askWorkers` loops of conversations against `origin`. It stops by
 * itself after `maxMs` so that a test that fails midway leaves nothing running.
 */
export function startLoad(origin: string, { pageWorkers = 3, askWorkers = 1, maxMs = 60_000 } = {}): Load {
  const result: LoadResult = { requests: 0, failures: [], answers: 0, cutShort: 0, votes: [] };
  let running = true;
  const timer = setTimeout(() => (running = false), maxMs);
  let conversations = 0;

  const record = (what: string, status: number | string) => {
    result.requests++;
    if (typeof status !== 'number' || status >= 400) result.failures.push({ what, status });
    return typeof status === 'number' && status < 400;
  };
  const attempt = async (what: string, send: () => Promise<Response>): Promise<Response | undefined> => {
    try {
      const response = await send();
      if (record(what, response.status)) return response;
      await response.body?.cancel();
    } catch (error) {
      record(what, (error as { cause?: { code?: string } }).cause?.code ?? String(error));
    }
    return undefined;
  };

  const pages = async (worker: number) => {
    for (let i = worker; running; i++) {
      const path = PAGES[i % PAGES.length]!;
      const response = await attempt(`GET ${path}`, () => fetch(`${origin}${path}`));
      await response?.arrayBuffer();
    }
  };
  const conversationsLoop = async () => {
    while (running) {
      const n = conversations++;
      const as = { 'x-forwarded-for': clientAddress(n) };
      const tokenResponse = await attempt('token', () => issueToken(origin, as));
      if (!tokenResponse) continue;
      const { token } = (await tokenResponse.json()) as { token: string };
      const answer = await attempt('chat', () => ask(origin, token, QUESTIONS[n % QUESTIONS.length]!, as));
      if (!answer) continue;
      let text = '';
      try {
        text = await answer.text();
      } catch {
        // The connection was cut mid-stream: counted below as an answer cut short.
      }
      result.answers++;
      const { messageId, finished } = readStream(text);
      if (!finished || !messageId) {
        result.cutShort++;
        continue;
      }
      const voted = await attempt('vote', () => vote(origin, token, messageId, as));
      if (voted) {
        await voted.arrayBuffer();
        result.votes.push(messageId);
      }
    }
  };

  const workers = [
    ...Array.from({ length: pageWorkers }, (_, i) => pages(i)),
    ...Array.from({ length: askWorkers }, () => conversationsLoop()),
  ];
  return {
    result,
    async stop() {
      running = false;
      clearTimeout(timer);
      await Promise.all(workers);
      return result;
    },
  };
}
