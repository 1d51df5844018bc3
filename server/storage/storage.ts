import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from './db';
import { migrate, MIGRATIONS, type Migration } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What is kept of one question and its answer. Nothing in it identifies the person who asked. */
export interface AnswerRecord {
  /** The assistant message's id, made by the server: unique. */
  messageId: string;
  /** The id of the user message it answers, as the client sent it (null when it sent none we keep): not unique. */
  userMessageId: string | null;
  conversationId: string;
  assistantId: string;
  /** 1 for the first question of a conversation. */
  turn: number;
  question: string;
  searchQuery: string | null;
  answer: string;
  citedUrls: string[];
  model: string;
  kind: 'extracts' | 'generated';
  fallback: 'timeout' | 'error' | null;
  declined: boolean;
  outcome: 'answered' | 'failed' | 'stopped';
  firstChunkMs: number | null;
  totalMs: number;
  createdAt: number;
  /** Where it was asked: the site's Ask AI (the default) or an assistant through the MCP server. */
  channel?: AnswerChannel;
}

/** The ways a question reaches the assistant. */
export type AnswerChannel = 'ask-ai' | 'mcp';

export interface FeedbackRecord {
  /** The answer's (assistant message's) id; a vote may name it by its user message id too (`recordFeedback`). */
  messageId: string;
  thumbs: 0 | 1;
  reason: string | null;
  createdAt: number;
}

export type FeedbackResult = 'saved' | 'already_voted' | 'not_found';

/** A "Was this page helpful?" vote: the page's path, the answer and an optional comment, nothing about the reader. */
export interface PageVoteRecord {
  id: string;
  page: string;
  helpful: boolean;
  comment: string | null;
  createdAt: number;
}

export interface StorageOptions {
  /** PostgreSQL when set; otherwise a SQLite file in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  migrations?: readonly Migration[];
}

export const SQLITE_FILE = 'ask.sqlite';

/**
 * The service's database: Ask AI messages and feedback, page votes, settings,
 * and the shared rate-limit counters. Other features add their tables with one more
 * migration and query `db` directly.
 */
export class Storage {
  private constructor(readonly db: Db) {}

