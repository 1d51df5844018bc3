import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import sidebars from '@site/sidebars';
import { isDocsPage } from '@site/plugins/front-matter/parse';
import {
  maxDescriptionLength,
  maxReviewIntervalMonths,
  monthsAfter,
  normaliseFrontMatter,
  validateFrontMatter,
} from '@site/lib/front-matter';
import { slugify } from '@site/packages/search/src/node';
import { headings, linkTargets, proseWords, readPage, setextH1, type Page } from './markdown';
import { markerProblems } from './snippet-files';

/** Every page in docs/ against the rules of CONTRIBUTING.md; the pages the build checks. */
const docsDir = resolve(__dirname, '../../docs');
const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => isDocsPage(join(docsDir, file)))
  .map((file) => file.split('\\').join('/'))
  .sort();

const minProseWords = 300;

/** Pages with a route but left out of the sidebar on purpose (see sidebars.ts and CONTRIBUTING.md). */
const unlistedOnPurpose = ['frontend/languages-and-frameworks', 'general/code-review'];

/** The doc ids a sidebar lists, its categories' items included. */
function listedIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(listedIds);
  if (!items || typeof items !== 'object') return [];
  const item = items as { type?: string; id?: string; items?: unknown };
  if (item.type === 'doc' && item.id) return [item.id];
  if (item.type === 'category') return listedIds(item.items);
  // A sidebar given as an object of categories: { 'Backend': [...] }.
  return item.type ? [] : Object.values(item).flatMap(listedIds);
}

/** The section names of the table under "The six sections of a standard" on the intro, in order. */
function introSections(intro: Page): string[] {
  const start = intro.text.indexOf('### The six sections of a standard');
  const table = intro.text.slice(start).split('\n###')[0] ?? '';
  return [...table.matchAll(/^\|\s*([A-Z][^|]*?)\s*\|/gm)].map((row) => row[1]!).filter((name) => name !== 'Section');
}

const intro = readPage(readFileSync(join(docsDir, 'intro.md'), 'utf8'));
const requiredSections = introSections(intro);
/** The heading on the intro that describes the default deviation route, and its anchor. */
const deviationHeading = 'Ask for a deviation';
const deviationAnchor = slugify(deviationHeading);

describe('docs/', () => {
  // Derived, not counted: a new page listed in the sidebar needs no edit here, while a page the sidebar names but
  // this test does not find (or one it finds that nothing lists) still fails.
  it('holds the pages the sidebar lists and those left out of it on purpose, the intro among them', () => {
    const listed = Object.values(sidebars as SidebarsConfig).flatMap(listedIds);
    expect(files.map((file) => file.replace(/\.mdx?$/, ''))).toEqual([...listed, ...unlistedOnPurpose].sort());
    expect(files).toContain('intro.md');
  });

  it('has an intro that names the six sections and describes the deviation route', () => {
    expect(requiredSections).toEqual([
      'What the standard is',
      'Who it applies to',
      'How to apply it',
      'Pitfalls',
      'Considerations',
      'Further reading',
    ]);
    expect(headings(intro, 3)).toContain(deviationHeading);
  });
});

