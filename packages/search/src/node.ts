// Node-only helpers (the build, the Ask AI service, scripts): name and read the index the build writes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchIndex } from './engine';
import { docPage, parseIndex, parseText } from './format';
import type { DocPage } from './records';
import type { SearchManifest } from './providers/local';

export { escapeHtml } from './text';

export const MANIFEST_PATH = 'search/manifest.json';

/** Names a file by its content, so it can be cached forever. */
export const contentHash = (data: string): string => createHash('sha256').update(data).digest('hex').slice(0, 12);

/** The index file named by `<buildDir>/search/manifest.json`. */
async function resolveIndexFile(buildDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, MANIFEST_PATH), 'utf8')) as SearchManifest;
  return path.join(buildDir, manifest.index.replace(/^.*?\/search\//, 'search/'));
}

/** The pages with their text, as the crawler read them; the index names only plain files beside it (checked when parsed). */
export async function loadPagesFromBuild(buildDir: string): Promise<DocPage[]> {
  const indexFile = await resolveIndexFile(buildDir);
  const pages = parseIndex(await readFile(indexFile, 'utf8'));
  const read = (file: string) => readFile(path.join(path.dirname(indexFile), file), 'utf8');
  return Promise.all(pages.map(async (page) => docPage(page, parseText(await read(page.text), page))));
}

/** The index with every page's text: a service answers many questions, so it reads them all once. */
export async function loadIndexFromBuild(buildDir: string): Promise<SearchIndex> {
  return SearchIndex.fromPages(await loadPagesFromBuild(buildDir));
}

// The Node entry also carries the core the Ask AI service needs, without the browser's providers
// (their lazy `import()` of the Algolia client is for the bundler, not for Node).
// The build plugins and the scripts also write the index and records, so they get the format from here too.
export { SearchIndex };
export { FALLBACK_LVL0 } from './constants';
export { LEVELS, type FacetFilters, type SearchHit, type SearchRecord, type SearchRequest } from './types';
export { MAX_QUERY_LENGTH, tokenize, typoBudget, typoDistance, unescapeHtml, words, type Token } from './text';
export { buildHit, DOCSEARCH_REQUEST_DEFAULTS } from './hits';
export { compileFacetFilters, type FacetPredicate } from './facets';
export type { WordMatcher } from './highlight';
export { pageToRecords, pagesToRecords, type DocPage, type DocSection } from './records';
export { serializeIndex, slugify, type SerializedIndex } from './format';
export { algoliaPreconnectOrigin, contextualFacetFilters } from './providers/provider';
