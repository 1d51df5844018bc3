// One small interface over SQLite (better-sqlite3) and PostgreSQL (pg), so the
// schema, the migrations and every query are written once for both.

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

export interface Db {
  readonly dialect: 'sqlite' | 'postgres';
  /** Rows of one statement. Placeholders are `?`, in order, whatever the dialect. */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** One statement that changes rows; resolves with how many it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs `work` in one transaction that no other instance sharing the database
   * can run at the same time (PostgreSQL: a transaction-level advisory lock;
   * SQLite: an immediate transaction, which holds the file's write lock).
   */
  exclusive<T>(work: (tx: Pick<Db, 'all' | 'run' | 'dialect'>) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A NUL, or half of a UTF-16 surrogate pair: text PostgreSQL refuses (NUL) or SQLite keeps as bytes no reader can decode. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The parameters of a statement as both databases store them alike: in text, a NUL and a lone surrogate become
 * U+FFFD (the replacement character). PostgreSQL refuses a NUL in text outright, and turns a lone surrogate into
 * U+FFFD on the way to UTF-8; SQLite would keep both as they are. The API refuses a NUL in what clients send
 * (api.ts); this holds for what the server writes itself, such as a language model's answer.
 */
export function storableParams(params: readonly SqlValue[]): SqlValue[] {
  return params.map((value) => (typeof value === 'string' ? value.replace(UNSTORABLE, '\ufffd') : value));
}

/** The message of a failure without the stack, for a one-line log or start-up error. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}
