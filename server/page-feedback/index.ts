/**
 * POST /api/page-feedback: the "Was this page helpful?" votes of the doc
 * pages, with an optional comment, kept in the database the Ask AI service
 * uses. A vote answers with a random id so its comment can follow in a second
 * request; nothing identifies the reader (no address, no cookie), and the
 * rate limit counts a keyed hash of the client address, in the one budget per
 * client that the Ask AI routes count in too (api-shared/rate-limit.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiPlugin } from '../api';
import type { ApiConfig } from '../api-shared/config';
import { ApiError, apiErrorHandler } from '../api-shared/errors';
import { registerRateLimit } from '../api-shared/rate-limit';
import { listFiles } from '../files';
import type { Storage } from '../storage/storage';
import { docPagesOf } from './pages';
import { PAGE_FEEDBACK_LIMITS, parsePageFeedback } from './requests';

export interface PageFeedbackOptions {
  /** The rate limit and the token secret its client keys derive from. */
  config: Pick<ApiConfig, 'rateLimit' | 'tokenSecret'>;
  storage: Storage;
  /** The site build whose doc pages may be voted on. */
  buildDir: string;
  /** Tests: another clock. */
  now?: () => number;
}

async function pageFeedbackRoutes(app: FastifyInstance, options: PageFeedbackOptions) {
  const { storage, config } = options;
  const now = options.now ?? Date.now;
  const pages = docPagesOf(await listFiles(options.buildDir).catch(() => new Set<string>()));
  if (pages.size === 0) app.log.warn('page feedback: the site build has no doc pages to vote on');

  // The budget the Ask AI routes count in too: one per client for all of /api.
  await registerRateLimit(app, { perMinute: config.rateLimit, db: storage.db, tokenSecret: config.tokenSecret });

  app.setErrorHandler(
    apiErrorHandler(
      new ApiError('storage_unavailable', 'Your feedback could not be saved right now. Please try again later.'),
      'page feedback: could not save',
    ),
  );

  app.post('/', async (request, reply) => {
    const feedback = parsePageFeedback(request.body, pages);
    reply.header('cache-control', 'no-store');
    if (feedback.kind === 'comment') {
      const saved = await storage.addPageComment(feedback.id, feedback.page, feedback.comment);
      if (saved === 'not_found') throw new ApiError('not_found', 'This vote is unknown, or already has a comment.');
      return reply.send({ success: true, id: feedback.id });
    }
    const id = randomUUID();
    await storage.recordPageVote({ id, ...feedback, createdAt: now() });
    return reply.code(201).send({ success: true, id });
  });
}

/** The page-feedback routes for `buildServer({ api: [...] })`, under /api/page-feedback. */
export function pageFeedbackApi(options: PageFeedbackOptions): ApiPlugin {
  return {
    prefix: '/page-feedback',
    bodyLimit: PAGE_FEEDBACK_LIMITS.body,
    plugin: (scope) => pageFeedbackRoutes(scope, options),
  };
}
