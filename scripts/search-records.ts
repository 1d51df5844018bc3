// Writes the DocSearch records of a finished build as JSON, ready to push to
// a hosted index (Algolia's `saveObjects` / `replaceAllObjects` take this array).
//
//   tsx scripts/search-records.ts [buildDir] [--out file|-] [--site-url https://developers.amsterdam]
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pagesToRecords, type SearchRecord } from '../packages/search/src/node';
import { pagesFromBuild } from './search-build';

export interface RecordsOptions {
  /** Makes url and url_without_anchor absolute, as the DocSearch crawler does. */
  siteUrl?: string;
}

export async function recordsFromBuild(buildDir: string, options: RecordsOptions = {}): Promise<SearchRecord[]> {
  const { pages } = await pagesFromBuild(buildDir);
  const records = pagesToRecords(pages);
  if (!options.siteUrl) return records;
  const base = options.siteUrl.replace(/\/$/, '');
  return records.map((r) => ({ ...r, url: base + r.url, url_without_anchor: base + r.url_without_anchor }));
}

function parseArgs(argv: string[]): { buildDir: string; out: string; siteUrl?: string } {
  const args = { buildDir: 'build', out: '', siteUrl: undefined as string | undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') args.out = argv[++i] ?? '';
    else if (argv[i] === '--site-url') args.siteUrl = argv[++i];
    else args.buildDir = argv[i];
  }
  // Next to the build rather than inside it, so it is not deployed.
  args.out ||= path.join(path.dirname(path.resolve(args.buildDir)), 'search-records.json');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const records = await recordsFromBuild(args.buildDir, { siteUrl: args.siteUrl });
  if (records.length === 0) throw new Error(`No doc pages found in ${args.buildDir}; run "npm run build" first.`);
  const json = `${JSON.stringify(records, null, 1)}\n`;
  if (args.out === '-') process.stdout.write(json);
  else {
    await writeFile(args.out, json);
    const pages = new Set(records.map((r) => r.url_without_anchor)).size;
    console.error(`${records.length} records from ${pages} pages → ${args.out}`);
  }
}

if (/search-records\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
