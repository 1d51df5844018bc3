import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import { loadIndexFromBuild, type SearchIndex } from '../../packages/search/src/node';
import { ApiError, apiErrorHandler } from '../api-shared/errors';
import { registerRateLimit } from '../api-shared/rate-limit';
import { assistantForBuild, streamAnswer, type Assistant, type ModelChoice } from '../assistant';
import { describeError } from '../storage/db';
import { openServerStorage } from '../storage/open';
import { DAY_MS, Storage } from '../storage/storage';
import type { AskConfig } from './config';
import { LIMITS, parseChatRequest, parseFeedbackRequest } from './requests';
import { TokenSigner, tokenFromHeader } from './token';

const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const TOKEN_SECRET_KEY = 'ask_token_secret';

/** ASK_AI_TOKEN_SECRET, or the random one kept in the database. */
async function tokenSecret(config: Pick<AskConfig, 'tokenSecret'>, storage: Storage): Promise<string> {
  return config.tokenSecret ?? (await storage.secret(TOKEN_SECRET_KEY));
}

export interface AskOptions {
  config: AskConfig;
  /** The site build whose search index the assistant answers from. */
  buildDir: string;
  /** Tests: another clock (token expiry), another index or model. */
  now?: () => number;
  loadIndex?: () => Promise<SearchIndex>;
  primaryModel?: ModelChoice;
  /** The server's database, opened (and closed) by the server; when left out the service opens its own. */
  storage?: Storage;
}

export interface Readiness {
  ready: boolean;
  database: boolean;
  index: boolean;
  /** Why not ready, for a log or a health page. */
  problems: string[];
}

/** What the server keeps of the Ask AI service: its readiness, for a /readyz check. */
export interface AskService {
  readiness(): Promise<Readiness>;
}

const UNAVAILABLE =
  'The assistant is not available right now: the search index of the site is missing. Please try again later.';
/** The last chunk of an answer the database did not take, in place of `finish`: the reader learns it is gone. */
export const NOT_KEPT =
  'This answer could not be saved, so it cannot be rated, and it was not kept. Please try again in a moment.';
const VOTE_NOT_SAVED = 'Your feedback could not be saved right now. Please try again later.';

/**
 * The Ask AI routes, their rate limit and their storage, registered under
 * /api/ask: POST /api/ask/chat/token, /api/ask/chat and /api/ask/chat/feedback.
 * Every error answer is JSON in the contract's shape; unknown paths and
 * methods are answered by the /api scope around it (server/api.ts).
 */
