import { translate } from '@docusaurus/Translate';
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

export const UNREACHABLE_MESSAGE = translate({
  id: 'askAi.error.unreachable',
  message: 'The assistant could not be reached. Check your network connection and try again.',
});
const UNREADABLE_MESSAGE = translate({
  id: 'askAi.error.unreadable',
  message: 'The answer could not be read. Try again.',
});

/** "30 seconds", "1 minute", "2 minutes": how long a rate-limited visitor waits. */
export function waitText(seconds: number): string {
  if (seconds < 60)
    return seconds === 1
      ? translate({ id: 'askAi.wait.second', message: '1 second' })
      : translate({ id: 'askAi.wait.seconds', message: '{n} seconds' }, { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? translate({ id: 'askAi.wait.minute', message: '1 minute' })
    : translate({ id: 'askAi.wait.minutes', message: '{n} minutes' }, { n: minutes });
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
    const text =
      seconds === null
        ? translate({
            id: 'askAi.error.tooMany',
            message: 'Too many questions in a short time. Try again in a minute.',
          })
        : translate(
            { id: 'askAi.error.tooManyWait', message: 'Too many questions in a short time. Try again in {wait}.' },
            { wait: waitText(seconds) },
          );
    return new AskError(text, 429, code, true);
  }
  if (message) return new AskError(message, response.status, code, true);
  const failed = translate(
    { id: 'askAi.error.status', message: 'The assistant answered with an error ({status}). Try again.' },
    { status: response.status },
  );
  return new AskError(failed, response.status, code);
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
