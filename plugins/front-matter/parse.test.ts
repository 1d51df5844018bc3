import { join, resolve } from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { isDocsPage, parseFrontMatter } from './parse';

const site = resolve(__dirname, '../..');
const page = (yaml: string) => `---\n${yaml}\n---\n\n## A section\n`;
const complete = 'title: T\ndescription: D\nstatus: recommended\nlast_reviewed: 2026-11-21\nnext_review: "2027-08-21"';

const parse = (path: string, fileContent: string) =>
  parseFrontMatter({ filePath: join(site, path), fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER });

describe('parseFrontMatter hook', () => {
  it('passes a valid docs page with its dates as YYYY-MM-DD text', async () => {
    const { frontMatter, content } = await parse('docs/backend/x.md', page(complete));
    expect(frontMatter).toEqual({
      title: 'T',
      description: 'D',
      status: 'recommended',
      last_reviewed: '2026-11-21',
      next_review: '2027-08-21',
    });
    expect(content).toBe('## A section');
  });

  it('fails a docs page, naming the file and every bad field', async () => {
    const yaml = 'title: T\nstatus: draft\nlast_reviewed: 2026-11-21\nnext_review: 2027-02-30';
    await expect(parse('docs/backend/x.md', page(yaml))).rejects.toThrow(
      /docs\/backend\/x\.md: front matter field "description" is missing[\s\S]*docs\/backend\/x\.md: front matter field "status"[\s\S]*"next_review" must be a real date written YYYY-MM-DD \(got 2027-02-30\)/,
    );
  });

  it('keeps the changes list out of the page, giving it the day of its newest entry', async () => {
    const changes =
      '\nchanges:\n  - date: 2026-11-20\n    summary: Older.\n    rule: none\n  - date: 2026-11-21\n    summary: Newer.\n    rule: should';
    const { frontMatter } = await parse('docs/backend/x.md', page(complete + changes));
    expect(frontMatter).not.toHaveProperty('changes');
    expect(frontMatter.latest_change).toBe('2026-11-21');
  });

  it('fails a malformed changes entry, naming the file, the entry and the field', async () => {
    const changes = '\nchanges:\n  - date: 2026-11-21\n    summary: Rules for migrations.\n    rule: required';
    await expect(parse('docs/backend/x.md', page(complete + changes))).rejects.toThrow(
      'docs/backend/x.md: front matter field "changes[0].rule" must be one of must, should, none (got "required")',
    );
  });

  it('leaves files outside docs/ and partials alone', async () => {
    await expect(parse('src/pages/about.md', page('title: About'))).resolves.toMatchObject({
      frontMatter: { title: 'About' },
    });
    await expect(parse('docs/_partial.md', 'Just text')).resolves.toMatchObject({ frontMatter: {} });
  });

  it('isDocsPage', () => {
    expect(isDocsPage(join(site, 'docs/intro.md'))).toBe(true);
    expect(isDocsPage(join(site, 'docs/a/b.mdx'))).toBe(true);
    expect(isDocsPage(join(site, 'docs/_shared/b.md'))).toBe(false);
    expect(isDocsPage(join(site, 'docs-other/b.md'))).toBe(false);
    expect(isDocsPage(join(site, 'src/pages/index.tsx'))).toBe(false);
  });
});
