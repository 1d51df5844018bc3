import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { slugify } from '@site/packages/search/src/node';
import { buildWithFiles, removeSiteCopies } from './site-copy';

const read = (file: string) => readFileSync(resolve(__dirname, '../..', file), 'utf8');

/** The steps of CONTRIBUTING.md's "Add a page", as written there. */
function addAPageSteps(): string {
  const section = read('CONTRIBUTING.md').split('\n## Add a page\n')[1]?.split('\n## ')[0];
  if (!section) throw new Error('CONTRIBUTING.md has no "## Add a page" section');
  return section;
}

/** The first fenced block under the heading of `file` that `anchor` names, with its title. */
function blockUnder(file: string, anchor: string): { title: string; body: string } {
  const text = read(file);
  const heading = [...text.matchAll(/^#{2,6} (.+)$/gm)].find((m) => slugify(m[1]!) === anchor);
  if (!heading) throw new Error(`${file} has no heading with the anchor #${anchor}`);
  const block = text.slice(heading.index).match(/^```\w+ title="([^"]+)"[^\n]*\n([\s\S]*?)^```$/m);
  if (!block) throw new Error(`${file}#${anchor} has no titled code block`);
  return { title: block[1]!, body: block[2]! };
}

afterEach(removeSiteCopies);

// A whole production build of a copy of the site: about as long as the other build tests that pass.
describe('CONTRIBUTING.md\'s "Add a page"', { timeout: 300_000 }, () => {
  it('works as written: the skeleton, listed in the sidebar, builds into a page the sidebar links', async () => {
    const steps = addAPageSteps();
    // Step 1: "Start from the skeleton on docs/intro.md": the link names the page and the heading.
    const link = steps.match(/\]\((docs\/[^)#]+\.md)#([^)]+)\)/);
    expect(link, 'step 1 links the skeleton').not.toBeNull();
    const skeleton = blockUnder(link![1]!, link![2]!);
    expect(skeleton.title).toMatch(/^docs\/(general|backend|frontend|projects)\/[a-z0-9-]+\.md$/);

    // Step 2: "Add its id (the path without .md) to the right category in sidebars.ts".
    expect(steps).toContain('sidebars.ts');
    const id = skeleton.title.replace(/^docs\//, '').replace(/\.md$/, '');
    const area = id.split('/')[0]!;
    const sidebars = read('sidebars.ts');
    const firstOfArea = sidebars.indexOf(`'${area}/`);
    expect(firstOfArea, `sidebars.ts has a category with ${area}/ pages`).toBeGreaterThan(-1);
    const listed = `${sidebars.slice(0, firstOfArea)}'${id}', ${sidebars.slice(firstOfArea)}`;

    const result = await buildWithFiles({ [skeleton.title]: skeleton.body, 'sidebars.ts': listed });
    expect(result.ok, result.stderr).toBe(true);
    const page = readFileSync(resolve(result.outDir, `docs/${id}.html`), 'utf8');
    const title = skeleton.body.match(/^title: (.+)$/m)![1]!;
    expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const intro = readFileSync(resolve(result.outDir, 'docs/intro.html'), 'utf8');
    expect(intro).toMatch(new RegExp(`href="?/docs/${id}"?[\\s>]`));
  });
});
