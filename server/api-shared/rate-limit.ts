import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { describeError, type Db } from '../storage/db';
import { clientKeys, type ClientKey } from './client-key';
import { ApiError } from './errors';

const RATE_LIMIT_WINDOW_MS = 60_000;
/** Clients counted in memory at once; past this the oldest window is dropped (that client starts afresh). */
const MEMORY_CLIENTS = 10_000;
/** After the database failed to count, the memory counts alone this long before the database is tried again. */
const DATABASE_RETRY_MS = 5_000;

export interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Fixed windows per key in this process's memory, for at most `capacity` keys. */
export class MemoryCounters {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  constructor(
    private readonly capacity = MEMORY_CLIENTS,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, windowMs: number): Count {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      // A Map keeps insertion order: the first key is the window opened longest ago.
      if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    }
    window.hits++;
    return { current: window.hits, ttl: window.resetAt - now };
  }
}

/**
 * One statement per request on PostgreSQL: the window starts at a client's first request and resets when it has
 * passed (the database's clock decides, so instances with drifting clocks agree).
 */
const POSTGRES_INCREMENT = `
  WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now)
  INSERT INTO rate_limits AS r (key, hits, reset_at)
  SELECT ?, 1, clock.now + ? FROM clock
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= EXCLUDED.reset_at - ? THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= EXCLUDED.reset_at - ? THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING hits, reset_at - (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ttl`;

/**
 * The budget every /api route of one database shares: each client (an IPv4 address or an IPv6 /64, as
 * connections.ts counts them) has `perMinute` requests a minute in all, whichever routes it calls.
 *
 * A client is known by its client key (client-key.ts), so the counters hold no address, in memory or in the
 * database.
 *
 * With PostgreSQL the counts are kept in the shared database, so instances that share ASK_AI_TOKEN_SECRET share
 * each client's budget. When the database cannot count, the process counts in its own memory meanwhile (and
 * tries the database again after DATABASE_RETRY_MS): the limit holds per instance until it is back. With SQLite
 * (one instance) the counts live in memory only.
 */
export class ClientBudget {
  /** The client's key, from its address. */
  readonly key: ClientKey;
  private readonly memory = new MemoryCounters();
  private databaseDownUntil = -Infinity;

  constructor(
    private readonly db: Db,
    tokenSecret: string | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    this.key = clientKeys(tokenSecret);
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    if (this.db.dialect !== 'postgres' || performance.now() < this.databaseDownUntil) {
      return this.memory.incr(key, windowMs);
    }
    try {
      const [row] = await this.db.all<{ hits: number; ttl: number }>(POSTGRES_INCREMENT, [
        key,
        windowMs,
        windowMs,
        windowMs,
      ]);
      if (this.databaseDownUntil !== -Infinity) {
        this.databaseDownUntil = -Infinity;
        this.log.info('rate limit: the database counts again');
      }
      return { current: row!.hits, ttl: Math.max(0, row!.ttl) };
    } catch (error) {
      if (this.databaseDownUntil === -Infinity) {
        this.log.warn(
          { err: describeError(error) },
          'rate limit: the database cannot count; counting in memory until it can',
        );
      }
      this.databaseDownUntil = performance.now() + DATABASE_RETRY_MS;
      return this.memory.incr(key, windowMs);
    }
  }
}

/** One budget per database handle: every API plugin registered on the same database shares it. */
const budgets = new WeakMap<Db, ClientBudget>();

function budgetFor(db: Db, tokenSecret: string | undefined, log: FastifyBaseLogger): ClientBudget {
  let budget = budgets.get(db);
  if (!budget) {
    budget = new ClientBudget(db, tokenSecret, log);
    budgets.set(db, budget);
    if (db.dialect === 'postgres' && tokenSecret === undefined) {
      log.warn(
        'rate limit: ASK_AI_TOKEN_SECRET is not set, so the client keys come from a secret of this process alone ' +
          'and each instance counts its clients by itself; set ASK_AI_TOKEN_SECRET, the same on every instance, ' +
          'for one limit across them',
      );
    }
  }
  return budget;
}

export interface RateLimitOptions {
  perMinute: number;
  /** The database whose API plugins share one budget per client. */
  db: Db;
  /** ASK_AI_TOKEN_SECRET, when set: instances sharing it share the counters in PostgreSQL. */
  tokenSecret?: string;
}

/**
 * `@fastify/rate-limit` on every route of the instance it is registered in (an API plugin's scope), counting in
 * the budget shared by every plugin on the same database, and answering 429 in the error shape with Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance, { perMinute, db, tokenSecret }: RateLimitOptions) {
  const budget = budgetFor(db, tokenSecret, app.log);
  class SharedBudget implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      budget.incr(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      // One budget per client over every route.
      return this;
    }
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => budget.key(request.ip),
    store: SharedBudget as FastifyRateLimitStoreCtor,
    // Never off: the budget counts in memory while the database cannot.
    skipOnError: false,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const error = new ApiError(
        'rate_limited',
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      );
      return Object.assign(error, { statusCode: 429 });
    },
  });
}
