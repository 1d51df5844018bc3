/**
 * First-load weight of the pages a visitor lands on most, and what loads only
 * after an interaction, against written-down budgets (printed, never timed).
 * First load: the HTML, every script the page fetches before it is idle
 * (runtime, main and the route's own chunks) and the stylesheets its HTML
 * links (they block the first paint); raw and gzip (level 6). Measured in
 * Chromium against our own server with Save-Data on, so no other page's code
 * is fetched ahead. After interaction: what opening the search, its Ask AI
 * screen, a client-side navigation to a page with code and its page-actions
 * menu fetch on top.
 * Run after `npm run build`: `npm run size`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { buildServer } from '../server/app';
import { listFiles } from '../server/files';
import { resolvePath } from '../server/paths';
import { chromiumLaunchOptions } from '../tests/chromium';

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

/** The budgets a first load must stay within, in gzip bytes. */
export const BUDGETS = {
  /** Scripts a doc page runs before it is interactive. */
  docPageJs: 100 * 1024,
  /** Stylesheets every page waits for before its first paint. */
  renderBlockingCss: 15 * 1024,
};

export function budgetLine(label: string, gzip: number, budget: number): string {
  const verdict = gzip <= budget ? 'within' : `OVER by ${kb(gzip - budget)}`;
  return `${label.padEnd(44)} ${kb(gzip).padStart(8)} gz  (budget ${kb(budget)}: ${verdict})`;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const cell = (x: Weight) => `${kb(x.raw).padStart(9)} / ${kb(x.gzip).padStart(8)}`;

const DOC_PAGES = ['/docs/intro', '/docs/backend/database'];

/** Script paths the page fetches from now on. */
function scriptsFrom(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  return scripts;
}

async function main(): Promise<void> {
  const buildDir = resolve(process.argv[2] ?? 'build');
  const pages = ['/', ...DOC_PAGES, '/search'];
  const files = await listFiles(buildDir);
  const app = await buildServer({ root: buildDir });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const local = (p: string) => join(buildDir, p.slice(1));
  try {
    const context = await browser.newContext();
    // Docusaurus' preloading on hover and focus skips visitors who save data.
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    console.log('page                      HTML raw / gz        first-load JS raw / gz   render-blocking CSS raw / gz');
    const weights: PageWeight[] = [];
    for (const path of pages) {
      const page = await context.newPage();
      const scripts = scriptsFrom(page);
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const stylesheets = await page
        .locator('head link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      // The file the server answered the page with.
      const resolved = resolvePath(path, files);
      if (resolved.kind !== 'file') throw new Error(`${path} is not a page of ${buildDir}`);
      const weight: PageWeight = {
        path,
        html: weigh([join(buildDir, resolved.file)]),
        js: weigh([...scripts].filter((p) => !isLazyChunk(p)).map(local)),
        lazyJs: weigh([...scripts].filter(isLazyChunk).map(local)),
        css: weigh(stylesheets.map(local)),
      };
      weights.push(weight);
      console.log(`${path.padEnd(25)} ${cell(weight.html)}  ${cell(weight.js)}      ${cell(weight.css)}`);
      if (weight.lazyJs.raw > 0)
        console.log(`${''.padEnd(25)} + on-demand chunks fetched on load: ${cell(weight.lazyJs)}`);
      await page.close();
    }

    console.log('\nAfter interaction, on top of the first load of /docs/intro:');
    const page = await context.newPage();
    const scripts = scriptsFrom(page);
    await page.goto(origin + '/docs/intro', { waitUntil: 'networkidle' });
    const step = async (label: string, act: () => Promise<void>) => {
      scripts.clear();
      await act();
      await page.waitForLoadState('networkidle');
      console.log(`  ${label.padEnd(42)} ${cell(weigh([...scripts].map(local)))}  (${scripts.size} scripts)`);
    };
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await step('open the search', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
      await dialog.getByRole('combobox').waitFor();
    });
    await step('its Ask AI screen (Ctrl+I)', async () => {
      await dialog.getByRole('combobox').press('Control+i');
      // The starters are the answer screen's own; its question field shows while the screen's code still loads.
      await dialog.getByRole('region', { name: 'Try asking' }).waitFor();
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await step('follow a link to a page with code', async () => {
      await page.locator('nav a[href="/docs/backend/database"]').first().click();
      await page.locator('article pre .token').first().waitFor();
    });
    await step('open its page-actions menu', async () => {
      await page.getByRole('button', { name: 'Page actions', exact: true }).click();
      await page.getByRole('menu', { name: 'Page actions' }).waitFor();
    });
    await page.close();
    await context.close();

    console.log('\nBudgets (gzip):');
    for (const weight of weights.filter((w) => DOC_PAGES.includes(w.path))) {
      console.log(budgetLine(`first-load JS of ${weight.path}`, weight.js.gzip, BUDGETS.docPageJs));
    }
    const css = Math.max(...weights.map((w) => w.css.gzip));
    console.log(budgetLine('render-blocking CSS (largest of these pages)', css, BUDGETS.renderBlockingCss));
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
