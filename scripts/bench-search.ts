// Prints the search figures (budgets in packages/search/README.md) from a finished build:
//   tsx scripts/bench-search.ts [buildDir=build] [--pages 5000]
// Figures, not a pass/fail test: machines differ.
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  SearchIndex,
  serializeIndex,
  type SerializedIndex,
  contentHash,
  type DocPage,
  contextualFacetFilters,
  DOCSEARCH_REQUEST_DEFAULTS,
  type SearchRequest,
} from '../packages/search/src/node';
import { generateCorpus, sampleTextOf } from '../packages/search/src/__fixtures__/bench-corpus';
import { pagesFromBuild } from './search-build';
import {
  frozenQueries,
  keystrokes,
  labelledQueries,
  prefixes,
  rankingRelevance,
  type LabelledQuery,
} from '../packages/search/src/__fixtures__/queries';

const here = path.dirname(process.argv[1] ?? '.');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (t: number) => `${t.toFixed(2)} ms`;
const gz = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;

// A collection before reading the heap, so the figure is the index and not garbage.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
function settledHeap(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function median(run: () => number, times: number): number {
  return percentile(
    Array.from({ length: times }, run).sort((a, b) => a - b),
    50,
  );
}

const baseRequest: SearchRequest = {
  indexName: 'developers',
  ...DOCSEARCH_REQUEST_DEFAULTS,
  attributesToRetrieve: [...DOCSEARCH_REQUEST_DEFAULTS.attributesToRetrieve],
  attributesToSnippet: [...DOCSEARCH_REQUEST_DEFAULTS.attributesToSnippet],
  facetFilters: contextualFacetFilters('en', ['docs-default-current']),
};

interface Latency {
  p50: number;
  p95: number;
  max: number;
  /** Per keystroke, the fastest of the rounds: what a query costs when no other process takes the CPU. */
  bestP50: number;
  bestP95: number;
  n: number;
}

function latency(index: SearchIndex, inputs: readonly string[], rounds: number): Latency {
  for (const q of inputs.slice(0, 50)) index.search({ ...baseRequest, query: q }); // warm up the JIT
  const all: number[] = [];
  const best = new Array<number>(inputs.length).fill(Infinity);
  for (let r = 0; r < rounds; r++) {
    inputs.forEach((q, i) => {
      const t0 = performance.now();
      index.search({ ...baseRequest, query: q });
      const t = performance.now() - t0;
      all.push(t);
      best[i] = Math.min(best[i], t);
    });
  }
  all.sort((a, b) => a - b);
  best.sort((a, b) => a - b);
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all[all.length - 1],
    bestP50: percentile(best, 50),
    bestP95: percentile(best, 95),
    n: all.length,
  };
}

const showLatency = (l: Latency, budget: string) =>
  `  p50 ${ms(l.p50)}, p95 ${ms(l.p95)} (budget ${budget}), max ${ms(l.max)}, n=${l.n}\n` +
  `  best of rounds per keystroke: p50 ${ms(l.bestP50)}, p95 ${ms(l.bestP95)}`;

/** The pages the search ranks for a query, best first, as paths. */
const pagesRanked = (index: SearchIndex) => (query: string) =>
  index.search({ ...baseRequest, query, hitsPerPage: 10 }).hits.map((h) => (h.url ?? '').split('#')[0]);

const fmtShare = (x: number) => `${(100 * x).toFixed(1)} %`;

interface Sizes extends SerializedIndex {
  raw: number;
  gzip: number;
  brotli: number;
  perPage: number;
  /** gz bytes of each page's text file, in page order. */
  textGzip: number[];
}

function sizes(pages: DocPage[]): Sizes {
  const files = serializeIndex(pages, contentHash);
  const gzip = gz(files.index);
  return {
    ...files,
    raw: files.index.length,
    gzip,
    brotli: brotliCompressSync(files.index).length,
    perPage: gzip / pages.length,
    textGzip: files.texts.map((t) => gz(t.json)),
  };
}

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

/** Adds every page text: the index as the browser has it once they have all arrived (what the latency and relevance figures use). */
function loadTexts(index: SearchIndex, files: Sizes): void {
  files.texts.forEach((t, p) => index.addText(p, t.json));
}

/**
 * What a visitor downloads to search, per labelled query typed keystroke by
 * keystroke into a freshly opened modal: the index, then the texts of the
 * pages the answers show. `index` (of `files`) must have no text loaded yet:
 * which texts a request reads does not depend on which are loaded, so one
 * index without texts answers for every fresh modal.
 */
