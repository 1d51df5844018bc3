import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../storage/db';
import { AskError } from './errors';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Counters in the shared database, so N instances behind a load balancer
 * enforce one limit per client. One statement per request: the window starts
 * at a client's first request and resets when it has passed (the database's
 * clock decides, so instances with drifting clocks agree).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const incrementSql = `
    WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now)
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT ?, 1, clock.now + ? FROM clock
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= EXCLUDED.reset_at - ? THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= EXCLUDED.reset_at - ? THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING hits, reset_at - (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ttl`;

  class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      db.all<{ hits: number; ttl: number }>(incrementSql, [key, timeWindow, timeWindow, timeWindow]).then(
        ([row]) => callback(null, { current: row.hits, ttl: Math.max(0, row.ttl) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      // One limit per client over every /api route, so routes share the counters.
      return this;
    }
  }
  return PostgresStore;
}

/** A keyed hash of the client address: counters never hold an IP address, in memory or in the database. */
export function clientKey(secret: string, request: FastifyRequest): string {
  return createHmac('sha256', secret).update(request.ip).digest('base64url').slice(0, 32);
}

export interface RateLimitOptions {
  perMinute: number;
  /** Hashes client addresses. */
  secret: string;
  /** Shared counters (PostgreSQL); in memory when left out. */
  db?: Db;
}

/**
 * `@fastify/rate-limit` on every route of the instance it is registered in
 * (the /api context), answering 429 in the error shape with Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance, { perMinute, secret, db }: RateLimitOptions) {
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => clientKey(secret, request),
    store: db?.dialect === 'postgres' ? postgresRateLimitStore(db) : undefined,
    // A database hiccup must not lock everyone out; the request is served and the failure logged.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const error = new AskError(
        'rate_limited',
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      );
      return Object.assign(error, { statusCode: 429 });
    },
  });
}
