// Test support: the two databases a storage suite runs against. SQLite is a
// real file in a temporary folder; PostgreSQL is a real server, reached with
// TEST_DATABASE_URL, or else the URL scripts/setup-tests.sh wrote after
// creating the test database. Every caller gets its own schema, so test files
// running in parallel never meet.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from './db';
import { MIGRATIONS } from './migrations';
import { Storage, type AnswerRecord } from './storage';

/** Where scripts/setup-tests.sh leaves the URL of the database it set up. */
const TEST_DATABASE_URL_FILE = 'node_modules/.cache/test-database-url';

/** The test server's URL: TEST_DATABASE_URL, or the one the setup script wrote. */
function testDatabaseUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    return readFileSync(TEST_DATABASE_URL_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

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
 * Why the PostgreSQL suite cannot run here, or null when it can. Once the
 * setup script (or TEST_DATABASE_URL) named a server, an unreachable one is a
 * failure, not a skip: that is how CI, which runs the setup, always runs them.
 */
export function postgresUnavailable(): Promise<string | null> {
  postgresProblem ??= (async () => {
    const url = testDatabaseUrl();
    if (!url) {
      const message =
        'PostgreSQL tests skipped: no test database. Run "bash scripts/setup-tests.sh" (it installs and starts PostgreSQL) or set TEST_DATABASE_URL.';
      if (process.env.CI) throw new Error(message.replace('skipped', 'cannot run in CI'));
      console.warn(message);
      return message;
    }
    const problem = await reachable(url);
    if (problem)
      throw new Error(
        `The PostgreSQL test database at ${url.replace(/\/\/[^@]*@/, '//')} cannot be reached: ${problem}`,
      );
    return null;
  })();
  return postgresProblem;
}

export interface DatabaseKind {
  name: TestDatabase['name'];
  make: () => Promise<TestDatabase>;
  /** PostgreSQL's suite skips (saying why, once) where there is no test server. */
  skip: boolean;
}

/** The two kinds a storage suite runs on, for `describe.each`. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  const postgresSkipped = (await postgresUnavailable()) !== null;
  return [
    { name: 'SQLite', make: sqliteDatabase, skip: false },
    { name: 'PostgreSQL', make: postgresDatabase, skip: postgresSkipped },
  ];
}

/**
 * A Storage on a fresh database of `kind`, shared by the suite that calls this: opened before its first test, closed
 * and dropped after its last. Read it inside a test, through the function returned.
 */
export function suiteStorage(kind: DatabaseKind): () => Storage {
  let database: TestDatabase | undefined;
  let storage: Storage | undefined;
  beforeAll(async () => {
    if (kind.skip) return;
    database = await kind.make();
    storage = await Storage.open(database.options);
  });
  afterAll(async () => {
    await storage?.close();
    await database?.cleanUp();
  });
  return () => {
    if (!storage) throw new Error(`No ${kind.name} storage: the suite is skipped or did not start`);
    return storage;
  };
}

/** Runs `run` on a database of its own, dropped afterwards whatever happens. */
export async function withFreshDatabase<T>(
  kind: DatabaseKind,
  run: (database: TestDatabase) => Promise<T>,
): Promise<T> {
  const database = await kind.make();
  try {
    return await run(database);
  } finally {
    await database.cleanUp();
  }
}

/**
 * What a server of an earlier version left behind: `database` migrated only up to (not including) `version`, with
 * `write` run on it, then closed, so the next `Storage.open` applies the later migrations to that data.
 */
export async function writtenBefore(
  database: TestDatabase,
  version: number,
  write: (db: Db) => Promise<unknown>,
): Promise<void> {
  const before = await Storage.open({ ...database.options, migrations: MIGRATIONS.filter((m) => m.version < version) });
  try {
    await write(before.db);
  } finally {
    await before.close();
  }
}

/** An answer as the assistant stores it, with `overrides`. */
export function answerRecord(overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  return {
    messageId: 'msg-1',
    userMessageId: 'user-1',
    conversationId: 'conv-1',
    assistantId: 'developers',
    turn: 1,
    question: 'How do I validate an access token?',
    searchQuery: 'validate access token',
    answer: 'Every API MUST validate every access token.',
    citedUrls: ['/docs/backend/handling-access-tokens#what-the-standard-is'],
    model: 'extracts',
    kind: 'extracts',
    fallback: null,
    declined: false,
    outcome: 'answered',
    firstChunkMs: 3,
    totalMs: 12,
    createdAt: Date.now(),
    channel: 'ask-ai',
    ...overrides,
  };
}

export async function sqliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ask-storage-'));
  return { name: 'SQLite', options: { dataDir }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A fresh schema on the test server, dropped by `cleanUp`. */
export async function postgresDatabase(): Promise<TestDatabase> {
  const base = testDatabaseUrl()!;
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

export interface InterruptibleDatabase extends TestDatabase {
  /** The server goes away: open connections are cut and new ones refused, until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
}

/**
 * A fresh schema on the test server, reached through a TCP relay on 127.0.0.1 that the test can cut: the way a
 * real outage looks to the server (connections reset, then refused), with PostgreSQL itself left running.
 */
export async function interruptiblePostgresDatabase(): Promise<InterruptibleDatabase> {
  const database = await postgresDatabase();
  const target = new URL(database.options.databaseUrl!);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        server.destroy();
      });
    }
    client.pipe(server).pipe(client);
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const { port } = relay.address() as AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    ...database,
    options: { ...database.options, databaseUrl: url.toString() },
    async down() {
      const closed = new Promise<void>((done) => relay.close(() => done()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async up() {
      relay.listen(port, '127.0.0.1');
      await once(relay, 'listening');
    },
    async cleanUp() {
      for (const socket of sockets) socket.destroy();
      if (relay.listening) await new Promise<void>((done) => relay.close(() => done()));
      await database.cleanUp();
    },
  };
}