function downloads(
  index: SearchIndex,
  files: Sizes,
  queries: readonly LabelledQuery[],
): { mean: number; max: number; texts: number } {
  const totals = queries.map(({ query }) => {
    const pages = new Set<number>();
    for (const typed of prefixes(query))
      for (const p of index.textNeeded([{ ...baseRequest, query: typed }])) pages.add(p);
    return files.gzip + sum([...pages].map((p) => files.textGzip[p]));
  });
  return { mean: sum(totals) / totals.length, max: Math.max(...totals), texts: files.gzip + sum(files.textGzip) };
}

/** The search code as the site ships it: what the local provider loads, and the Algolia chunk loaded only in that mode. */
async function bundleSize(): Promise<{ local: number; minisearch: number; algolia: number }> {
  const root = path.resolve(here, '..');
  const result = await build({
    entryPoints: [path.join(root, 'packages/search/src/index.ts')],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: path.join(root, '.bench-bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const size = new Map(result.outputFiles.map((f) => [path.relative(root, f.path), gz(f.contents)]));
  const entry = Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith('packages/search/src/index.ts')) ?? '';
  const eager = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(entry);
  const sum = (files: string[]) => files.reduce((n, f) => n + (size.get(f) ?? 0), 0);
  const lazy = Object.keys(outputs).filter((o) => o.endsWith('.js') && !eager.has(o));
  const engineOnly = await build({
    stdin: { contents: "export { default } from 'minisearch';", resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return { local: sum([...eager]), minisearch: gz(engineOnly.outputFiles[0].contents), algolia: sum(lazy) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const pagesArg = args.indexOf('--pages');
  const generatedPages = pagesArg >= 0 ? Number(args[pagesArg + 1]) : 5000;
  const buildDir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--pages') ?? 'build';
  const queries = labelledQueries;

  const { pages, source } = await pagesFromBuild(buildDir);
  if (pages.length === 0) throw new Error(`No doc pages in ${buildDir}; run "npm run build" first.`);
  const ours = sizes(pages);
  const ourLoad = median(() => {
    const t0 = performance.now();
    SearchIndex.fromSerialized(ours.index);
    return performance.now() - t0;
  }, 5);
  const ourIndex = SearchIndex.fromSerialized(ours.index);
  const ourDownloads = downloads(ourIndex, ours, queries);
  loadTexts(ourIndex, ours);
  const words = pages.reduce(
    (n, p) => n + p.sections.reduce((m, s) => m + s.content.join(' ').split(/\s+/).length, 0),
    0,
  );

  console.log(
    `Search bench (${source === 'index' ? 'index written by the plugin' : 'extracted from HTML'} in ${buildDir})`,
  );
  console.log(
    `Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores: wall times include other processes\n`,
  );
  console.log('Index, our pages');
  console.log(
    `  ${pages.length} pages, ${ourIndex.size} records, ${Math.round(words / pages.length)} words of body text per page`,
  );
  console.log(
    `  index (headings, vocabulary, postings): ${kb(ours.raw)} raw, ${kb(ours.gzip)} gz, ${kb(ours.brotli)} br`,
  );
  console.log(`  per page: ${kb(ours.perPage)} gz (budget 1.5 KB), ${kb(ours.brotli / pages.length)} br`);
  console.log(
    `  page texts, fetched per page for the results shown: ${kb(sum(ours.textGzip))} gz in all, ${kb(sum(ours.textGzip) / pages.length)} per page`,
  );
  console.log(
    `  downloaded to search, per labelled query typed into a fresh modal: mean ${kb(ourDownloads.mean)}, max ${kb(ourDownloads.max)} gz` +
      ` (index + every text: ${kb(ourDownloads.texts)})`,
  );
  console.log(`  parse + build in memory: ${ms(ourLoad)}`);

  const inputs = keystrokes(queries);
  const ourLatency = latency(ourIndex, inputs, 20);
  console.log('\nQuery latency, our pages (every keystroke of the labelled queries, with highlight + snippets)');
  console.log(showLatency(ourLatency, '2 ms'));

  // The frozen set first: its figures are the ones that count, and its misses are not for reading while tuning.
  const relevanceOf = async (label: string, set: readonly LabelledQuery[], showMisses: boolean) => {
    const all = await rankingRelevance(set, pagesRanked(ourIndex));
    const typos = await rankingRelevance(
      set.filter((q) => q.typo),
      pagesRanked(ourIndex),
    );
    console.log(`\nRelevance, ${label}: ${set.length} queries (${set.filter((q) => q.typo).length} with a typo)`);
    console.log(`  MRR@10 ${all.mrr.toFixed(3)}, recall@5 ${all.recall5.toFixed(3)}, first ${fmtShare(all.first)}`);
    console.log(`  typo queries: MRR@10 ${typos.mrr.toFixed(3)}, recall@5 ${typos.recall5.toFixed(3)}`);
    if (showMisses && all.misses.length) console.log(`  not first:\n${all.misses.join('\n')}`);
    if (!showMisses) console.log(`  not first: ${all.misses.length} (not listed: the frozen set is never tuned on)`);
  };
  await relevanceOf('frozen set, written blind', frozenQueries, false);
  await relevanceOf('labelled queries (tuned on)', queries, true);

  const generated = generateCorpus({ pages: generatedPages, sampleText: sampleTextOf(pages) });
  const big = sizes(generated);
  const heapBefore = settledHeap();
  const t0 = performance.now();
  const bigIndex = SearchIndex.fromSerialized(big.index);
  const bigLoad = performance.now() - t0;
  const heapMB = (settledHeap() - heapBefore) / 1024 / 1024;
  const bigDownloads = downloads(bigIndex, big, queries);
  loadTexts(bigIndex, big);
  const bigLatency = latency(bigIndex, inputs, 5);
  console.log(`\nGenerated corpus, ${generatedPages} pages (${bigIndex.size} records)`);
  console.log(`  index: ${kb(big.raw)} raw, ${kb(big.gzip)} gz (${kb(big.perPage)} per page), ${kb(big.brotli)} br`);
  console.log(`  page texts: ${kb(sum(big.textGzip))} gz in all`);
  console.log(
    `  downloaded per labelled query typed into a fresh modal: mean ${kb(bigDownloads.mean)}, max ${kb(bigDownloads.max)} gz`,
  );
  console.log(`  parse + build in memory: ${ms(bigLoad)}, index heap (before texts): ${heapMB.toFixed(0)} MB`);
  console.log('  query latency, same keystrokes:');
  console.log(showLatency(bigLatency, '16 ms'));

  const bundle = await bundleSize();
  console.log('\nBundle (esbuild, minified, gz)');
  console.log(
    `  core + engine + providers, as the modal loads it lazily: ${kb(bundle.local)} (MiniSearch alone ${kb(bundle.minisearch)})`,
  );
  console.log(`  algolia provider chunk, loaded only in that mode: ${kb(bundle.algolia)}`);

  // Where one index per browser stops fitting: a download a phone on a slow
  // connection gets in about a second, and first results within about a
  // second of opening on a phone (building in a Web Worker keeps the page
  // responsive meanwhile, but does not make it faster).
  const downloadCapKB = 500;
  const phoneSlowdown = 4;
  const buildCapMs = 1000;
  const perPageGz = Math.max(big.gzip / generatedPages, ours.perPage);
  const perQueryTexts = bigDownloads.mean - big.gzip;
  const byDownload = Math.floor((downloadCapKB * 1024 - perQueryTexts) / perPageGz);
  const byBuild = Math.floor(buildCapMs / ((bigLoad / generatedPages) * phoneSlowdown));
  const byMemoryMB = (heapMB / generatedPages) * Math.min(byDownload, byBuild);
  console.log('\nScaling');
  console.log(
    `  one index per browser fits up to ~${Math.min(byDownload, byBuild)} pages of ours: ${byDownload} by a ${downloadCapKB} KB gz download, ${byBuild} by`,
  );
  console.log(
    `  ${buildCapMs} ms to build on a phone ${phoneSlowdown}× slower than this machine (about ${byMemoryMB.toFixed(0)} MB of memory there);`,
  );
  console.log(
    `  the page texts a query shows add ~${kb(perQueryTexts)} whatever the site's size, so they are not what limits it`,
  );
  console.log(
    '  past that: split the index per docs version (docusaurus_tag, already a facet) and per lvl0 section and fetch only the',
  );
  console.log(
    '  shards in context, or answer from a server running this same core (packages/search/src/node.ts) behind the',
  );
  console.log('  same Algolia-shaped request, or switch the provider to algolia; the UI does not change.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
