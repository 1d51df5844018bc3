import type { FastifyInstance } from 'fastify';
import { askRoutes, type AskOptions, type AskService } from './plugin';

export { askConfigFromEnv, ConfigError, type AskConfig } from './config';
export type { AskOptions, AskService, Readiness } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Ask AI service, when it is registered (see registerAsk). */
    askService?: AskService;
  }
}

/**
 * Registers the Ask AI service under /api (rate-limited, JSON errors,
 * storage opened and migrated) and resolves with its readiness check, also
 * kept as `app.askService` for a readiness route.
 * Rejects with a one-line message when its database cannot be opened.
 */
export async function registerAsk(app: FastifyInstance, options: AskOptions): Promise<AskService> {
  const service: { current?: AskService } = {};
  await app.register(
    async (api) => {
      await askRoutes(api, options, service);
    },
    { prefix: '/api' },
  );
  app.decorate('askService', service.current!);
  return service.current!;
}
