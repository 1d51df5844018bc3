import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Storage } from '../../server/storage/storage';

const run = promisify(execFile);
const script = join(__dirname, '..', 'report.ts');

/** `npm run report` as a reader runs it: its own process, settings from the environment. */
async function report(env: Record<string, string>, args: string[] = []) {
  // Without DATABASE_URL, which a test run may have set for PostgreSQL: these tests are about DATA_DIR.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, ...env },
    timeout: 30_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run report', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a DATA_DIR without a database, and creates none there', async () => {
    const empty = join(dir, 'empty');
    const result = await report({ DATA_DIR: empty });
    expect(result.code).toBe(66);
    expect(result.stderr).toContain(`No database in ${empty}`);
    expect(existsSync(empty) ? await readdir(empty) : []).toEqual([]);
  });

  it("reads the server's SQLite file in DATA_DIR and writes Markdown and HTML", async () => {
    const data = join(dir, 'data');
    const storage = await Storage.open({ dataDir: data });
    await storage.recordPageVote({
      id: 'v1',
      page: '/docs/intro',
      helpful: false,
      comment: 'Needs an example.',
      createdAt: Date.UTC(2026, 10, 20),
    });
    await storage.recordAnswer({
      messageId: 'm1',
      userMessageId: null,
      conversationId: 'c1',
      assistantId: 'developers',
      turn: 1,
      question: 'Which database must we use?',
      searchQuery: null,
      answer: 'PostgreSQL.',
      citedUrls: ['/docs/backend/database#what-the-standard-is'],
      model: 'extracts',
      kind: 'extracts',
      fallback: null,
      declined: false,
      outcome: 'answered',
      firstChunkMs: 1,
      totalMs: 2,
      createdAt: Date.UTC(2026, 10, 21),
      channel: 'mcp',
    });
    await storage.recordPageVote({
      id: 'v2',
      page: '/docs/intro',
      helpful: false,
      comment: 'Red \u001b[31m<script>alert(1)</script> [x](javascript:alert(1))',
      createdAt: Date.UTC(2026, 10, 21),
    });
    await storage.close();

    const out = join(dir, 'report.md');
    const html = join(dir, 'report.html');
    const result = await report({ DATA_DIR: data }, ['--out', out, '--html', html]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Report written to ${out} and ${html}.`);
    const markdown = await readFile(out, 'utf8');
    expect(markdown).toContain('| /docs/intro | 0 | 2 |');
    expect(markdown).toContain('- No, 2026-11-20: Needs an example.');
    // A question an assistant asked through the MCP server (ask_standards) is counted as such.
    expect(markdown).toContain('1 question: 0 through Ask AI on the site, 1 through the MCP server');
    expect(markdown).toContain('| Which database must we use? | 1 | 1 | 0 | 0 | /docs/backend/database (1) |');
    // What a reader wrote reaches neither the file nor a terminal as markup or escape sequences.
    expect(markdown).toContain(
      '- No, 2026-11-21: Red \ufffd\\[31m&lt;script&gt;alert(1)&lt;/script&gt; \\[x\\](javascript:alert(1))',
    );
    expect(markdown).not.toMatch(/[^\P{Cc}\n]|<script|(?<!\\)\]\(javascript:/u);
    expect(await readFile(html, 'utf8')).toContain('<th scope="row">/docs/intro</th><td>0</td><td>2</td>');
  });
});
