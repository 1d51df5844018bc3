/**
 * First-load weight of the pages a visitor lands on most: the HTML, every
 * script the page runs before it is interactive (runtime, main and the route's
 * own chunks) and its stylesheets; raw and gzip (level 6, what our server
 * sends). Measured in Chromium against our own server, with link prefetching
 * off (Save-Data), so chunks fetched for *other* pages are not counted.
 * Run after `npm run build`: `npm run size`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildServer } from '../server/app';
import { listFiles } from '../server/files';
import { resolvePath } from '../server/paths';
import { chromiumLaunchOptions } from './chromium';

export type Weight = { raw: number; gzip: number };
export type PageWeight = { path: string; html: Weight; js: Weight; lazyJs: Weight; css: Weight };

/**
 * Chunks that are loaded on demand (named in their dynamic import or in a
 * split-chunks group), never needed for the page to become interactive.
 */
export const lazyChunkNames = ['prism', 'prism-engine', 'search-modal'];

export function isLazyChunk(pathname: string): boolean {
  const name = pathname
    .split('/')
    .pop()!
    .replace(/\.[0-9a-f]+\.js$/, '');
  return lazyChunkNames.includes(name);
}

export function weigh(files: readonly string[]): Weight {
  return files.reduce<Weight>(
    (sum, file) => {
      const buf = readFileSync(file);
      return { raw: sum.raw + buf.length, gzip: sum.gzip + gzipSync(buf, { level: 6 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const cell = (x: Weight) => `${kb(x.raw).padStart(9)} / ${kb(x.gzip).padStart(8)}`;

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? 'build');
  const pages = ['/', '/docs/intro', '/docs/backend/database'];
  const files = await listFiles(buildDir);
  const app = await buildServer({ root: buildDir });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      'page                      HTML raw / gz        first-load JS raw / gz   CSS raw / gz         lazy JS (after load) raw / gz',
    );
    for (const path of pages) {
      const context = await browser.newContext();
      // Docusaurus skips link prefetching when the visitor saves data.
      await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const page = await context.newPage();
      const fetched = { js: new Set<string>(), css: new Set<string>() };
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) fetched.js.add(pathname);
        if (pathname.endsWith('.css')) fetched.css.add(pathname);
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const local = (p: string) => join(buildDir, p.slice(1));
      // The file the server answered the page with.
      const resolved = resolvePath(path, files);
      if (resolved.kind !== 'file') throw new Error(`${path} is not a page of ${buildDir}`);
      const html = join(buildDir, resolved.file);
      const weight: PageWeight = {
        path,
        html: weigh([html]),
        js: weigh([...fetched.js].filter((p) => !isLazyChunk(p)).map(local)),
        lazyJs: weigh([...fetched.js].filter(isLazyChunk).map(local)),
        css: weigh([...fetched.css].map(local)),
      };
      console.log(
        `${path.padEnd(25)} ${cell(weight.html)}  ${cell(weight.js)}      ${cell(weight.css)}  ${cell(weight.lazyJs)}`,
      );
      await context.close();
    }
    console.log('\nBudget: first-load JS under 164 KB gz per page (the stock Docusaurus template).');
  } finally {
    await browser.close();
    await app.close();
  }
}

if (process.argv[1]?.endsWith('size-report.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
