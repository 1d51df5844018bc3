import { resolve } from 'node:path';
import { RETENTION_DAYS } from '../../lib/retention';
import { ConfigError, integer, type Env } from '../env';

/**
 * What every API plugin under /api reads from the environment, checked once at start: the rate limit they count
 * in together, the secret that keys it, how long readers' data is kept and the database that keeps it. The
 * variables keep the ASK_AI_ names they had when Ask AI was the only API.
 */
export interface ApiConfig {
  /** Requests per minute per client on /api. */
  rateLimit: number;
  retentionDays: number;
  /**
   * Keys the rate limit's client keys, and signs Ask AI's chat tokens; when unset, the rate limit draws a secret
   * per process and Ask AI keeps a random one in the database.
   */
  tokenSecret?: string;
  /** PostgreSQL when set, SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Reads ASK_AI_TOKEN_SECRET, ASK_AI_RATE_LIMIT, ASK_AI_RETENTION_DAYS, DATABASE_URL and DATA_DIR; throws a
 * ConfigError naming the variable that is wrong.
 */
export function apiConfigFromEnv(env: Env = process.env): ApiConfig {
  const tokenSecret = env.ASK_AI_TOKEN_SECRET?.trim() || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new ConfigError('ASK_AI_TOKEN_SECRET must be at least 32 characters long.');
  }
  return {
    rateLimit: integer(env, 'ASK_AI_RATE_LIMIT', 20, 1, 100_000),
    retentionDays: integer(
      env,
      'ASK_AI_RETENTION_DAYS',
      RETENTION_DAYS.default,
      RETENTION_DAYS.min,
      RETENTION_DAYS.max,
    ),
    tokenSecret,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
  };
}
