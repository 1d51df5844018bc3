import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../storage/db';

/**
 * The stable codes of the error answers of every API plugin under /api (Ask AI, page feedback), with their HTTP
 * status: one list, since clients read the codes of all of them alike.
 */
const ERROR_STATUS = {
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
export class ApiError extends Error {
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

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.body);
}

/**
 * Fastify's own errors (body parsing, limits) in our shape; anything unexpected becomes `unexpected`, which each
 * plugin words for itself and which should say little.
 */
function toApiError(error: { code?: string; statusCode?: number; message?: string }, unexpected: ApiError): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('bad_request', 'The request body must be JSON (content-type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('bad_request', 'The request body is not valid JSON.');
    case 'FST_ERR_VALIDATION':
      return new ApiError('bad_request', `The request is not valid: ${error.message ?? 'unexpected fields'}.`);
  }
  if (error.statusCode === 400) return new ApiError('bad_request', 'The request body is not valid JSON.');
  if (error.statusCode === 413) return new ApiError('payload_too_large', 'The request is too large.');
  return unexpected;
}

/**
 * A plugin's error handler: an ApiError is answered as it is, Fastify's own errors in our shape, and anything else
 * as `unexpected`, logged with `logMessage` since the answer says little.
 */
export function apiErrorHandler(unexpected: ApiError, logMessage: string) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (error instanceof ApiError) return sendError(reply, error);
    const known = toApiError(error as { code?: string; statusCode?: number }, unexpected);
    if (known.statusCode >= 500) request.log.error({ err: describeError(error) }, logMessage);
    return sendError(reply, known);
  };
}
