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