  /** Opens the database and brings its schema up to date; rejects with one readable line when it cannot. */
  static async open({ databaseUrl, dataDir, migrations = MIGRATIONS }: StorageOptions): Promise<Storage> {
    const db = databaseUrl ? await openPostgres(databaseUrl) : openSqlite(join(dataDir, SQLITE_FILE));
    try {
      await migrate(db, migrations);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    return new Storage(db);
  }

  get dialect(): Db['dialect'] {
    return this.db.dialect;
  }

  async recordAnswer(a: AnswerRecord): Promise<void> {
    await this.db.run(
      `INSERT INTO ask_messages (message_id, user_message_id, conversation_id, assistant_id, turn, question,
         search_query, answer, cited_urls, model, kind, fallback, declined, outcome, first_chunk_ms, total_ms,
         created_at, channel)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (message_id) DO NOTHING`,
      [
        a.messageId,
        a.userMessageId,
        a.conversationId,
        a.assistantId,
        a.turn,
        a.question,
        a.searchQuery,
        a.answer,
        JSON.stringify(a.citedUrls),
        a.model,
        a.kind,
        a.fallback,
        a.declined ? 1 : 0,
        a.outcome,
        a.firstChunkMs === null ? null : Math.round(a.firstChunkMs),
        Math.round(a.totalMs),
        a.createdAt,
        a.channel ?? 'ask-ai',
      ],
    );
  }

  async answer(messageId: string): Promise<AnswerRecord | undefined> {
    const [row] = await this.db.all('SELECT * FROM ask_messages WHERE message_id = ?', [messageId]);
    if (!row) return undefined;
    return {
      messageId: String(row.message_id),
      userMessageId: row.user_message_id === null ? null : String(row.user_message_id),
      conversationId: String(row.conversation_id),
      assistantId: String(row.assistant_id),
      turn: Number(row.turn),
      question: String(row.question),
      searchQuery: row.search_query === null ? null : String(row.search_query),
      answer: String(row.answer),
      citedUrls: JSON.parse(String(row.cited_urls)) as string[],
      model: String(row.model),
      kind: row.kind as AnswerRecord['kind'],
      fallback: (row.fallback ?? null) as AnswerRecord['fallback'],
      declined: row.declined === 1,
      outcome: row.outcome as AnswerRecord['outcome'],
      firstChunkMs: row.first_chunk_ms === null ? null : Number(row.first_chunk_ms),
      totalMs: Number(row.total_ms),
      createdAt: Number(row.created_at),
      channel: row.channel === 'mcp' ? 'mcp' : 'ask-ai',
    };
  }

  /**
   * The id of the answer a vote names: the answer's own id (the assistant
   * message's, made by the server, unique), or else the id of the user
   * message it answered. That one the client chooses, so several answers can
   * share it (a regenerated answer, a client that reuses ids across
   * conversations): it then names the most recent of them, the one a client
   * shows for that question. The vote carries no conversation to narrow it
   * by, DocSearch's least of all. Undefined when no stored answer matches.
   */
  async answerIdFor(id: string): Promise<string | undefined> {
    const [own] = await this.db.all<{ message_id: string }>(
      'SELECT message_id FROM ask_messages WHERE message_id = ?',
      [id],
    );
    if (own) return own.message_id;
    const [latest] = await this.db.all<{ message_id: string }>(
      `SELECT message_id FROM ask_messages WHERE user_message_id = ?
       ORDER BY created_at DESC, message_id DESC LIMIT 1`,
      [id],
    );
    return latest?.message_id;
  }

  /**
   * A like or dislike of the answer `f.messageId` names (see `answerIdFor`).
   * One vote per answer, whichever id names it and whichever instance receives
   * it: the feedback table's primary key, the answer's own id, decides.
   */
  async recordFeedback(f: FeedbackRecord): Promise<FeedbackResult> {
    const messageId = await this.answerIdFor(f.messageId);
    if (messageId === undefined) return 'not_found';
    try {
      const changed = await this.db.run(
        `INSERT INTO ask_feedback (message_id, thumbs, reason, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, f.thumbs, f.reason, f.createdAt],
      );
      return changed === 1 ? 'saved' : 'already_voted';
    } catch (error) {
      // The message was deleted by retention between the two statements.
      if (/foreign key/i.test(String(error))) return 'not_found';
      throw error;
    }
  }

  async feedback(messageId: string): Promise<FeedbackRecord | undefined> {
    const [row] = await this.db.all('SELECT * FROM ask_feedback WHERE message_id = ?', [messageId]);
    if (!row) return undefined;
    return {
      messageId: String(row.message_id),
      thumbs: row.thumbs === 1 ? 1 : 0,
      reason: row.reason === null ? null : String(row.reason),
      createdAt: Number(row.created_at),
    };
  }

  async recordPageVote(v: PageVoteRecord): Promise<void> {
    await this.db.run('INSERT INTO page_feedback (id, page, helpful, comment, created_at) VALUES (?, ?, ?, ?, ?)', [
      v.id,
      v.page,
      v.helpful ? 1 : 0,
      v.comment,
      v.createdAt,
    ]);
  }

  /**
   * Adds the comment to a vote on that page that has none yet: 'saved', or
   * 'not_found' for an unknown (or deleted) vote and one already commented on.
   */
  async addPageComment(id: string, page: string, comment: string): Promise<'saved' | 'not_found'> {
    const changed = await this.db.run(
      'UPDATE page_feedback SET comment = ? WHERE id = ? AND page = ? AND comment IS NULL',
      [comment, id, page],
    );
    return changed === 1 ? 'saved' : 'not_found';
  }

  /** Every page vote, oldest first (for the report and the tests). */
  async pageVotes(): Promise<PageVoteRecord[]> {
    const rows = await this.db.all('SELECT * FROM page_feedback ORDER BY created_at, id');
    return rows.map((row) => ({
      id: String(row.id),
      page: String(row.page),
      helpful: row.helpful === 1,
      comment: row.comment === null ? null : String(row.comment),
      createdAt: Number(row.created_at),
    }));
  }

  /**
   * The value of a setting, created by `make` the first time. When instances
   * start together, one value wins and every instance reads that one.
   */
  async setting(key: string, make: () => string): Promise<string> {
    await this.db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [key, make()]);
    const [row] = await this.db.all<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key]);
    return row.value;
  }

  /** A random secret kept in the database, the same for every instance that shares it. */
  secret(key: string): Promise<string> {
    return this.setting(key, () => randomBytes(32).toString('base64url'));
  }

  /** Deletes messages (and their feedback) and page votes older than the cut-off, and spent rate-limit windows. */
  async deleteOlderThan(cutoff: number, now = Date.now()): Promise<number> {
    // Feedback goes with its message (ON DELETE CASCADE); deleted explicitly too, so it never depends on a pragma.
    await this.db.run(
      'DELETE FROM ask_feedback WHERE message_id IN (SELECT message_id FROM ask_messages WHERE created_at < ?)',
      [cutoff],
    );
    const deleted =
      (await this.db.run('DELETE FROM ask_messages WHERE created_at < ?', [cutoff])) +
      (await this.db.run('DELETE FROM page_feedback WHERE created_at < ?', [cutoff]));
    await this.db.run('DELETE FROM rate_limits WHERE reset_at < ?', [now]);
    return deleted;
  }

  ping(): Promise<void> {
    return this.db.ping();
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
