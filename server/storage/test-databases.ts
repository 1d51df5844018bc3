// Test support: the two databases a storage suite runs against. SQLite is a
// real file in a temporary folder; PostgreSQL is a real server, reached with
// TEST_DATABASE_URL (scripts/setup-tests.sh creates the default one). Every
// caller gets its own schema, so test files running in parallel never meet.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://developers_test:developers_test@127.0.0.1:5432/developers_test';

export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** Options for `Storage.open`. */
  options: { databaseUrl?: string; dataDir: string };
  cleanUp(): Promise<void>;
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

let postgresProblem: Promise<string | null> | undefined;

/**
 * Why the PostgreSQL suite cannot run here, or null when it can. In CI a
 * missing server is a failure, not a skip: there the setup script installs it.
 */
export function postgresUnavailable(): Promise<string | null> {
  postgresProblem ??= (async () => {
    const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
    const problem = await reachable(url);
    if (!problem) return null;
    const message = `PostgreSQL tests skipped: cannot reach ${url.replace(/\/\/[^@]*@/, '//')} (${problem}). Run "bash scripts/setup-tests.sh" or set TEST_DATABASE_URL.`;
    if (process.env.CI) throw new Error(message.replace('skipped', 'cannot run in CI'));
    console.warn(message);
    return message;
  })();
  return postgresProblem;
}

export async function sqliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ask-storage-'));
  return { name: 'SQLite', options: { dataDir }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A fresh schema on the test server, dropped by `cleanUp`. */
export async function postgresDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    options: { databaseUrl: url.toString(), dataDir: '' },
    async cleanUp() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
