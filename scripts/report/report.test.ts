import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Storage, type AnswerRecord } from '../../server/storage/storage';
import { databaseKinds, type TestDatabase } from '../../server/storage/test-databases';
import { groupQuestions, readReport, type QuestionGroup, type Report } from './data';
import { reportHtml } from './html';
import { reportMarkdown } from './markdown';

const T = Date.UTC(2026, 10, 20);
let n = 0;

function answer(question: string, overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  n++;
  return {
    messageId: `msg-${n}`,
    userMessageId: `user-${n}`,
    conversationId: `conv-${n}`,
    assistantId: 'developers',
    turn: 1,
    question,
    searchQuery: null,
    answer: '…',
    citedUrls: [],
    model: 'extracts',
    kind: 'extracts',
    fallback: null,
    declined: false,
    outcome: 'answered',
    firstChunkMs: 1,
    totalMs: 2,
    createdAt: T + n,
    ...overrides,
  };
}

describe('groupQuestions', () => {
  it('puts questions about the same thing together, whatever their wording and word forms', () => {
    const row = (question: string) => ({ question, declined: false, disliked: false, citedUrls: [], createdAt: 0 });
    const groups = groupQuestions([
      row('How do I validate an access token?'),
      row('How should I validate access tokens?'),
      row('Validating an access token'),
      row('How do we name Git branches?'),
      row('Which name should a git branch get?'),
      row('Can I use MongoDB?'),
    ]);
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['How do I validate an access token?', 3],
      ['How do we name Git branches?', 2],
      ['Can I use MongoDB?', 1],
    ]);
  });
});

describe.each(await databaseKinds())('the report on $name', ({ make, skip }) => {
  let database: TestDatabase;
  let storage: Storage;
  let report: Report;
  beforeAll(async () => {
    if (skip) return;
    database = await make();
    storage = await Storage.open(database.options);
    const votes: [string, boolean, string | null][] = [
      ['/docs/backend/database', false, 'Show how to run a migration in CI.'],
      ['/docs/backend/database', false, null],
      ['/docs/backend/database', true, null],
      ['/docs/intro', true, 'Clear <b>and</b> short.'],
    ];
    for (const [i, [page, helpful, comment]] of votes.entries()) {
      await storage.recordPageVote({ id: `pv-${i}`, page, helpful, comment, createdAt: T + i });
    }
    const cite = [
      '/docs/backend/handling-access-tokens#what-the-standard-is',
      '/docs/backend/handling-access-tokens#how',
    ];
    await storage.recordAnswer(answer('How do I validate an access token?', { messageId: 'a1', citedUrls: cite }));
    await storage.recordAnswer(answer('How should I validate access tokens?', { messageId: 'a2', citedUrls: cite }));
    await storage.recordFeedback({ messageId: 'a2', thumbs: 0, reason: 'Too long', createdAt: T });
    await storage.recordAnswer(answer('Can I use MongoDB?', { messageId: 'd1', declined: true }));
    await storage.recordAnswer(answer('Can we use MongoDB?', { messageId: 'd2', declined: true }));
    await storage.recordAnswer(
      answer('Is MongoDB allowed?', { messageId: 'd3', declined: false, citedUrls: ['/docs/backend/database'] }),
    );
    await storage.recordAnswer(answer('What is the lunch menu?', { messageId: 'd4', declined: true, channel: 'mcp' }));
    await storage.recordAnswer(
      answer('How to validate an access token', { messageId: 'm1', citedUrls: cite, channel: 'mcp' }),
    );
    await storage.recordFeedback({ messageId: 'd4', thumbs: 1, reason: null, createdAt: T });
    report = await readReport(storage.db);
  });
  afterAll(async () => {
    if (skip) return;
    await storage?.close();
    await database?.cleanUp();
  });

  it.skipIf(skip)('counts the votes per page, least helpful first, with their comments', () => {
    expect(report.pages).toEqual([
      {
        page: '/docs/backend/database',
        yes: 1,
        no: 2,
        comments: [{ helpful: false, comment: 'Show how to run a migration in CI.', createdAt: T }],
      },
      {
        page: '/docs/intro',
        yes: 1,
        no: 0,
        comments: [{ helpful: true, comment: 'Clear <b>and</b> short.', createdAt: T + 3 }],
      },
    ]);
  });

  it.skipIf(skip)('groups the questions with their declines, dislikes and cited pages', () => {
    expect(
      report.groups.map((g) => ({
        label: g.label,
        count: g.count,
        viaMcp: g.viaMcp,
        declined: g.declined,
        disliked: g.disliked,
      })),
    ).toEqual([
      { label: 'Can I use MongoDB?', count: 3, viaMcp: 0, declined: 2, disliked: 0 },
      { label: 'How do I validate an access token?', count: 3, viaMcp: 1, declined: 0, disliked: 1 },
      { label: 'What is the lunch menu?', count: 1, viaMcp: 1, declined: 1, disliked: 0 },
    ]);
    expect(report.questions).toEqual({ total: 7, viaMcp: 2 });
    expect(report.groups[1]!.pages).toEqual([{ page: '/docs/backend/handling-access-tokens', count: 3 }]);
    expect(report.groups[0]!.pages).toEqual([{ page: '/docs/backend/database', count: 1 }]);
  });

  it.skipIf(skip)('lists the questions the standards could not answer, most declined first', () => {
    expect(report.unanswered.map((g) => [g.label, g.declined])).toEqual([
      ['Can I use MongoDB?', 2],
      ['What is the lunch menu?', 1],
    ]);
  });

  it.skipIf(skip)('writes Markdown and a self-contained, accessible HTML page', () => {
    const markdown = reportMarkdown(report);
    expect(markdown).toContain('| /docs/backend/database | 1 | 2 |');
    expect(markdown).toContain('## Questions the standards could not answer');
    expect(markdown).toContain('- **Can I use MongoDB?**: declined 2 of 3');
    expect(markdown).toContain(
      '| How do I validate an access token? | 3 | 1 | 0 | 1 | /docs/backend/handling-access-tokens (3) |',
    );
    expect(markdown).toContain(
      "7 questions: 5 through Ask AI on the site, 2 through the MCP server (an editor's assistant calling ask_standards).",
    );

    const html = reportHtml(report);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).not.toMatch(/\b(?:src|href)=|@import|url\(|<script/i);
    expect(html).toContain('Clear &lt;b&gt;and&lt;/b&gt; short.');
    expect(html.match(/<svg aria-hidden="true"/g)).toHaveLength(2);
    expect(html.match(/<table>/g)).toHaveLength(3);
    expect(html).toContain('<th scope="row">/docs/backend/database</th><td>1</td><td>2</td>');
    expect(html).toContain('<th scope="col">via MCP</th>');
    expect(html).toContain('2 through the MCP server');
  });
});