export async function askRoutes(app: FastifyInstance, options: AskOptions, service: { current?: AskService }) {
  const { config } = options;
  const now = options.now ?? Date.now;

  // The server hands over the database it shares with other services and closes it; alone (tests,
  // benchmarks), the service opens its own, and an unreachable DATABASE_URL stops the start here.
  const storage =
    options.storage ?? (await openServerStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const sweep = async () => {
    try {
      const deleted = await storage.deleteOlderThan(now() - config.retentionDays * DAY_MS, now());
      if (deleted > 0) app.log.info({ deleted }, 'deleted questions and page votes past the retention period');
    } catch (error) {
      app.log.error({ err: describeError(error) }, 'retention clean-up failed');
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    if (!options.storage) await storage.close();
  });

  const secret = await tokenSecret(config, storage);
  const tokens = new TokenSigner(secret, now);

  let assistant: Assistant | undefined;
  try {
    const index = await (options.loadIndex ?? (() => loadIndexFromBuild(options.buildDir)))();
    assistant = await assistantForBuild({
      index,
      buildDir: options.buildDir,
      settings: config,
      log: app.log,
      primary: options.primaryModel,
    });
  } catch (error) {
    app.log.warn(
      { err: describeError(error) },
      'Ask AI: no search index in the site build; the assistant answers 503 until the site is rebuilt',
    );
  }

  service.current = {
    async readiness() {
      const problems: string[] = [];
      const database = await storage.ping().then(
        () => true,
        (error: unknown) => (problems.push(`database: ${describeError(error)}`), false),
      );
      if (!assistant) problems.push('search index: missing from the site build');
      return { ready: database && !!assistant, database, index: !!assistant, problems };
    },
  };

  // Shared with the other API plugins on this database (page feedback): one budget per client for all of /api.
  await registerRateLimit(app, { perMinute: config.rateLimit, db: storage.db, tokenSecret: config.tokenSecret });

  // JSON as usual, but an empty body is an empty object: DocSearch's token call sends none.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') done(null, {});
    else json(request, body as string, done);
  });

  app.setErrorHandler(
    apiErrorHandler(
      new ApiError('provider_unavailable', 'The assistant is not available right now. Please try again later.'),
      'Ask AI: unexpected error',
    ),
  );
  const checkAssistantId = (request: FastifyRequest) => {
    const id = request.headers['x-algolia-assistant-id'];
    if (id !== config.assistantId) throw new ApiError('unknown_assistant', 'This assistant does not exist.');
  };
  const checkToken = (request: FastifyRequest) => {
    const verdict = tokens.verify(tokenFromHeader(request.headers.authorization), config.assistantId);
    if (verdict !== 'valid') {
      request.log.info({ token: verdict }, 'Ask AI: request without a valid token');
      throw new ApiError(
        'unauthorized',
        verdict === 'expired' ? 'Your session expired. Please try again.' : 'This request needs a valid token.',
      );
    }
  };
  const needAssistant = () => {
    if (!assistant) throw new ApiError('provider_unavailable', UNAVAILABLE);
    return assistant;
  };

  app.post('/chat/token', { bodyLimit: LIMITS.smallBody }, async (request, reply) => {
    checkAssistantId(request);
    needAssistant();
    return reply.header('cache-control', 'no-store').send({ success: true, token: tokens.issue(config.assistantId) });
  });

  app.post('/chat/feedback', { bodyLimit: LIMITS.smallBody }, async (request, reply) => {
    checkAssistantId(request);
    checkToken(request);
    // `messageId` names the answer by its own id (our client) or by its question's user message id (DocSearch's).
    const vote = parseFeedbackRequest(request.body);
    const saved = await storage.recordFeedback({ ...vote, createdAt: now() }).catch((error: unknown) => {
      request.log.error({ err: describeError(error) }, 'Ask AI: could not store a vote');
      throw new ApiError('storage_unavailable', VOTE_NOT_SAVED);
    });
    if (saved === 'not_found') throw new ApiError('not_found', 'This answer is unknown, or too old to vote on.');
    if (saved === 'already_voted') throw new ApiError('already_voted', 'You already gave feedback on this answer.');
    return reply
      .header('cache-control', 'no-store')
      .send({ success: true, message: 'Feedback was successfully submitted.' });
  });

  app.post('/chat', { bodyLimit: LIMITS.chatBody }, async (request, reply) => {
    const started = performance.now();
    checkAssistantId(request);
    checkToken(request);
    const chat = await parseChatRequest(request.body);
    const current = needAssistant();
    const messageId = `msg-${randomUUID()}`;
    const stop = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    let firstChunkMs: number | null = null;
    // The pipeline awaits onComplete before the stream's last chunk, and logs its failure; `kept` tells the
    // transform below to end the stream with an error instead of `finish`, rather than claim an answer it lost.
    let kept = true;
    const chunks = streamAnswer(current, {
      messages: chat.messages,
      facetFilters: chat.facetFilters,
      messageId,
      signal: stop.signal,
      onComplete: (result) =>
        storage
          .recordAnswer({
            messageId,
            userMessageId: chat.userMessageId,
            conversationId: chat.conversationId ?? `conv-${randomUUID()}`,
            assistantId: config.assistantId,
            turn: chat.turn,
            question: chat.question,
            searchQuery: result.searchQuery,
            answer: result.text,
            citedUrls: result.citedUrls,
            model: result.metadata.model,
            kind: result.metadata.kind,
            fallback: result.metadata.fallback ?? null,
            declined: result.metadata.declined ?? false,
            outcome: result.outcome,
            firstChunkMs,
            totalMs: performance.now() - started,
            createdAt: now(),
          })
          .catch((error: unknown) => {
            kept = false;
            throw error;
          }),
    });
    const timed = chunks.pipeThrough(
      new TransformStream<UIMessageChunk, UIMessageChunk>({
        transform(chunk, controller) {
          firstChunkMs ??= performance.now() - started;
          if (chunk.type === 'finish' && !kept) controller.enqueue({ type: 'error', errorText: NOT_KEPT });
          else controller.enqueue(chunk);
        },
      }),
    );
    const body = timed.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream());
    return sendStream(reply, body);
  });
}

function sendStream(reply: FastifyReply, body: ReadableStream<Uint8Array>) {
  reply.headers(UI_MESSAGE_STREAM_HEADERS);
  // Readable.fromWeb's types predate the DOM stream types TypeScript ships; the objects are the same.
  return reply.code(200).send(Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]));
}
