// Node-only helpers (the Ask AI service, scripts): read the index the build wrote.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchIndex } from './engine';
import { unpackPages, type DocPage } from './records';
import type { SearchManifest } from './providers/local';

export const MANIFEST_PATH = 'search/manifest.json';

/** The index file named by `<buildDir>/search/manifest.json`. */
export async function resolveIndexFile(buildDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, MANIFEST_PATH), 'utf8')) as SearchManifest;
  return path.join(buildDir, manifest.index.replace(/^.*?\/search\//, 'search/'));
}

export async function loadPagesFromBuild(buildDir: string): Promise<DocPage[]> {
  return unpackPages(await readFile(await resolveIndexFile(buildDir), 'utf8'));
}

export async function loadIndexFromBuild(buildDir: string): Promise<SearchIndex> {
  return SearchIndex.fromPages(await loadPagesFromBuild(buildDir));
}
