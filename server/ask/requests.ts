import { safeValidateUIMessages, type UIMessage } from 'ai';
import type { FacetFilters } from '../../packages/search/src/node';
import { ApiError } from '../api-shared/errors';
import { QUESTION_LENGTH } from '../assistant';

export const LIMITS = {
  questionLength: QUESTION_LENGTH,
  userTurns: 10,
  /** Bytes of a chat request. */
  chatBody: 64 * 1024,
  /** Bytes of a token or feedback request. */
  smallBody: 4 * 1024,
  reasonLength: 500,
  idLength: 200,
} as const;

export interface ChatRequest {
  conversationId: string | undefined;
  /** The id of the question's (last) user message, which DocSearch's client votes by; null when not a short id. */
  userMessageId: string | null;
  messages: UIMessage[];
  question: string;
  turn: number;
  facetFilters?: FacetFilters;
}

export interface FeedbackRequest {
  messageId: string;
  thumbs: 0 | 1;
  reason: string | null;
}

const bad = (message: string) => new ApiError('bad_request', message);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= LIMITS.idLength;

function facetFiltersOf(value: unknown): FacetFilters | undefined {
  if (value === undefined) return undefined;
  const filter = (v: unknown) => typeof v === 'string' && v.length <= 200;
  const ok =
    filter(value) ||
    (Array.isArray(value) &&
      value.length <= 20 &&
      value.every((v) => filter(v) || (Array.isArray(v) && v.length <= 20 && v.every(filter))));
  if (!ok) throw bad('searchParameters.facetFilters must be a string or a list of strings and lists of strings.');
  return value as FacetFilters;
}

function textOf(message: UIMessage): string {
  return message.parts
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ')
    .trim();
}

/** The chat request, checked: AI SDK message shapes, the limits, a user question last. */
export async function parseChatRequest(body: unknown): Promise<ChatRequest> {
  if (!isObject(body)) throw bad('The request body must be a JSON object.');
  const { id, messages, trigger, messageId, searchParameters } = body;
  if (id !== undefined && !isId(id)) throw bad(`"id" must be a string of at most ${LIMITS.idLength} characters.`);
  if (trigger !== undefined && trigger !== 'submit-message' && trigger !== 'regenerate-message') {
    throw bad('"trigger" must be "submit-message" or "regenerate-message".');
  }
  if (messageId !== undefined && messageId !== null && !isId(messageId))
    throw bad('"messageId" must be a short string.');
  if (searchParameters !== undefined && !isObject(searchParameters)) throw bad('"searchParameters" must be an object.');
  if (!Array.isArray(messages) || messages.length === 0) throw bad('"messages" must be a non-empty list of messages.');
  const validated = await safeValidateUIMessages({ messages });
  if (!validated.success) throw bad('"messages" are not valid chat messages.');
  const turn = validated.data.filter((m) => m.role === 'user').length;
  if (turn > LIMITS.userTurns) {
    throw new ApiError(
      'conversation_too_long',
      `This conversation has reached its limit of ${LIMITS.userTurns} questions. Please start a new conversation.`,
    );
  }
  const last = validated.data[validated.data.length - 1];
  const question = last.role === 'user' ? textOf(last) : '';
  if (!question) throw bad('The last message must be a question from the user.');
  if (question.length > LIMITS.questionLength) {
    throw new ApiError(
      'question_too_long',
      `Your question is too long. Please keep it under ${LIMITS.questionLength} characters.`,
    );
  }
  return {
    conversationId: id as string | undefined,
    userMessageId: isId(last.id) ? last.id : null,
    messages: validated.data,
    question,
    turn,
    facetFilters: facetFiltersOf(searchParameters?.facetFilters),
  };
}

export function parseFeedbackRequest(body: unknown): FeedbackRequest {
  if (!isObject(body)) throw bad('The request body must be a JSON object.');
  const { appId, messageId, thumbs, reason } = body;
  if (appId !== undefined && (typeof appId !== 'string' || appId.length > LIMITS.idLength)) {
    throw bad('"appId" must be a short string.');
  }
  // The answer's own id, or the id of the user message it answered (Storage.answerIdFor).
  if (!isId(messageId)) throw bad('"messageId" must name the answer you vote on.');
  if (thumbs !== 0 && thumbs !== 1) throw bad('"thumbs" must be 1 (like) or 0 (dislike).');
  if (reason !== undefined && reason !== null) {
    if (typeof reason !== 'string' || reason.length > LIMITS.reasonLength) {
      throw bad(`"reason" must be text of at most ${LIMITS.reasonLength} characters.`);
    }
    if (thumbs !== 0) throw bad('A reason can only be given with a dislike.');
  }
  const text = typeof reason === 'string' ? reason.trim() : '';
  return { messageId, thumbs, reason: text || null };
}
