import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { latestChange } from '../../lib/changelog';
import { frontMatterSource, normaliseFrontMatter, validateFrontMatter, type Change } from '../../lib/front-matter';

const siteDir = resolve(__dirname, '../..');
const docsDir = join(siteDir, 'docs');

/** A page of docs/ (not a partial such as _snippet.md, not src/pages). */
export function isDocsPage(filePath: string, root = docsDir): boolean {
  const path = relative(root, filePath);
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return false;
  return /\.mdx?$/.test(path) && !path.split(sep).some((part) => part.startsWith('_'));
}

/**
 * The `markdown.parseFrontMatter` hook: Docusaurus' own parser, then the
 * rules of lib/front-matter.ts for every page in docs/. A page that breaks one fails
 * the build with the file and the field; valid dates reach the page as
 * YYYY-MM-DD text, whether or not the YAML quoted them.
 *
 * The `changes` list does not reach the page: front matter is bundled into
 * every doc page's JavaScript, and the page only links to its newest entry on
 * /changelog, so it gets that day as `latest_change`. plugins/changelog reads
 * the list from the file for /changelog and the feeds.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (!isDocsPage(params.filePath)) return result;

  const yamlSource = frontMatterSource(params.fileContent) ?? '';
  const file = relative(siteDir, params.filePath).split(sep).join('/');
  const issues = validateFrontMatter(result.frontMatter, yamlSource);
  if (issues.length > 0) {
    const lines = issues.map(({ field, message }) => `${file}: front matter field "${field}" ${message}`);
    // Docusaurus reports a throwing parser under a heading of its own about special characters in YAML, which
    // misleads here: the YAML parsed, a rule failed. So the file and field go to stderr first, before its report.
    process.stderr.write(`${lines.join('\n')}\n  (the front matter rules are in CONTRIBUTING.md)\n\n`);
    throw new Error(
      `Invalid front matter in ${file} (see CONTRIBUTING.md):\n${lines.map((l) => `  - ${l}`).join('\n')}`,
    );
  }
  const { changes, ...frontMatter } = normaliseFrontMatter(result.frontMatter, yamlSource);
  const latest = changes === undefined ? undefined : latestChange(changes as Change[]);
  return { ...result, frontMatter: latest ? { ...frontMatter, latest_change: latest } : frontMatter };
};
