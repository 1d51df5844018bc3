import { describe, expect, it } from 'vitest';
import { markdownFile, toPlainMarkdown } from './convert';
import { resolveLink } from './links';

const routeBySource = new Map([
  ['docs/backend/database.md', '/docs/backend/database'],
  ['docs/general/testing.md', '/docs/general/testing'],
  ['docs/intro.md', '/docs/intro'],
]);
const context = {
  siteUrl: 'https://developers.amsterdam/',
  permalink: '/docs/backend/database',
  source: 'docs/backend/database.md',
  routeBySource,
};

const page = `---
title: Database
description: "Which database to use: PostgreSQL."
status: required
last_reviewed: 2026-11-23
next_review: 2027-08-23
sidebar_label: DB
keywords: [postgres]
---

:::note[Guidance updated]
This version recommends **PostgreSQL 17**. See [testing](../general/testing.md#pitfalls).
:::

## What the standard is

Teams MUST use PostgreSQL, see [the intro](../intro.md), [above](#what-the-standard-is) and [RFC 2119](https://www.rfc-editor.org/rfc/rfc2119).

:::tip
Ask us.
:::

| Engine | Use |
| --- | --- |
| PostgreSQL | always |

\`\`\`sql title="migrations/001.sql" runnable
CREATE TABLE permit (id bigint PRIMARY KEY);
\`\`\`

<details><summary>More</summary>Hidden detail</details>

Write to [us](mailto:team@example.org).
`;

const convert = () =>
  toPlainMarkdown(page, {
    frontMatter: {
      title: 'Database',
      description: 'Which database to use: PostgreSQL.',
      status: 'required',
      last_reviewed: '2026-11-23',
      next_review: '2027-08-23',
      sidebar_label: 'DB',
      keywords: ['postgres'],
    },
    title: 'Database',
    resolveLink: (url) => resolveLink(url, context),
  });

describe('toPlainMarkdown', () => {
  it('keeps only the reader-facing front matter, quoting what YAML would misread', () => {
    expect(convert().frontMatter).toBe(
      [
        '---',
        'title: Database',
        'description: "Which database to use: PostgreSQL."',
        'status: required',
        'last_reviewed: 2026-11-23',
        'next_review: 2027-08-23',
        '---',
        '',
      ].join('\n'),
    );
  });

  it('starts the page with its title as the one h1', () => {
    const { body } = convert();
    expect(body.startsWith('# Database\n\n')).toBe(true);
    expect(body.match(/^# /gm)).toHaveLength(1);
  });

  it('turns admonitions into block quotes that name their kind and title', () => {
    const { body } = convert();
    expect(body).toContain('> **Note: Guidance updated**\n>\n> This version recommends **PostgreSQL 17**.');
    expect(body).toContain('> **Tip**\n>\n> Ask us.');
    expect(body).not.toContain(':::');
  });

  it('makes links absolute: pages by their route, anchors kept, other URLs untouched', () => {
    const { body } = convert();
    expect(body).toContain('[testing](https://developers.amsterdam/docs/general/testing#pitfalls)');
    expect(body).toContain('[the intro](https://developers.amsterdam/docs/intro)');
    expect(body).toContain('[above](https://developers.amsterdam/docs/backend/database#what-the-standard-is)');
    expect(body).toContain('[RFC 2119](https://www.rfc-editor.org/rfc/rfc2119)');
    expect(body).toContain('[us](mailto:team@example.org)');
    expect(body).not.toMatch(/\]\((?!https:|mailto:)/);
  });

  it('keeps tables and code fences with their language and title only', () => {
    const { body } = convert();
    expect(body).toMatch(/\| Engine +\| Use +\|\n\| -+ \| -+ \|\n\| PostgreSQL \| always +\|/);
    expect(body).toContain('```sql title="migrations/001.sql"\nCREATE TABLE permit (id bigint PRIMARY KEY);\n```');
  });

  it('keeps the words of raw HTML, never its tags', () => {
    const { body } = convert();
    expect(body).not.toMatch(/<\/?(details|summary)>/);
    expect(body).toContain('Hidden detail');
  });

  it('writes the file as front matter then page, and a closing line when given', () => {
    const markdown = convert();
    expect(markdownFile(markdown)).toBe(`${markdown.frontMatter}\n${markdown.body}`);
    expect(markdownFile(markdown, 'MCP: https://developers.amsterdam/mcp')).toBe(
      `${markdown.frontMatter}\n${markdown.body}\nMCP: https://developers.amsterdam/mcp\n`,
    );
  });
});

describe('toPlainMarkdown of MDX', () => {
  // Docusaurus reads every page as MDX: imports, comments and components a reader of the Markdown cannot use.
  const mdx = `---
title: Tabs
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

{/* Reviewers: keep the two examples in step. */}

Install it {/* the CLI */} first, then press <kbd>Enter</kbd>.

<Tabs groupId="language">
<TabItem value="py" label="Python">

\`\`\`python
import psycopg
\`\`\`

</TabItem>
<TabItem value="ts" label={'TypeScript'}>

Use \`pg\`.

</TabItem>
</Tabs>

<details><summary>More</summary>Hidden detail</details>
`;
  const body = () =>
    toPlainMarkdown(mdx, { frontMatter: { title: 'Tabs' }, title: 'Tabs', resolveLink: (url) => url }).body;

  it('drops the imports and the comments, and keeps code that only looks like an import', () => {
    expect(body()).not.toMatch(/@theme\/Tab|Reviewers|the CLI|\{\/\*/);
    expect(body()).toContain('```python\nimport psycopg\n```');
    expect(body()).toContain('Install it first, then press Enter.');
  });

  it('turns tabs into labelled sections one after the other', () => {
    expect(body()).toMatch(/\*\*Python\*\*\n\n```python\nimport psycopg\n```\n\n\*\*TypeScript\*\*\n\nUse `pg`\./);
    expect(body()).not.toMatch(/<\/?Tab|groupId/);
  });

  it('keeps the words of block HTML apart and leaves no empty paragraph', () => {
    expect(body()).toContain('More Hidden detail');
    expect(body()).not.toMatch(/\n\n\n/);
    expect(body().startsWith('# Tabs\n\nInstall it')).toBe(true);
  });
});

describe('resolveLink', () => {
  it('resolves relative files and routes against the page', () => {
    expect(resolveLink('./img/diagram.png', context)).toBe('https://developers.amsterdam/docs/backend/img/diagram.png');
    expect(resolveLink('/docs/intro', context)).toBe('https://developers.amsterdam/docs/intro');
    expect(resolveLink('#pitfalls', context)).toBe('https://developers.amsterdam/docs/backend/database#pitfalls');
  });

  it('leaves a link to a Markdown file that is no page as a plain relative URL made absolute', () => {
    expect(resolveLink('../nowhere.md', context)).toBe('https://developers.amsterdam/docs/nowhere.md');
  });
});
