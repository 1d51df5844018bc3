import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env';
import { askConfigFromEnv } from './config';

describe('askConfigFromEnv', () => {
  it('needs nothing: the extracts model, SQLite in data/, 20 requests a minute, 30 days', () => {
    const config = askConfigFromEnv({});
    expect(config).toMatchObject({
      assistantId: 'developers',
      provider: undefined,
      stallTimeoutMs: 8000,
      fallback: true,
      rateLimit: 20,
      retentionDays: 30,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('reads a configured model and the other settings', () => {
    const config = askConfigFromEnv({
      ASK_AI_ASSISTANT_ID: 'city',
      ASK_AI_BASE_URL: 'http://localhost:11434/v1/',
      ASK_AI_MODEL: 'llama3.2',
      ASK_AI_API_KEY: 'k',
      ASK_AI_TIMEOUT_MS: '3000',
      ASK_AI_FALLBACK: 'off',
      ASK_AI_RATE_LIMIT: '5',
      ASK_AI_RETENTION_DAYS: '7',
      DATABASE_URL: 'postgres://x@db/ask',
      DATA_DIR: '/var/lib/ask',
    });
    expect(config).toMatchObject({
      assistantId: 'city',
      provider: { baseURL: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'k' },
      stallTimeoutMs: 3000,
      fallback: false,
      rateLimit: 5,
      retentionDays: 7,
      databaseUrl: 'postgres://x@db/ask',
      dataDir: '/var/lib/ask',
    });
  });

  it('names the variable that is wrong', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ ASK_AI_RATE_LIMIT: 'many' }, /^ASK_AI_RATE_LIMIT must be a whole number/],
      [{ ASK_AI_RETENTION_DAYS: '0' }, /^ASK_AI_RETENTION_DAYS must be a whole number from 1/],
      [{ ASK_AI_BASE_URL: 'ftp://model', ASK_AI_MODEL: 'x' }, /^ASK_AI_BASE_URL must be an http\(s\) URL/],
      [{ ASK_AI_BASE_URL: 'http://localhost:11434/v1' }, /^ASK_AI_MODEL must name the model/],
      [{ ASK_AI_TOKEN_SECRET: 'short' }, /^ASK_AI_TOKEN_SECRET must be at least 32 characters/],
      [{ ASK_AI_FALLBACK: 'maybe' }, /^ASK_AI_FALLBACK must be true or false/],
      [{ ASK_AI_ASSISTANT_ID: 'a b' }, /^ASK_AI_ASSISTANT_ID may hold/],
    ];
    for (const [env, message] of cases) {
      expect(() => askConfigFromEnv(env)).toThrow(ConfigError);
      expect(() => askConfigFromEnv(env)).toThrow(message);
    }
  });
});
