import pg from 'pg';
import { describeError, storableParams, type Db, type Row, type SqlValue } from './db';

/** Arbitrary but fixed: the advisory lock every instance takes around its migrations. */
const MIGRATION_LOCK = 7_316_204;
const INT8_OID = 20;

/** `?` placeholders become `$1, $2, …`; our statements never hold a literal question mark. */
function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Where a URL points, without its password, for messages. */
function describeDatabaseUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return 'an unparsable address';
  }
}

/** A pool on DATABASE_URL; rejects with one readable line when the server cannot be reached. */
export async function openPostgres(url: string, { connectTimeoutMs = 5000 } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    max: 10,
    // Counts and epoch milliseconds are int8: read them as numbers, as SQLite does (they stay far below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Cannot reach the PostgreSQL database in DATABASE_URL (${describeDatabaseUrl(url)}): ${describeError(error)}`,
      { cause: error },
    );
  }

  type Queryable = Pick<pg.Pool, 'query'>;
  const allOn =
    (client: Queryable) =>
    async <T extends Row>(sql: string, params: readonly SqlValue[] = []) =>
      (await client.query(numberPlaceholders(sql), storableParams(params))).rows as T[];
  const runOn =
    (client: Queryable) =>
    async (sql: string, params: readonly SqlValue[] = []) =>
      (await client.query(numberPlaceholders(sql), storableParams(params))).rowCount ?? 0;

  return {
    dialect: 'postgres',
    all: allOn(pool),
    run: runOn(pool),
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const result = await work({ dialect: 'postgres', all: allOn(client), run: runOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
