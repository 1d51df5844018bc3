/**
 * Reading settings from the environment, for the server and the assistant
 * alike: an empty variable counts as unset, and a wrong value stops the start
 * with one sentence naming the variable, never a silent default.
 */

export type Env = Record<string, string | undefined>;

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

/** A variable in the environment has a value the server cannot use. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
  constructor(message: string) {
    super(message, EXIT.config);
  }
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return Number(raw);
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (1 or 0, on or off), not "${env[name]}".`);
}
