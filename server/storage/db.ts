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

/** The message of a failure without the stack, for a one-line log or start-up error. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}
