/**
 * Liveness and readiness for load balancers and orchestrators.
 *
 * - `GET /healthz`: the process is up and its event loop answers. Never
 *   refused under load, so an overloaded instance is not restarted for it.
 * - `GET /readyz`: this instance should get traffic: the build is in place and
 *   every registered readiness check passes (the Ask AI service adds its
 *   database and search index). 503 otherwise, and while shutting down or
 *   under pressure, so the balancer drains it.
 *
 * Parts of the server add checks with `app.addReadinessCheck({ name, check })`
 * or through `buildServer({ readinessChecks })`.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  /** Short and public, e.g. "database": shown in /readyz. */
  name: string;
  /** Resolves when ready; throws with a message (logged, not shown) when not. */
  check: () => Promise<void> | void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a check to GET /readyz. */
    addReadinessCheck(check: ReadinessCheck): void;
  }
}

/** A check that takes longer than this counts as failed: a hung database must not hang the probe. */
const READINESS_TIMEOUT_MS = 2_000;

async function run(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(check.check), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The build's own check: the pages the server answers with are still on disk. */
export function buildCheck(root: string): ReadinessCheck {
  return {
    name: 'build',
    check: async () => {
      await access(join(root, 'index.html'));
      await access(join(root, '404.html'));
    },
  };
}

export function registerHealthRoutes(app: FastifyInstance, initial: readonly ReadinessCheck[]): void {
  const checks = [...initial];
  app.decorate('addReadinessCheck', (check: ReadinessCheck) => void checks.push(check));

  // Probes are answered even under pressure (see under-pressure's per-route handler) and never cached.
  const config = { pressureHandler: () => undefined };

  app.get('/healthz', { config }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(checks.map(async (c) => [c.name, await run(c)] as const));
    const failing = results.filter(([, error]) => error !== null);
    for (const [name, error] of failing) request.log.warn({ check: name, error }, 'readiness check failed');
    reply.header('cache-control', 'no-store');
    if (failing.length > 0) {
      return reply.code(503).send({ status: 'not ready', failing: failing.map(([name]) => name) });
    }
    return reply.send({ status: 'ready', checks: results.map(([name]) => name) });
  });
}
