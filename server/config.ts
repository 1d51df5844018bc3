/**
 * The server's settings, read from the environment once at start. A wrong
 * value stops the server with one sentence naming the variable, never a
 * silent default.
 */
import { resolve } from 'node:path';
import { ConfigError, flag, integer, type Env } from './env';
import { parseTrustProxy } from './proxy';

export interface ServerConfig {
  port: number;
  host: string;
  /** The Docusaurus build folder. */
  root: string;
  /**
   * The proxies in front, by address or CIDR range (proxy.ts), or false for none (the default). Only a request
   * arriving from one of them has its X-Forwarded-For, -Proto and -Host read; never "any proxy".
   */
  trustProxy: false | string;
  /** Redirect plain-HTTP requests to HTTPS on the same host and path. */
  forceHttps: boolean;
  /** The host names the site answers to (lower case); empty: any valid Host. */
  allowedHosts: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long in-flight requests and streams may run after SIGTERM/SIGINT before the server closes anyway. */
  shutdownTimeoutMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function trustProxy(env: Env): ServerConfig['trustProxy'] {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function allowedHosts(env: Env): string[] {
  const hosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((h) => !/^[a-z0-9.-]+(?::\d{1,5})?$/.test(h));
  if (bad) throw new ConfigError(`ALLOWED_HOSTS must be host names separated by commas, not "${bad}".`);
  return hosts;
}

function logLevel(env: Env): ServerConfig['logLevel'] {
  const raw = (env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}".`);
  return level;
}

/**
 * The server has no TLS of its own: only a trusted proxy's X-Forwarded-Proto can say that a request came over HTTPS.
 * Without one, FORCE_HTTPS would redirect every request, those that did come over HTTPS included, in a loop.
 */
function forceHttps(env: Env, proxy: ServerConfig['trustProxy']): boolean {
  const force = flag(env, 'FORCE_HTTPS', false);
  if (force && proxy === false) {
    throw new ConfigError(
      'FORCE_HTTPS needs TRUST_PROXY: only the TLS proxy in front can say a request came over HTTPS.',
    );
  }
  return force;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const proxy = trustProxy(env);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    root: resolve(env.SITE_DIR?.trim() || 'build'),
    trustProxy: proxy,
    forceHttps: forceHttps(env, proxy),
    allowedHosts: allowedHosts(env),
    logLevel: logLevel(env),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}
