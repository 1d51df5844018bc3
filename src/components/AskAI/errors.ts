/** A failed call to the assistant, with a sentence a person can read. */
export class AskError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    /** True when the message came from the assistant itself, not from us. */
    readonly fromService = false,
  ) {
    super(message);
    this.name = 'AskError';
  }
}

export const UNREACHABLE_MESSAGE = 'The assistant could not be reached. Check your network connection and try again.';
const UNREADABLE_MESSAGE = 'The answer could not be read. Try again.';

/** "30 seconds", "1 minute", "2 minutes": how long a rate-limited visitor waits. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** `Retry-After` in seconds, or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}

async function jsonBody(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, code } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' && message.trim() ? message.trim() : undefined,
        code: typeof code === 'string' ? code : undefined,
      };
    }
  } catch {
    // not JSON: a proxy's page or an empty body, never shown as it is
  }
  return {};
}

/** The assistant's JSON error (`{ success: false, message, code }`) as an {@link AskError}. */
export async function errorFromResponse(response: Response): Promise<AskError> {
  const { message, code } = await jsonBody(response);
  if (response.status === 429) {
    // Said in our words from Retry-After, whatever the service's own sentence says about waiting.
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    const when = seconds === null ? 'Try again in a minute.' : `Try again in ${waitText(seconds)}.`;
    return new AskError(`Too many questions in a short time. ${when}`, 429, code, true);
  }
  if (message) return new AskError(message, response.status, code, true);
  return new AskError(`The assistant answered with an error (${response.status}). Try again.`, response.status, code);
}

/** What the answer screen says about a failed answer: never a stack, a raw body or a parser's words. */
export function readableMessage(error: unknown): string {
  if (error instanceof AskError) return error.message;
  if (error instanceof TypeError) return UNREACHABLE_MESSAGE;
  const name = error instanceof Error ? error.name : '';
  if (name.startsWith('AI_')) return UNREADABLE_MESSAGE;
  // An `error` chunk of the stream: the assistant's own sentence.
  if (error instanceof Error && error.message.trim()) return error.message;
  return UNREADABLE_MESSAGE;
}
