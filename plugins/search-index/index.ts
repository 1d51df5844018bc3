import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, RouteConfig } from '@docusaurus/types';
import { serializeIndex, contentHash, type DocPage } from '../../packages/search/src/node';
import { extractPage } from './extract';

export { extractPage, extractRecords } from './extract';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** The component the docs plugin renders a doc page with (its `docItemComponent`, which we keep at the default). */
const DOC_ITEM = '@theme/DocItem';

/** Leaf routes rendered by DocItem: the doc pages, without category indexes, tag pages or the 404. */
export function docRoutePaths(routes: readonly RouteConfig[]): string[] {
  const out: string[] = [];
  const walk = (route: RouteConfig, inDocs: boolean) => {
    const plugin = (route as { plugin?: { name?: string } }).plugin;
    const docs = inDocs || plugin?.name === DOCS_PLUGIN;
    if (route.routes?.length) route.routes.forEach((child) => walk(child, docs));
    else if (docs && route.component === DOC_ITEM) out.push(route.path);
  };
  routes.forEach((route) => walk(route, false));
  return [...new Set(out)];
}

/** Where Docusaurus wrote a route, whichever trailingSlash setting produced it. */
export function htmlFileFor(outDir: string, routePath: string, baseUrl: string): string | null {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const trimmed = relative.replace(/\/$/, '');
  const candidates = /\.html?$/.test(trimmed) ? [trimmed] : [`${trimmed}.html`, path.join(trimmed, 'index.html')];
  return candidates.map((c) => path.join(outDir, c)).find((file) => existsSync(file)) ?? null;
}

export interface WrittenIndex {
  /** Public URL of the index, as written into the manifest. */
  index: string;
  file: string;
  records: number;
  bytes: number;
  gzipBytes: number;
  /** The page texts beside it, fetched per page as results show them. */
  texts: { files: number; bytes: number; gzipBytes: number };
}

const gzipSize = (data: string) => gzipSync(data, { level: 9 }).length;

/**
 * Writes `search/index.<contenthash>.json` and one `search/text.<contenthash>.json`
 * per page (cache forever), and the fixed-name `search/manifest.json` that
 * points at the index (revalidated on every visit).
 */
export async function writeSearchIndex(
  outDir: string,
  baseUrl: string,
  pages: readonly DocPage[],
): Promise<WrittenIndex> {
  const { index: json, texts } = serializeIndex(pages, contentHash);
  const dir = path.join(outDir, 'search');
  await mkdir(dir, { recursive: true });
  const name = `index.${contentHash(json)}.json`;
  const file = path.join(dir, name);
  await writeFile(file, json);
  await Promise.all(texts.map((t) => writeFile(path.join(dir, t.file), t.json)));
  const records = pages.reduce((n, p) => n + p.sections.reduce((m, s) => m + 1 + s.content.length, 0), 0);
  const index = `${baseUrl.replace(/\/?$/, '/')}search/${name}`;
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify({ index, records })}\n`);
  return {
    index,
    file,
    records,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSize(json),
    texts: {
      files: texts.length,
      bytes: texts.reduce((n, t) => n + Buffer.byteLength(t.json), 0),
      gzipBytes: texts.reduce((n, t) => n + gzipSize(t.json), 0),
    },
  };
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async postBuild({ routes, outDir, baseUrl }) {
      const pages: DocPage[] = [];
      for (const routePath of docRoutePaths(routes)) {
        const file = htmlFileFor(outDir, routePath, baseUrl);
        if (!file) continue;
        const page = extractPage(await readFile(file, 'utf8'), { url: routePath });
        if (page) pages.push(page);
      }
      const written = await writeSearchIndex(outDir, baseUrl, pages);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `[search-index] ${pages.length} pages, ${written.records} records → ${written.index} (${kb(written.bytes)}, ${kb(written.gzipBytes)} gz)` +
          ` + ${written.texts.files} page texts (${kb(written.texts.gzipBytes)} gz in all)`,
      );
    },
  };
}
