/** Where the site's server takes the votes (server/page-feedback). */
const PAGE_FEEDBACK_URL = '/api/page-feedback';
export const COMMENT_MAX_LENGTH = 500;

export type SendResult =
  | { kind: 'sent'; id: string }
  /** The server refused it for good (the page is unknown, the vote is gone): keep nothing. */
  | { kind: 'refused'; message: string }
  /** No server, or it could not take it now: keep it and try again. */
  | { kind: 'unreachable' };

export interface PageFeedbackBody {
  page: string;
  helpful: boolean;
  comment?: string;
  id?: string;
}

export async function sendPageFeedback(body: PageFeedbackBody): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(PAGE_FEEDBACK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const answer = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
  if (response.ok && typeof answer?.id === 'string') return { kind: 'sent', id: answer.id };
  // A static host without our server answers 404/405 with a page, not our JSON: that is "no server".
  if (response.status >= 500 || response.status === 429 || typeof answer?.message !== 'string') {
    return { kind: 'unreachable' };
  }
  return { kind: 'refused', message: answer.message };
}
