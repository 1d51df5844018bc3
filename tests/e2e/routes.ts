import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';

/** The doc routes; each page's <h1> is the title in its front matter. */
export const docPaths = [
  '/docs/intro',
  '/docs/backend/database',
  '/docs/backend/docker-usage',
  '/docs/backend/handling-access-tokens',
  '/docs/frontend/accessibility',
  '/docs/frontend/languages-and-frameworks',
  '/docs/frontend/shared-components',
  '/docs/frontend/testing',
  '/docs/frontend/third-party-dependencies',
  '/docs/general/code-review',
  '/docs/general/languages-and-frameworks',
  '/docs/general/project-documentation',
  '/docs/general/readme-default',
  '/docs/general/secure-coding',
  '/docs/general/storing-source-code',
  '/docs/general/testing',
  '/docs/general/third-party-dependencies',
  '/docs/general/using-git',
  '/docs/projects/maps',
  '/docs/projects/monitoring',
  '/docs/projects/secure-mail-relay',
  '/docs/projects/sso',
] as const;

/** The front matter of the Markdown file behind a doc route, as YAML reads it. */
export function docFrontMatter(path: string): Record<string, unknown> {
  const file = join(process.cwd(), `${path.slice(1)}.md`);
  return matter(readFileSync(file, 'utf8')).data;
}

export function docTitle(path: string): string {
  return String(docFrontMatter(path).title);
}

export const docRoutes = docPaths.map((path) => ({ path, h1: docTitle(path) }));

/** `title` is the page's own part of the document title when it is not its h1. */
export const allPages: ReadonlyArray<{ path: string; h1: string; title?: string }> = [
  { path: '/', h1: 'Amsterdam Developers' },
  { path: '/search', h1: 'Search the documentation', title: 'Search' },
  ...docRoutes,
];