describe('the Markdown report of what readers wrote', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1)) ![y](https://tracker.example/p.png) <javascript:alert(1)> [ref][1]',
    'ESC \u001b[31mred\u001b[0m NUL \u0000 bell \u0007 C1 \u009b right-to-left \u202e',
    'mail a@b.example, **bold** _em_ `code` ~~del~~ <!-- x --> &copy; a | b \\',
  ];
  const group = (label: string): QuestionGroup => ({
    label,
    questions: [label, ...hostile],
    count: 2,
    viaMcp: 0,
    declined: 1,
    disliked: 0,
    pages: [{ page: '/docs/x](javascript:alert(1))', count: 1 }],
  });
  const report: Report = {
    from: T,
    to: T,
    questions: { total: 2, viaMcp: 0 },
    pages: [
      {
        page: '/docs/intro<script>',
        yes: 0,
        no: hostile.length,
        comments: hostile.map((comment) => ({ helpful: false, comment, createdAt: T })),
      },
    ],
    groups: hostile.map(group),
    unanswered: hostile.map(group),
  };
  const markdown = reportMarkdown(report);

  /** Every node of the Markdown as GitHub reads it (CommonMark with GFM: tables, autolinks, strikethrough). */
  const nodes = (tree: Root): Nodes[] => {
    const all: Nodes[] = [];
    const visit = (node: Nodes) => {
      all.push(node);
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
    return all;
  };
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);

  it('holds no HTML, image, emphasis or link to another scheme than the web: everything they wrote is text', () => {
    const types = new Set(nodes(tree).map((node) => node.type));
    for (const live of ['html', 'image', 'linkReference', 'imageReference', 'definition', 'inlineCode']) {
      expect(types.has(live as Nodes['type']), live).toBe(false);
    }
    for (const live of ['emphasis', 'delete']) expect(types.has(live as Nodes['type']), live).toBe(false);
    // A web address they wrote is a link, as GitHub makes it in any text; javascript:, mailto: and the like are not.
    const links = nodes(tree).filter((node) => node.type === 'link');
    expect(links.map((link) => link.url)).toEqual(
      Array.from({ length: links.length }, () => 'https://tracker.example/p.png'),
    );
    // Bold is ours alone: one label per question the standards could not answer.
    expect(nodes(tree).filter((node) => node.type === 'strong')).toHaveLength(hostile.length);
    const shown = nodes(tree)
      .map((node) => (node.type === 'text' ? node.value : ''))
      .join('');
    for (const sentence of ['<script>alert(1)</script>', '[x](javascript:alert(1))', '**bold** _em_ `code`', '&copy;'])
      expect(shown, sentence).toContain(sentence);
  });

  it('keeps control characters out of the file and the terminal', () => {
    expect(markdown).not.toMatch(/[^\P{Cc}\n]|\u202e/u);
    expect(markdown).toContain('ESC \ufffd\\[31mred');
  });

  it('keeps every table row one row, whatever pipes and line breaks the text holds', () => {
    const rows = (markdown.match(/^\|.*\|$/gm) ?? []).length;
    const tables = nodes(tree).filter((node) => node.type === 'tableRow').length;
    expect(tables).toBe(rows - 2); // the two delimiter rows are no rows of a table
    for (const row of nodes(tree).filter((node) => node.type === 'tableRow'))
      expect('children' in row && row.children.length).toBeGreaterThanOrEqual(3);
  });
});
