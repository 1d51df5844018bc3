import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env';
import { apiConfigFromEnv } from './config';

describe('apiConfigFromEnv', () => {
  it('needs nothing: SQLite in data/, 20 requests a minute, 30 days, no token secret', () => {
    const config = apiConfigFromEnv({});
    expect(config).toMatchObject({ rateLimit: 20, retentionDays: 30, tokenSecret: undefined, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('reads the settings every API plugin shares', () => {
    expect(
      apiConfigFromEnv({
        ASK_AI_RATE_LIMIT: '5',
        ASK_AI_RETENTION_DAYS: '7',
        ASK_AI_TOKEN_SECRET: ' a-token-secret-from-the-environment-0123 ',
        DATABASE_URL: 'postgres://x@db/ask',
        DATA_DIR: '/var/lib/ask',
      }),
    ).toEqual({
      rateLimit: 5,
      retentionDays: 7,
      tokenSecret: 'a-token-secret-from-the-environment-0123',
      databaseUrl: 'postgres://x@db/ask',
      dataDir: '/var/lib/ask',
    });
  });

  it('names the variable that is wrong', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ ASK_AI_RATE_LIMIT: 'many' }, /^ASK_AI_RATE_LIMIT must be a whole number/],
      [{ ASK_AI_RETENTION_DAYS: '0' }, /^ASK_AI_RETENTION_DAYS must be a whole number from 1/],
      [{ ASK_AI_TOKEN_SECRET: 'short' }, /^ASK_AI_TOKEN_SECRET must be at least 32 characters/],
    ];
    for (const [env, message] of cases) {
      expect(() => apiConfigFromEnv(env)).toThrow(ConfigError);
      expect(() => apiConfigFromEnv(env)).toThrow(message);
    }
  });
});
