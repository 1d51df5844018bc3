// Reads the search data of an existing `docusaurus build` output, for the
// records export and the bench.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractPage } from '../plugins/search-index/extract';
import { listFiles } from '../server/files';
import { loadPagesFromBuild, MANIFEST_PATH, type DocPage } from '../packages/search/src/node';

/** The HTML pages of a build, without the bundled assets. */
async function htmlFiles(dir: string): Promise<string[]> {
  const files = [...(await listFiles(dir))].filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
  return files.sort().map((f) => path.join(dir, f));
}

/** `docs/intro.html` → `/docs/intro`, `docs/intro/index.html` → `/docs/intro/`. */
export function routeOfFile(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The pages the search-index plugin wrote, or, for a build made without the
 * plugin, the same extraction run over every doc page's HTML.
 */
export async function pagesFromBuild(buildDir: string): Promise<{ pages: DocPage[]; source: 'index' | 'html' }> {
  if (existsSync(path.join(buildDir, MANIFEST_PATH)))
    return { pages: await loadPagesFromBuild(buildDir), source: 'index' };
  const pages: DocPage[] = [];
  for (const file of await htmlFiles(buildDir)) {
    const page = extractPage(await readFile(file, 'utf8'), { url: routeOfFile(buildDir, file) });
    if (page) pages.push(page);
  }
  return { pages, source: 'html' };
}
