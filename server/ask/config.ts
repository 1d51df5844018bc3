import { apiConfigFromEnv, type ApiConfig } from '../api-shared/config';
import { ConfigError, flag, integer } from '../env';

/** Everything the Ask AI service reads from the environment, checked once at start: its own settings and /api's. */
export interface AskConfig extends ApiConfig {
  /** The id clients send in `x-algolia-assistant-id`. */
  assistantId: string;
  /** An OpenAI-compatible chat-completions endpoint; without it the extracts model answers. */
  provider?: { baseURL: string; apiKey?: string; model: string };
  /** A configured model that sends nothing for this long (first token, or between chunks) is given up on. */
  stallTimeoutMs: number;
  /** The longest a configured model may take for a whole answer. */
  answerTimeoutMs: number;
  /** Whether the extracts model answers when a configured model fails or is too slow. */
  fallback: boolean;
}

const DEFAULT_ASSISTANT_ID = 'developers';

/**
 * Reads Ask AI's ASK_AI_* variables and those of every API plugin (apiConfigFromEnv); throws a ConfigError naming
 * the variable that is wrong.
 */
export function askConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AskConfig {
  const assistantId = env.ASK_AI_ASSISTANT_ID?.trim() || DEFAULT_ASSISTANT_ID;
  if (!/^[\w.-]{1,64}$/.test(assistantId)) {
    throw new ConfigError(
      `ASK_AI_ASSISTANT_ID may hold letters, digits, ".", "_" and "-" (at most 64), not "${assistantId}".`,
    );
  }
  const baseURL = env.ASK_AI_BASE_URL?.trim();
  let provider: AskConfig['provider'];
  if (baseURL) {
    let url: URL;
    try {
      url = new URL(baseURL);
    } catch {
      throw new ConfigError(`ASK_AI_BASE_URL must be an http(s) URL, not "${baseURL}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`ASK_AI_BASE_URL must be an http(s) URL, not "${baseURL}".`);
    }
    const model = env.ASK_AI_MODEL?.trim();
    if (!model) throw new ConfigError('ASK_AI_MODEL must name the model when ASK_AI_BASE_URL is set.');
    provider = { baseURL: baseURL.replace(/\/+$/, ''), apiKey: env.ASK_AI_API_KEY?.trim() || undefined, model };
  }
  const api = apiConfigFromEnv(env);
  return {
    assistantId,
    provider,
    stallTimeoutMs: integer(env, 'ASK_AI_TIMEOUT_MS', 8000, 100, 600_000),
    answerTimeoutMs: integer(env, 'ASK_AI_ANSWER_TIMEOUT_MS', 60_000, 1000, 3_600_000),
    fallback: flag(env, 'ASK_AI_FALLBACK', true),
    ...api,
  };
}
