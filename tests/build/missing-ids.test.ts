import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWithFiles, removeSiteCopies } from './site-copy';

const read = (file: string) => readFileSync(resolve(__dirname, '../..', file), 'utf8');

/** The site's own file with one string replaced; fails loudly if the string is gone. */
function edited(file: string, from: string, to: string): string {
  const text = read(file);
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  return text.replace(from, to);
}

/** Node prints an error's cause indented and highlighted; the words are what matter. */
const plain = (output: string) => stripVTControlCharacters(output);

afterEach(removeSiteCopies);

// Both builds stop while loading content, before any bundling: a few seconds each.
describe('a missing doc or sidebar id fails the build with the ids there are', { timeout: 240_000 }, () => {
  it('a navbar item naming a sidebar that does not exist', async () => {
    const result = await buildWithFiles({
      'docusaurus.config.ts': edited(
        'docusaurus.config.ts',
        "sidebarId: 'tutorialSidebar'",
        "sidebarId: 'noSuchSidebar'",
      ),
    });
    expect(result.ok).toBe(false);
    expect(plain(result.output)).toMatch(
      /Navbar item "Documentation" names sidebar "noSuchSidebar", which does not exist\. Available sidebar ids:\s*- tutorialSidebar/,
    );
  });

  it('a sidebar naming a doc that does not exist', async () => {
    const result = await buildWithFiles({
      'sidebars.ts': edited('sidebars.ts', "'backend/database'", "'backend/no-such-doc'"),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/sidebar document ids do not exist:\s*- backend\/no-such-doc/);
    expect(result.output).toMatch(/Available document ids are:[\s\S]*- backend\/docker-usage/);
  });
});
