import type { Db } from './db';

/**
 * The schema, as an ordered list of steps applied once each, in order, at
 * start. Write SQL both SQLite and PostgreSQL accept (TEXT, INTEGER, BIGINT,
 * ON CONFLICT, REFERENCES … ON DELETE CASCADE); give a step per-dialect SQL
 * only where they differ. Never edit a step that has shipped: add one.
 * Times are epoch milliseconds (BIGINT); booleans are INTEGER 0/1. Nothing
 * here may hold personal data: no IP address, cookie or user id.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string | { sqlite: string; postgres: string };
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'settings, Ask AI answers and feedback, rate-limit counters',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      -- One row per question asked and the answer it got; message_id is the assistant message's id.
      CREATE TABLE ask_messages (
        message_id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL,
        assistant_id TEXT NOT NULL,
        turn INTEGER NOT NULL,
        question TEXT NOT NULL,
        search_query TEXT,
        answer TEXT NOT NULL,
        cited_urls TEXT NOT NULL,
        model TEXT NOT NULL,
        kind TEXT NOT NULL,
        fallback TEXT,
        declined INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        first_chunk_ms INTEGER,
        total_ms INTEGER NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX ask_messages_created_at ON ask_messages (created_at);

      -- The primary key is what makes it one vote per message.
      CREATE TABLE ask_feedback (
        message_id TEXT PRIMARY KEY REFERENCES ask_messages (message_id) ON DELETE CASCADE,
        thumbs INTEGER NOT NULL,
        reason TEXT,
        created_at BIGINT NOT NULL
      );

      -- Requests per client and window, shared by every instance; key is a keyed hash, never an address.
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'page feedback',
    sql: `
      -- One row per "Was this page helpful?" vote; id is random, made for the vote, so its comment can follow it.
      CREATE TABLE page_feedback (
        id TEXT PRIMARY KEY,
        page TEXT NOT NULL,
        helpful INTEGER NOT NULL,
        comment TEXT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX page_feedback_created_at ON page_feedback (created_at);
      CREATE INDEX page_feedback_page ON page_feedback (page);
    `,
  },
  {
    version: 3,
    name: 'the user message each answer answers',
    sql: `
      -- The id of the user message an answer answers, as the client sent it: DocSearch's client votes by it. NULL for
      -- answers stored before this step. Not unique: the client chooses it, and a regenerated answer shares it, so a
      -- vote by it goes to the most recent answer (Storage.answerIdFor).
      ALTER TABLE ask_messages ADD COLUMN user_message_id TEXT;
      CREATE INDEX ask_messages_user_message_id ON ask_messages (user_message_id, created_at);
    `,
  },
  {
    version: 4,
    name: 'the channel each question came through',
    sql: `
      -- Where a question was asked: 'ask-ai' (the site's Ask AI, and every answer stored before this step) or 'mcp' (an
      -- assistant calling ask_standards on the MCP server at /mcp). It names the channel, never the client or who asked.
      ALTER TABLE ask_messages ADD COLUMN channel TEXT NOT NULL DEFAULT 'ask-ai';
    `,
  },
];

function statements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/**
 * Applies the steps this database has not had yet, inside one exclusive
 * transaction: instances starting together apply each step exactly once.
 * Resolves with the versions it applied.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
  now = Date.now,
): Promise<number[]> {
  return db.exclusive(async (tx) => {
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
    );
    const done = new Set(
      (await tx.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      const sql = typeof migration.sql === 'string' ? migration.sql : migration.sql[tx.dialect];
      for (const statement of statements(sql)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        now(),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
