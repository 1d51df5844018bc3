import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import matter from 'gray-matter';
import { docRoute, siteFacts } from '../../lib/site-facts';
import { isDocsPage } from '../../plugins/front-matter/parse';

const docsDir = join(__dirname, '../../docs');

/** Every page in docs/, by route (`docs/backend/database.md` is `/docs/backend/database`), the intro first. */
export const docPaths: readonly string[] = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => isDocsPage(join(docsDir, file), docsDir))
  .map((file) =>
    docRoute(
      file
        .split(sep)
        .join('/')
        .replace(/(?:\/index)?\.mdx?$/, ''),
    ),
  )
  .sort((a, b) => Number(b === siteFacts.docsIntro) - Number(a === siteFacts.docsIntro) || a.localeCompare(b));

/** The front matter of the Markdown file behind a doc route, as YAML reads it. */
export function docFrontMatter(path: string): Record<string, unknown> {
  const file = join(docsDir, `${path.slice(siteFacts.docsRoot.length + 1)}.md`);
  return matter(readFileSync(file, 'utf8')).data;
}

function docTitle(path: string): string {
  return String(docFrontMatter(path).title);
}

const docRoutes = docPaths.map((path) => ({ path, h1: docTitle(path) }));

/** `title` is the page's own part of the document title when it is not its h1. */
export const allPages: ReadonlyArray<{ path: string; h1: string; title?: string }> = [
  { path: '/', h1: 'Amsterdam Developers' },
  { path: '/search', h1: 'Search the documentation', title: 'Search' },
  { path: '/privacy', h1: 'What this site stores' },
  { path: '/changelog', h1: 'What changed in the standards' },
  { path: '/toegankelijkheid', h1: 'Accessibility statement' },
  ...docRoutes,
];
