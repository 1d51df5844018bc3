import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { storableParams, type Db, type Row, type SqlValue } from './db';

/**
 * Transactions per file in this process, one after the other. A second
 * connection's BEGIN would otherwise wait synchronously for a lock that only
 * this process's event loop can release.
 */
const queues = new Map<string, Promise<unknown>>();

/**
 * Every connection and prepared statement this process made, held until it exits. On Node 24.19 and later,
 * better-sqlite3 (12, whose objects are Node's own ObjectWrap) aborts the process when the garbage collector
 * frees one of them at a moment without a current Node environment ("Assertion failed: (env) != nullptr" in
 * RemoveEnvironmentCleanupHook; nodejs/node#65446). So none is ever left to it: statements are made once per text
 * (`prepare` below), the pragmas run through `exec`, which makes none, and a closed database keeps its objects
 * here. Closing still releases the file and SQLite's own memory; what stays is a few hundred bytes per statement.
 * better-sqlite3 13 (Node-API) does not need this, but needs Node 22.
 */
const retained = new Set<object>();

/** A SQLite file (created with its folder when missing), shared safely by processes on one machine. */
export function openSqlite(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  retained.add(sqlite);
  // WAL lets readers and one writer work at once; a second process waits for the write lock instead of failing.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON');

  const statements = new Map<string, Database.Statement>();
  retained.add(statements);
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
    return statement;
  };
  const all = async <T extends Row>(sql: string, params: readonly SqlValue[] = []) =>
    prepare(sql).all(...storableParams(params)) as T[];
  const run = async (sql: string, params: readonly SqlValue[] = []) =>
    prepare(sql).run(...storableParams(params)).changes;
  const key = resolve(file);

  return {
    dialect: 'sqlite',
    all,
    run,
    async exclusive(work) {
      // IMMEDIATE takes the write lock at once, which other processes wait for (busy_timeout).
      const turn = (queues.get(key) ?? Promise.resolve()).then(async () => {
        sqlite.exec('BEGIN IMMEDIATE');
        try {
          const result = await work({ dialect: 'sqlite', all, run });
          sqlite.exec('COMMIT');
          return result;
        } catch (error) {
          sqlite.exec('ROLLBACK');
          throw error;
        }
      });
      queues.set(
        key,
        turn.catch(() => undefined),
      );
      return turn;
    },
    async ping() {
      prepare('SELECT 1').get();
    },
    async close() {
      if (sqlite.open) sqlite.close();
    },
  };
}
