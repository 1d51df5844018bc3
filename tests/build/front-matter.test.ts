import { afterEach, describe, expect, it } from 'vitest';
import { buildWithFiles, removeSiteCopies } from './site-copy';

afterEach(removeSiteCopies);

const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\n## One\n\nText.\n\n## Two\n\nText.\n`;

describe('front matter', { timeout: 240_000 }, () => {
  it('a page with a missing field fails the build, naming the file and the field', async () => {
    const result = await buildWithFiles({
      'docs/general/no-status.md': page(
        'title: No status\ndescription: A page without a status.\nlast_reviewed: 2026-11-21\nnext_review: 2027-08-21',
      ),
    });
    expect(result.ok).toBe(false);
    expect(result.stderr.split('\n')[0]).toBe('docs/general/no-status.md: front matter field "status" is missing');
  });

  it('a page with a bad date fails the build, naming the file and the field', async () => {
    const result = await buildWithFiles({
      'docs/general/bad-date.md': page(
        'title: Bad date\ndescription: A page with an impossible date.\nstatus: required\nlast_reviewed: 2026-11-21\nnext_review: 2027-02-30',
      ),
    });
    expect(result.ok).toBe(false);
    // Ours is the first thing a person reads, before Docusaurus' own report of the failure.
    expect(result.stderr.split('\n')[0]).toBe(
      'docs/general/bad-date.md: front matter field "next_review" must be a real date written YYYY-MM-DD (got 2027-02-30)',
    );
  });
});
