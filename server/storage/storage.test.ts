import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './migrations';
import { DAY_MS, Storage } from './storage';
import {
  answerRecord as answer,
  databaseKinds,
  suiteStorage,
  withFreshDatabase,
  writtenBefore,
} from './test-databases';

describe.each(await databaseKinds())('storage on $name', (kind) => {
  const { name, skip } = kind;
  const storage = suiteStorage(kind);

  it.skipIf(skip)('applies every migration once, also when instances start together on a new database', async () => {
    await withFreshDatabase(kind, async (fresh) => {
      const instances = await Promise.all([1, 2, 3].map(() => Storage.open(fresh.options)));
      const rows = await instances[0].db.all<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(instances[1].db)).toEqual([]);
      await Promise.all(instances.map((o) => o.close()));
    });
  });

  it.skipIf(skip)('applies a later migration to a database that has the earlier ones', async () => {
    const next = { version: 1000, name: 'page feedback', sql: 'CREATE TABLE later_feature (id TEXT PRIMARY KEY)' };
    expect(await migrate(storage().db, [...MIGRATIONS, next])).toEqual([1000]);
    expect(await storage().db.run("INSERT INTO later_feature (id) VALUES ('x')")).toBe(1);
  });

  it.skipIf(skip || name !== 'SQLite')(
    'opens SQLite in WAL mode, with a busy timeout and foreign keys on',
    async () => {
      expect(await storage().db.all('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await storage().db.all('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
      expect(await storage().db.all('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    },
  );

  it.skipIf(skip)('keeps a question with its answer, model and timings', async () => {
    const record = answer({ messageId: 'keep-1', fallback: 'timeout', declined: true, firstChunkMs: 2.6 });
    await storage().recordAnswer(record);
    expect(await storage().answer('keep-1')).toEqual({ ...record, firstChunkMs: 3 });
  });

  it.skipIf(skip)('keeps the channel a question came through: Ask AI unless it says MCP', async () => {
    await storage().recordAnswer(answer({ messageId: 'via-mcp', channel: 'mcp' }));
    await storage().recordAnswer(answer({ messageId: 'via-site', channel: undefined }));
    expect(await storage().answer('via-mcp')).toMatchObject({ channel: 'mcp' });
    expect(await storage().answer('via-site')).toMatchObject({ channel: 'ask-ai' });
  });

  it.skipIf(skip)('marks the answers stored before the channel was kept as Ask AI ones', async () => {
    await withFreshDatabase(kind, async (earlier) => {
      await writtenBefore(earlier, 4, (db) =>
        db.run(
          `INSERT INTO ask_messages (message_id, conversation_id, assistant_id, turn, question, answer, cited_urls, model,
             kind, declined, outcome, total_ms, created_at)
           VALUES ('pre-channel', 'c', 'developers', 1, 'Q', 'A.', '[]', 'extracts', 'extracts', 0, 'answered', 2, ?)`,
          [Date.now()],
        ),
      );
      const after = await Storage.open(earlier.options);
      expect(await after.answer('pre-channel')).toMatchObject({ channel: 'ask-ai' });
      await after.close();
    });
  });

  it.skipIf(skip)('stores text PostgreSQL refuses, or SQLite would keep undecodable, alike on both', async () => {
    // What the server writes itself (a model's answer, its search query) may hold what no client could send.
    const record = answer({
      messageId: 'odd-1',
      answer: 'a\u0000b \ud800 c\udc00 d\u{1f600}',
      searchQuery: '\u0000',
      citedUrls: ['/docs/x\u0000'],
    });
    await storage().recordAnswer(record);
    expect(await storage().answer('odd-1')).toMatchObject({
      answer: 'a\ufffdb \ufffd c\ufffd d\u{1f600}',
      searchQuery: '\ufffd',
      // Kept as JSON, which writes a NUL as the six characters \u0000: stored, and read back as it was.
      citedUrls: ['/docs/x\u0000'],
    });
    await storage().recordPageVote({
      id: 'odd-vote',
      page: '/p\u0000',
      helpful: true,
      comment: '\u0000',
      createdAt: 1,
    });
    expect((await storage().pageVotes()).find((v) => v.id === 'odd-vote')).toMatchObject({
      page: '/p\ufffd',
      comment: '\ufffd',
    });
    // A look-up by such text finds nothing rather than failing.
    expect(await storage().recordFeedback({ messageId: 'x\u0000', thumbs: 1, reason: null, createdAt: 1 })).toBe(
      'not_found',
    );
  });

  it.skipIf(skip)('takes one vote per message and tells a second vote and an unknown message apart', async () => {
    await storage().recordAnswer(answer({ messageId: 'vote-1' }));
    const vote = { messageId: 'vote-1', thumbs: 0 as const, reason: 'Too long', createdAt: Date.now() };
    expect(await storage().recordFeedback(vote)).toBe('saved');
    expect(await storage().recordFeedback({ ...vote, thumbs: 1, reason: null })).toBe('already_voted');
    expect(await storage().feedback('vote-1')).toMatchObject({ thumbs: 0, reason: 'Too long' });
    expect(await storage().recordFeedback({ ...vote, messageId: 'nobody' })).toBe('not_found');
  });

  it.skipIf(skip)('lets exactly one of several simultaneous votes through', async () => {
    await storage().recordAnswer(answer({ messageId: 'race-1' }));
    const votes = await Promise.all(
      Array.from({ length: 5 }, () =>
        storage().recordFeedback({ messageId: 'race-1', thumbs: 1, reason: null, createdAt: Date.now() }),
      ),
    );
    expect(votes.filter((v) => v === 'saved')).toHaveLength(1);
    expect(votes.filter((v) => v === 'already_voted')).toHaveLength(4);
  });

  it.skipIf(skip)(
    'takes a vote by the id of the user message an answer answered: one vote per answer, whichever id names it',
    async () => {
      const at = Date.now();
      await storage().recordAnswer(answer({ messageId: 'by-user-a1', userMessageId: 'by-user-u1', createdAt: at }));
      await storage().recordAnswer(answer({ messageId: 'by-user-a2', userMessageId: 'by-user-u2', createdAt: at }));
      const vote = { thumbs: 1 as const, reason: null, createdAt: at };
      // DocSearch's way (the user message's id), then ours (the answer's own id): the second is a second vote.
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-u1' })).toBe('saved');
      expect(await storage().feedback('by-user-a1')).toMatchObject({ messageId: 'by-user-a1', thumbs: 1 });
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-a1', thumbs: 0 })).toBe('already_voted');
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-u1' })).toBe('already_voted');
      // And the other way round.
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-a2' })).toBe('saved');
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-u2', thumbs: 0 })).toBe('already_voted');
      expect(await storage().feedback('by-user-a2')).toMatchObject({ thumbs: 1 });
      expect(await storage().answer('by-user-a1')).toMatchObject({ userMessageId: 'by-user-u1' });
      expect(await storage().recordFeedback({ ...vote, messageId: 'by-user-nobody' })).toBe('not_found');
    },
  );

  it.skipIf(skip)(
    'lets a user message id answered more than once name its most recent answer, and an answer id always its own',
    async () => {
      const at = Date.now();
      // A regenerated answer and a client that reuses the id in another conversation; stored out of order.
      await storage().recordAnswer(answer({ messageId: 'reused-a2', userMessageId: 'reused-u', createdAt: at }));
      await storage().recordAnswer(
        answer({ messageId: 'reused-a3', userMessageId: 'reused-u', conversationId: 'conv-9', createdAt: at + 1000 }),
      );
      await storage().recordAnswer(answer({ messageId: 'reused-a1', userMessageId: 'reused-u', createdAt: at - 1000 }));
      expect(await storage().answerIdFor('reused-u')).toBe('reused-a3');
      const vote = { messageId: 'reused-u', thumbs: 0 as const, reason: 'Wrong page', createdAt: at };
      expect(await storage().recordFeedback(vote)).toBe('saved');
      expect(await storage().feedback('reused-a3')).toMatchObject({ thumbs: 0, reason: 'Wrong page' });
      expect(await storage().feedback('reused-a2')).toBeUndefined();
      expect(await storage().recordFeedback(vote)).toBe('already_voted');
      // The earlier answers stay votable by their own ids.
      expect(await storage().recordFeedback({ ...vote, messageId: 'reused-a1' })).toBe('saved');
      // A user message id that equals another answer's own id: the answer's own id wins.
      await storage().recordAnswer(answer({ messageId: 'own-a2', userMessageId: 'reused-a2', createdAt: at + 2000 }));
      expect(await storage().answerIdFor('reused-a2')).toBe('reused-a2');
      expect(await storage().answerIdFor('own-a2')).toBe('own-a2');
    },
  );

  it.skipIf(skip)(
    'adds the user message id to a database with answers stored before it: they keep their votes by answer id',
    async () => {
      await withFreshDatabase(kind, async (earlier) => {
        const columns = 'message_id, conversation_id, assistant_id, turn, question, search_query, answer, cited_urls';
        await writtenBefore(earlier, 3, (db) =>
          db.run(
            `INSERT INTO ask_messages (${columns}, model, kind, fallback, declined, outcome, first_chunk_ms, total_ms,
               created_at) VALUES ('old-a', 'c', 'developers', 1, 'Q', NULL, 'A.', '[]', 'extracts', 'extracts', NULL, 0,
               'answered', 1, 2, ?)`,
            [Date.now()],
          ),
        );
        const after = await Storage.open(earlier.options);
        expect(await after.answer('old-a')).toMatchObject({ messageId: 'old-a', userMessageId: null });
        const vote = { thumbs: 1 as const, reason: null, createdAt: Date.now() };
        expect(await after.recordFeedback({ ...vote, messageId: 'old-u' })).toBe('not_found');
        expect(await after.recordFeedback({ ...vote, messageId: 'old-a' })).toBe('saved');
        await after.recordAnswer(answer({ messageId: 'new-a', userMessageId: 'new-u' }));
        expect(await after.recordFeedback({ ...vote, messageId: 'new-u' })).toBe('saved');
        await after.close();
      });
    },
  );

  it.skipIf(skip)('creates a setting once: every caller reads the same value', async () => {
    let made = 0;
    const values = await Promise.all(Array.from({ length: 4 }, () => storage().setting('probe', () => `v${++made}`)));
    expect(new Set(values).size).toBe(1);
    expect(await storage().setting('probe', () => 'other')).toBe(values[0]);
  });

  it.skipIf(skip)(
    'deletes messages and their feedback past the retention period, and spent rate-limit windows',
    async () => {
      const now = Date.now();
      await storage().recordAnswer(answer({ messageId: 'old-1', createdAt: now - 31 * DAY_MS }));
      await storage().recordAnswer(answer({ messageId: 'new-1', createdAt: now - 29 * DAY_MS }));
      await storage().recordFeedback({ messageId: 'old-1', thumbs: 1, reason: null, createdAt: now });
      await storage().db.run('INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, ?, ?), (?, ?, ?)', [
        'spent',
        3,
        now - 1000,
        'live',
        3,
        now + 60_000,
      ]);
      expect(await storage().deleteOlderThan(now - 30 * DAY_MS, now)).toBeGreaterThanOrEqual(1);
      expect(await storage().answer('old-1')).toBeUndefined();
      expect(await storage().feedback('old-1')).toBeUndefined();
      expect(await storage().answer('new-1')).toBeDefined();
      const keys = await storage().db.all<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
      expect(keys.map((k) => k.key)).toEqual(['live']);
    },
  );

  it.skipIf(skip)(
    'keeps page votes, takes one comment per vote, and deletes them past the retention period',
    async () => {
      const now = Date.now();
      const vote = { id: 'pv-1', page: '/docs/intro', helpful: false, comment: null, createdAt: now };
      await storage().recordPageVote(vote);
      await storage().recordPageVote({
        id: 'pv-old',
        page: '/docs/intro',
        helpful: true,
        comment: 'Old',
        createdAt: now - 31 * DAY_MS,
      });
      expect(await storage().addPageComment('pv-1', '/docs/other', 'Wrong page')).toBe('not_found');
      expect(await storage().addPageComment('pv-1', '/docs/intro', 'Add an example')).toBe('saved');
      expect(await storage().addPageComment('pv-1', '/docs/intro', 'Again')).toBe('not_found');
      expect(await storage().addPageComment('nobody', '/docs/intro', 'Hello')).toBe('not_found');
      const votes = await storage().pageVotes();
      expect(votes.find((v) => v.id === 'pv-1')).toEqual({ ...vote, comment: 'Add an example' });
      expect(await storage().deleteOlderThan(now - 30 * DAY_MS, now)).toBeGreaterThanOrEqual(1);
      expect((await storage().pageVotes()).map((v) => v.id)).not.toContain('pv-old');
      expect((await storage().pageVotes()).map((v) => v.id)).toContain('pv-1');
    },
  );
});

describe('an unreachable PostgreSQL server', () => {
  it('fails to open with one line that names the server and hides the password', async () => {
    const url = 'postgres://someone:s3cret@127.0.0.1:1/nowhere';
    const opening = Storage.open({ databaseUrl: url, dataDir: '' });
    await expect(opening).rejects.toThrow(
      /^Cannot reach the PostgreSQL database in DATABASE_URL \(127\.0\.0\.1:1\/nowhere\): /,
    );
    const message = await opening.catch((error: Error) => error.message);
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });
});
