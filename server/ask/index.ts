import type { FastifyInstance } from 'fastify';
import { apiScope, type ApiPlugin } from '../api';
import type { ReadinessCheck } from '../health';
import { askRoutes, type AskOptions, type AskService, type Readiness } from './plugin';
import { LIMITS } from './requests';

export { askConfigFromEnv, type AskConfig } from './config';
export type { AskOptions } from './plugin';

/** The Ask AI service as the server takes it: its routes under /api/ask and its check for GET /readyz. */
export interface AskApi {
  api: ApiPlugin;
  readinessCheck: ReadinessCheck;
  /** Whether its database and search index are up, with the reasons when not. */
  readiness(): Promise<Readiness>;
}

/**
 * The Ask AI service for `buildServer({ api: [ask.api], readinessChecks: [ask.readinessCheck] })`.
 * Registering it opens and migrates the storage: an unreachable database
 * rejects the server's start with a one-line message.
 */
export function askApi(options: AskOptions): AskApi {
  const service: { current?: AskService } = {};
  const readiness = async (): Promise<Readiness> =>
    service.current
      ? service.current.readiness()
      : { ready: false, database: false, index: false, problems: ['the Ask AI service has not started'] };
  return {
    api: { prefix: '/ask', bodyLimit: LIMITS.chatBody, plugin: (scope) => askRoutes(scope, options, service) },
    readinessCheck: {
      name: 'assistant',
      check: async () => {
        const state = await readiness();
        if (!state.ready) throw new Error(state.problems.join('; '));
      },
    },
    readiness,
  };
}

/** The Ask AI service alone on an instance, under /api as on the site server (for tests and benchmarks). */
export async function registerAsk(app: FastifyInstance, options: AskOptions): Promise<AskApi> {
  const ask = askApi(options);
  await app.register(apiScope, { prefix: '/api', plugins: [ask.api] });
  return ask;
}
