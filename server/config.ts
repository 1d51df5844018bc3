/**
 * The server's settings, read from the environment once at start. A wrong
 * value stops the server with one sentence naming the variable, never a
 * silent default.
 */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The Docusaurus build folder. */
  root: string;
  /**
   * Which proxies may tell us the client's protocol (X-Forwarded-Proto) and
   * host: false (none, the default), true (any: only behind a proxy that
   * overwrites these headers), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | string;
  /** Redirect plain-HTTP requests to HTTPS on the same host and path. */
  forceHttps: boolean;
  /** The host names the site answers to (lower case); empty: any valid Host. */
  allowedHosts: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long in-flight requests and streams may run after SIGTERM/SIGINT before the server closes anyway. */
  shutdownTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Exit codes (from BSD's sysexits) a supervisor or a person can tell apart. */
export const EXIT = {
  /** A setting in the environment is wrong. */
  config: 64,
  /** There is no usable site build. */
  noBuild: 66,
  /** A service the server needs (the database) cannot be reached. */
  unavailable: 69,
} as const;

/** The server cannot start; its message is the one line to print, `exitCode` the status to exit with. */
export class StartupError extends Error {
  override name = 'StartupError';
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

class ConfigError extends StartupError {
  constructor(message: string) {
    super(message, EXIT.config);
  }
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return Number(raw);
}

function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false (1 or 0), not "${env[name]}".`);
}

function trustProxy(env: Env): ServerConfig['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  // proxy-addr's names (loopback, linklocal, uniquelocal), addresses and CIDR ranges, comma-separated.
  if (/^[\w.:/]+(?:\s*,\s*[\w.:/]+)*$/.test(raw)) return raw;
  throw new ConfigError(`TRUST_PROXY must be true, or addresses/CIDR ranges separated by commas, not "${raw}".`);
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

export function readConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    root: resolve(env.SITE_DIR?.trim() || 'build'),
    trustProxy: trustProxy(env),
    forceHttps: flag(env, 'FORCE_HTTPS'),
    allowedHosts: allowedHosts(env),
    logLevel: logLevel(env),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}