describe.each(files)('docs/%s', (file) => {
  const path = join(docsDir, file);
  const page = readPage(readFileSync(path, 'utf8'));
  const frontMatter = normaliseFrontMatter(page.frontMatter, page.yamlSource);
  const isRequired = frontMatter.status === 'required';

  it('has complete, valid front matter', () => {
    expect(validateFrontMatter(page.frontMatter, page.yamlSource)).toEqual([]);
  });

  it(`has a description of at most ${maxDescriptionLength} characters`, () => {
    expect(typeof frontMatter.description).toBe('string');
    expect((frontMatter.description as string).length).toBeLessThanOrEqual(maxDescriptionLength);
  });

  it(`is due for review at most ${maxReviewIntervalMonths} months after its last review`, () => {
    const latest = monthsAfter(String(frontMatter.last_reviewed), maxReviewIntervalMonths);
    expect(String(frontMatter.next_review) > String(frontMatter.last_reviewed)).toBe(true);
    expect(String(frontMatter.next_review) <= latest).toBe(true);
  });

  it('has no h1 in its body (the title comes from the front matter)', () => {
    expect(headings(page, 1)).toEqual([]);
    expect(setextH1(page)).toEqual([]);
  });

  it('has at least two h2 sections', () => {
    expect(headings(page, 2).length).toBeGreaterThanOrEqual(2);
  });

  it('names the language of every fenced block', () => {
    const bare = page.fences.filter((fence) => !fence.language).map((fence) => `line ${fence.line}`);
    expect(bare).toEqual([]);
  });

  it('marks every fenced block runnable or illustrative, and only checkable ones runnable', () => {
    expect(markerProblems({ id: file.replace(/\.mdx?$/, ''), file: `docs/${file}`, fences: page.fences })).toEqual([]);
  });

  it('links to other pages with relative .md links that exist, and elsewhere over https', () => {
    const problems: string[] = [];
    for (const target of linkTargets(page)) {
      if (target.startsWith('#') || target.startsWith('mailto:')) continue;
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) {
        if (!target.startsWith('https://')) problems.push(`${target}: external links use https`);
        continue;
      }
      const [filePart] = target.split('#');
      if (target.startsWith('/')) problems.push(`${target}: use a relative link to the .md file`);
      else if (!/\.mdx?$/.test(filePart)) problems.push(`${target}: link to the .md file`);
      else if (!existsSync(resolve(dirname(path), decodeURI(filePart)))) problems.push(`${target}: no such file`);
    }
    expect(problems).toEqual([]);
  });

  // Only required standards are held to these two; the others get no test rather than a skipped one.
  if (isRequired) {
    it('as a required standard, shows at least one example block with a language', () => {
      expect(page.fences.filter((fence) => fence.language).length).toBeGreaterThanOrEqual(1);
    });

    it(`as a required standard, has at least ${minProseWords} words of guidance`, () => {
      expect(proseWords(page)).toBeGreaterThanOrEqual(minProseWords);
    });

    it('as a required standard, has the six sections of the intro, in order', () => {
      expect(headings(page, 2)).toEqual(requiredSections);
    });

    it('as a required standard, links the deviation route on the intro', () => {
      const toIntro = linkTargets(page).filter((target) => {
        const [filePart, anchor] = target.split('#');
        return anchor === deviationAnchor && resolve(dirname(path), filePart ?? '') === join(docsDir, 'intro.md');
      });
      expect(toIntro, `link to ../intro.md#${deviationAnchor}`).not.toEqual([]);
    });
  }
});

describe('the content checks themselves', () => {
  const sample = readPage(
    [
      '---',
      'title: Sample',
      '---',
      '',
      'Intro with `inline # code` and [a page](./other.md) and [site](https://example.org).',
      '',
      '```bash title="Terminal"',
      '# not a heading',
      '[not a link](/docs/x)',
      '```',
      '',
      '## First',
      '',
      '~~~',
      '## not a section',
      '~~~',
      '',
      'Setext title',
      '============',
      '',
      '# Real h1',
      '',
      '[ref]: ../ref.md',
    ].join('\n'),
  );

  it('sees headings, fences and links outside code only', () => {
    expect(headings(sample, 1)).toEqual(['Real h1']);
    expect(headings(sample, 2)).toEqual(['First']);
    expect(setextH1(sample)).toEqual(['Setext title']);
    expect(sample.fences.map((fence) => [fence.language, fence.line])).toEqual([
      ['bash', 7],
      ['', 14],
    ]);
    expect(linkTargets(sample)).toEqual(['./other.md', 'https://example.org', '../ref.md']);
  });

  it('counts words of prose, not code or headings', () => {
    expect(proseWords(readPage('One two three.\n\n```js\nconst four = 5;\n```\n\n## Six seven\n'))).toBe(3);
  });
});
