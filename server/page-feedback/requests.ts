import { ApiError } from '../api-shared/errors';

export const PAGE_FEEDBACK_LIMITS = {
  /** Characters of a comment, after trimming (the widget counts the same way). */
  commentLength: 500,
  /** Bytes of a request: a full comment of four-byte characters fits. */
  body: 4 * 1024,
  idLength: 64,
} as const;

/** A new vote (with or without its comment), or the comment for a vote sent before. */
export type PageFeedbackRequest =
  | { kind: 'vote'; page: string; helpful: boolean; comment: string | null }
  | { kind: 'comment'; id: string; page: string; comment: string };

const bad = (message: string) => new ApiError('bad_request', message);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ page, helpful, comment?, id? }`, checked against the site's doc pages; throws an ApiError saying what is wrong. */
export function parsePageFeedback(body: unknown, pages: ReadonlySet<string>): PageFeedbackRequest {
  if (!isObject(body)) throw bad('The request body must be a JSON object.');
  const { page, helpful, comment, id } = body;
  const unknown = Object.keys(body).filter((key) => !['page', 'helpful', 'comment', 'id'].includes(key));
  if (unknown.length > 0) throw bad(`Unexpected field "${unknown[0]!.slice(0, 40)}".`);
  if (typeof page !== 'string' || page === '') throw bad('"page" must be the path of a documentation page.');
  if (!pages.has(page)) throw new ApiError('unknown_page', 'There is no documentation page at this path.');
  if (typeof helpful !== 'boolean') throw bad('"helpful" must be true or false.');
  if (comment !== undefined && comment !== null && typeof comment !== 'string') throw bad('"comment" must be text.');
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length > PAGE_FEEDBACK_LIMITS.commentLength) {
    throw new ApiError(
      'comment_too_long',
      `Your comment is too long. Please keep it under ${PAGE_FEEDBACK_LIMITS.commentLength} characters.`,
    );
  }
  if (id === undefined) return { kind: 'vote', page, helpful, comment: text || null };
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) throw bad('"id" must be the id of your vote.');
  if (!text) throw bad('A comment is needed to add to your vote.');
  return { kind: 'comment', id, page, comment: text };
}
