import { translate } from '@docusaurus/Translate';
import { AskError, errorFromResponse, UNREACHABLE_MESSAGE } from './errors';
import type { AskAiSettings } from '../ModalShell/askAiSettings';

/** The assistant's tokens live 5 minutes; a new one is fetched 30 s before that. */
export const TOKEN_LIFETIME_MS = 5 * 60_000;
export const TOKEN_RENEW_BEFORE_MS = 30_000;
export const TOKEN_KEY = 'amsterdam-developers.ask.token';

interface StoredToken {
  token: string;
  issuedAt: number;
  assistantId: string;
}

type Fetch = typeof fetch;

// Reading `window.sessionStorage` itself throws when storage is blocked; the token then lives in memory only.
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readToken(assistantId: string, now: number): string | null {
  try {
    const raw = session()?.getItem(TOKEN_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof stored.token !== 'string' || typeof stored.issuedAt !== 'number') return null;
    if (stored.assistantId !== assistantId) return null;
    const age = now - stored.issuedAt;
    return age >= 0 && age < TOKEN_LIFETIME_MS - TOKEN_RENEW_BEFORE_MS ? stored.token : null;
  } catch (error) {
    console.warn(`Ignoring the stored ${TOKEN_KEY}:`, error);
    return null;
  }
}

function writeToken(value: StoredToken | null): void {
  try {
    if (value) session()?.setItem(TOKEN_KEY, JSON.stringify(value));
    else session()?.removeItem(TOKEN_KEY);
  } catch (error) {
    console.warn(`Could not store ${TOKEN_KEY}:`, error);
  }
}

/** A network failure (not a stop by the visitor) as a sentence. */
async function reach(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AskError(UNREACHABLE_MESSAGE);
  }
}

export interface AskClient {
  /** A fetch for the chat transport: token, headers, one retry after a 401, readable errors. */
  fetch: Fetch;
  /** Records a like (1) or dislike (0) of an answer, a dislike with its reason if given; rejects with the assistant's message. */
  sendFeedback(messageId: string, thumbs: 0 | 1, reason?: string): Promise<void>;
  chatUrl: string;
}

export function createAskClient(
  settings: Pick<AskAiSettings, 'apiBase' | 'assistantId'>,
  fetchImpl: Fetch = (...args) => fetch(...args),
  now: () => number = Date.now,
): AskClient {
  const { apiBase, assistantId } = settings;
  let memory: StoredToken | null = null;
  let pending: Promise<string> | null = null;

  const fresh = (t: StoredToken | null) =>
    t && t.assistantId === assistantId && now() - t.issuedAt < TOKEN_LIFETIME_MS - TOKEN_RENEW_BEFORE_MS
      ? t.token
      : null;

  async function issue(): Promise<string> {
    const response = await reach(fetchImpl, `${apiBase}/chat/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-algolia-assistant-id': assistantId },
      body: '{}',
    });
    if (!response.ok) throw await errorFromResponse(response);
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    if (typeof body?.token !== 'string')
      throw new AskError(
        translate({ id: 'askAi.error.noToken', message: 'The assistant sent no access token. Try again.' }),
      );
    memory = { token: body.token, issuedAt: now(), assistantId };
    writeToken(memory);
    return body.token;
  }

  function token(): Promise<string> {
    const known = fresh(memory) ?? readToken(assistantId, now());
    if (known) return Promise.resolve(known);
    // One request for a token, however many calls wait for it.
    pending ??= issue().finally(() => (pending = null));
    return pending;
  }

  function forget(): void {
    memory = null;
    writeToken(null);
  }

  const authorized: Fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(init.headers);
      headers.set('authorization', `TOKEN ${await token()}`);
      headers.set('x-algolia-assistant-id', assistantId);
      const response = await reach(fetchImpl, url, { ...init, headers });
      // An expired or unknown token: fetch a new one and try once more.
      if (response.status === 401 && attempt === 0) {
        forget();
        continue;
      }
      if (!response.ok) throw await errorFromResponse(response);
      return response;
    }
  };

  return {
    fetch: authorized,
    chatUrl: `${apiBase}/chat`,
    async sendFeedback(messageId, thumbs, reason) {
      await authorized(`${apiBase}/chat/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appId: assistantId, messageId, thumbs, ...(reason ? { reason } : {}) }),
      });
    },
  };
}
