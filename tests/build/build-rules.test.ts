import { afterEach, describe, expect, it } from 'vitest';
import { buildWithFiles, removeSiteCopies, validFrontMatter } from './site-copy';

/** A throwaway copy of the site with one extra page, built for real. */
function buildWithPage(markdown: string) {
  return buildWithFiles({ 'docs/rule-check.md': `${validFrontMatter('Rule check')}\n${markdown}\n` });
}

afterEach(removeSiteCopies);

describe('build rules', { timeout: 240_000 }, () => {
  it('a broken link fails the build', async () => {
    const result = await buildWithPage('See [the missing page](/docs/no-such-page).');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken link/i);
    expect(result.output).toContain('/docs/no-such-page');
  });

  it('a broken markdown image fails the build', async () => {
    const result = await buildWithPage('![A diagram](./missing-diagram.png)');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/missing-diagram\.png/);
  });

  it('a broken anchor only warns', async () => {
    const result = await buildWithPage('See [nowhere](/docs/intro#no-such-heading).');
    expect(result.output).toMatch(/\[WARNING\][\s\S]*no-such-heading/);
    // Only that one: every anchor the site's own pages link to is collected (the changelog's entries too), so a real
    // broken anchor is not lost among false ones.
    expect(result.output.match(/Broken anchor on source page path/g)).toHaveLength(1);
    expect(result.ok).toBe(true);
  });

  it('a broken markdown link is a warning; the link checker then catches the dead URL', async () => {
    const result = await buildWithPage('See [a file](./no-such-file.md).');
    expect(result.output).toMatch(/\[WARNING\] Markdown link with URL `\.\/no-such-file\.md`/);
    expect(result.output).toMatch(/Broken link on source page path = \/docs\/rule-check/);
  });
});
