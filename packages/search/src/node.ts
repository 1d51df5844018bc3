// Node-only helpers (the Ask AI service, scripts): read the index the build wrote.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchIndex } from './engine';
import { docPage, parseIndex, parseText } from './format';
import type { DocPage } from './records';
import type { SearchManifest } from './providers/local';

export const MANIFEST_PATH = 'search/manifest.json';

/** The index file named by `<buildDir>/search/manifest.json`. */
export async function resolveIndexFile(buildDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, MANIFEST_PATH), 'utf8')) as SearchManifest;
  return path.join(buildDir, manifest.index.replace(/^.*?\/search\//, 'search/'));
}

/** Reads page texts from beside the index file; the index only names plain files (checked when parsed). */
function diskTextSource(indexFile: string): (file: string) => Promise<string> {
  return (file) => readFile(path.join(path.dirname(indexFile), file), 'utf8');
}

/** The pages with their text, as the crawler read them. */
export async function loadPagesFromBuild(buildDir: string): Promise<DocPage[]> {
  const indexFile = await resolveIndexFile(buildDir);
  const read = diskTextSource(indexFile);
  const pages = parseIndex(await readFile(indexFile, 'utf8'));
  return Promise.all(pages.map(async (page) => docPage(page, parseText(await read(page.text), page))));
}

/** The index with every page's text loaded: a service answers many questions, so it reads them all once. */
export async function loadIndexFromBuild(buildDir: string): Promise<SearchIndex> {
  const indexFile = await resolveIndexFile(buildDir);
  const index = SearchIndex.fromSerialized(await readFile(indexFile, 'utf8'), { loadText: diskTextSource(indexFile) });
  await index.loadAllText();
  return index;
}
