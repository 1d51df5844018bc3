import { describe, expect, it } from 'vitest';
import {
  groupByArea,
  llmsFullTxt,
  llmsTxt,
  mcpNotice,
  OTHER_AREA,
  START_AREA,
  type ExportedPage,
  type SidebarItem,
} from './llms';

const page = (id: string, title = id): ExportedPage => ({
  id,
  title,
  description: `About ${title}.\nSecond line.`,
  url: `https://developers.amsterdam/docs/${id}`,
  markdownUrl: `https://developers.amsterdam/docs/${id}.md`,
  body: `# ${title}\n\nText of ${id}.\n`,
});

const sidebar: SidebarItem[] = [
  { type: 'doc', id: 'intro' },
  {
    type: 'category',
    label: 'Common standards',
    items: [
      { type: 'doc', id: 'general/testing' },
      { type: 'link' },
      { type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'general/using-git' }] },
    ],
  },
  { type: 'category', label: 'Backend', items: [{ type: 'doc', id: 'backend/database' }] },
];

// In build order, not sidebar order, as the docs plugin hands them over.
const pages = [
  'backend/database',
  'general/code-review',
  'general/using-git',
  'intro',
  'general/testing',
  'misc/x',
].map((id) => page(id));

describe('groupByArea', () => {
  it('follows the sidebar, puts unlisted pages with their folder, and the rest last', () => {
    const areas = groupByArea(sidebar, pages);
    expect(areas.map((a) => [a.title, a.pages.map((p) => p.id)])).toEqual([
      [START_AREA, ['intro']],
      ['Common standards', ['general/testing', 'general/using-git', 'general/code-review']],
      ['Backend', ['backend/database']],
      [OTHER_AREA, ['misc/x']],
    ]);
  });

  it('lists every page exactly once', () => {
    const ids = groupByArea(sidebar, pages).flatMap((a) => a.pages.map((p) => p.id));
    expect(ids.sort()).toEqual(pages.map((p) => p.id).sort());
  });
});

describe('llms.txt', () => {
  const text = llmsTxt(
    {
      title: 'Amsterdam Developers',
      summary: 'Standards\nand guidance',
      details: 'Pages as Markdown.',
      mcpUrl: 'https://developers.amsterdam/mcp',
    },
    groupByArea(sidebar, pages),
  );

  it('follows the llmstxt.org shape: h1, summary quote, details, h2 sections of link lists', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Amsterdam Developers');
    expect(lines[2]).toBe('> Standards and guidance');
    expect(lines[4]).toBe('Pages as Markdown.');
    expect(lines[6]).toBe(mcpNotice('https://developers.amsterdam/mcp'));
    expect(lines[6]).toMatch(/MCP server at https:\/\/developers\.amsterdam\/mcp /);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text.match(/^## .+$/gm)).toEqual([
      `## ${START_AREA}`,
      '## Common standards',
      '## Backend',
      `## ${OTHER_AREA}`,
    ]);
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/developers\.amsterdam\/docs\/[\w/-]+\.md\): \S.*$/);
    }
  });

  it('writes each description on one line', () => {
    expect(text).toContain(
      '- [general/testing](https://developers.amsterdam/docs/general/testing.md): About general/testing. Second line.',
    );
  });
});

describe('llms-full.txt', () => {
  it('holds every page in the order of llms.txt, each with its title and address', () => {
    const full = llmsFullTxt(groupByArea(sidebar, pages));
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    expect(titles).toEqual([
      'intro',
      'general/testing',
      'general/using-git',
      'general/code-review',
      'backend/database',
      'misc/x',
    ]);
    expect(full).toContain('# intro\n\nSource: https://developers.amsterdam/docs/intro\n\nText of intro.');
  });
});
