import type { FastifyReply } from 'fastify';

/** The stable codes of the Ask AI error answers, with their HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  question_too_long: 400,
  unknown_page: 400,
  comment_too_long: 400,
  conversation_too_long: 400,
  unauthorized: 401,
  unknown_assistant: 403,
  not_found: 404,
  already_voted: 409,
  payload_too_large: 413,
  rate_limited: 429,
  provider_unavailable: 503,
  storage_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON every non-2xx answer of /api carries (DocSearch's shape plus a stable code). */
export interface ErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
}

/** A failure a person can act on: its message is shown as it is. */
export class AskError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }

  get body(): ErrorBody {
    return { success: false, message: this.message, code: this.code };
  }
}

export function sendError(reply: FastifyReply, error: AskError): FastifyReply {
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.body);
}

/** Fastify's own errors (body parsing, limits) in our shape; anything unexpected is a 503 that says little. */
export function toAskError(error: { code?: string; statusCode?: number; message?: string }): AskError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AskError('payload_too_large', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AskError('bad_request', 'The request body must be JSON (content-type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AskError('bad_request', 'The request body is not valid JSON.');
    case 'FST_ERR_VALIDATION':
      return new AskError('bad_request', `The request is not valid: ${error.message ?? 'unexpected fields'}.`);
  }
  if (error.statusCode === 400) return new AskError('bad_request', 'The request body is not valid JSON.');
  if (error.statusCode === 413) return new AskError('payload_too_large', 'The request is too large.');
  return new AskError('provider_unavailable', 'The assistant is not available right now. Please try again later.');
}
