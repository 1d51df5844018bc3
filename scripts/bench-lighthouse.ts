/**
 * npm run bench:lighthouse [-- --no-build] [--runs 5] [--compare DIR] [--form mobile|desktop|both]
 *                             [--routes /,/docs/intro] [--max-load 1] [--max-wait 60]
 *
 * Lighthouse performance figures for the pages people land on, printed, not
 * asserted: mobile (Lighthouse's default: a mid-range phone, slow 4G, 4× CPU
 * slowdown, simulated) and desktop, the median of N runs per route, each run
 * in a fresh headless Chromium against our production server on the build.
 *
 * With --compare DIR another build folder is served beside ours (with our
 * server when it is a build of this site, else statically with `serve`) and
 * measured in the same loop, interleaved run by run, so both see the same
 * machine; each ratio is ours ÷ other (under 1× is better for ours, except the score).
 *
 * These machines are shared: before each run the script waits (at most
 * --max-wait seconds) for the 1-minute load average to fall under --max-load
 * per core, and prints the load the runs actually saw. Figures taken on a
 * busy machine say so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromiumLaunchOptions } from '../tests/chromium';
import { startServerFor, startSiteServer, type LocalServer } from './local-servers';

export type Form = 'mobile' | 'desktop';

const LIGHTHOUSE_CLI = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire for the page load (Lighthouse's total byte weight). */
  bytes: number;
  /** Bytes over the wire of scripts. */
  jsBytes: number;
  domElements: number;
  requests: number;
  /** The 1-minute load average when the run started. */
  load: number;
}

export const ROUTES = ['/', '/docs/intro', '/docs/backend/database', '/search', '/this-page-does-not-exist'];

/** The middle value (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median over the runs (so the score is the median score, not the score of the median run). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

interface Options {
  build: boolean;
  runs: number;
  compare?: string;
  forms: Form[];
  routes: string[];
  maxLoad: number;
  maxWaitMs: number;
}

export function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => {
    const at = argv.indexOf(`--${name}`);
    if (at < 0) return undefined;
    const next = argv[at + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
    return next;
  };
  const positive = (name: string, fallback: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not "${raw}"`);
    return n;
  };
  const form = value('form') ?? 'both';
  if (!['mobile', 'desktop', 'both'].includes(form)) throw new Error(`--form must be mobile, desktop or both`);
  const routes = value('routes')?.split(',').filter(Boolean) ?? ROUTES;
  if (!routes.every((route) => route.startsWith('/'))) throw new Error('--routes are paths starting with /');
  return {
    build: !argv.includes('--no-build'),
    runs: Math.round(positive('runs', 5)),
    compare: value('compare'),
    forms: form === 'both' ? ['mobile', 'desktop'] : [form as Form],
    routes,
    maxLoad: positive('max-load', 1),
    maxWaitMs: positive('max-wait', 60) * 1000,
  };
}

/** Waits until the 1-minute load average per core is under `maxLoad`, for at most `maxWaitMs`; returns the load. */
async function waitForIdleCpu(maxLoad: number, maxWaitMs: number): Promise<number> {
  const cores = availableParallelism();
  const until = Date.now() + maxWaitMs;
  while (loadavg()[0]! / cores >= maxLoad && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 2000));
  }
  return loadavg()[0]!;
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;

export function figuresFrom(audits: Audits, score: number, load: number): Figures {
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests = (audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return {
    score: Math.round(score * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    domElements: numeric('dom-size'),
    requests: requests.length,
    load,
  };
}

/**
 * Lighthouse's mobile (default) or desktop settings, measuring pages that
 * answer with an error status too: the 404 page is one of the routes.
 */
async function configFile(form: Form): Promise<string> {
  const file = join(tmpdir(), `bench-lighthouse-${form}.json`);
  const base =
    form === 'desktop'
      ? ((await import('lighthouse/core/config/desktop-config.js')) as { default: { settings?: object } }).default
      : { extends: 'lighthouse:default', settings: {} };
  await writeFile(file, JSON.stringify({ ...base, settings: { ...base.settings, ignoreStatusCode: true } }));
  return file;
}

/**
 * One Lighthouse run through its own command line, in a child process: tsx's
 * transform would otherwise leak into the functions Lighthouse runs inside the
 * page, and each run starts from a fresh Chromium and a fresh process.
 */
async function measure(url: string, form: Form, options: Options): Promise<Figures> {
  // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a loaded machine: such a run is repeated.
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, form, options);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}; trying again\n`);
    }
  }
}

async function measureOnce(url: string, form: Form, options: Options): Promise<Figures> {
  const load = await waitForIdleCpu(options.maxLoad, options.maxWaitMs);
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance',
    `--chrome-path=${chromiumLaunchOptions.executablePath}`,
    `--chrome-flags=${['--headless=new', ...(chromiumLaunchOptions.args ?? [])].join(' ')}`,
    `--config-path=${await configFile(form)}`,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (${code}): ${Buffer.concat(err).toString().trim()}`);
  const lhr = JSON.parse(Buffer.concat(out).toString()) as {
    runtimeError?: { code: string; message: string };
    audits: Audits;
    categories: { performance?: { score: number | null } };
  };
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return figuresFrom(lhr.audits, lhr.categories.performance?.score ?? 0, load);
}

const HEADER = 'score  FCP ms  LCP ms  TBT ms    CLS   total KB   JS KB   DOM  reqs  load';
function row(f: Figures): string {
  const n = (x: number, width: number, digits = 0) => x.toFixed(digits).padStart(width);
  return [
    n(f.score, 5),
    n(f.fcp, 7),
    n(f.lcp, 7),
    n(f.tbt, 7),
    n(f.cls, 6, 3),
    n(f.bytes / 1024, 10, 1),
    n(f.jsBytes / 1024, 7, 1),
    n(f.domElements, 5),
    n(f.requests, 5),
    n(f.load, 5, 1),
  ].join(' ');
}
function ratioRow(ours: Figures, other: Figures): string {
  const r = (a: number, b: number, width: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`).padStart(width);
  return [
    r(ours.score, other.score, 5),
    r(ours.fcp, other.fcp, 7),
    r(ours.lcp, other.lcp, 7),
    r(ours.tbt, other.tbt, 7),
    r(ours.cls, other.cls, 6),
    r(ours.bytes, other.bytes, 10),
    r(ours.jsBytes, other.jsBytes, 7),
    r(ours.domElements, other.domElements, 5),
    r(ours.requests, other.requests, 5),
  ].join(' ');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.compare && !existsSync(options.compare)) throw new Error(`--compare ${options.compare}: no such folder`);
  if (options.build) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const servers: { name: string; server: LocalServer }[] = [];
  try {
    servers.push({ name: 'ours', server: await startSiteServer(resolve('build')) });
    if (options.compare) servers.push({ name: 'other', server: await startServerFor(resolve(options.compare)) });
    const cores = availableParallelism();
    console.log(
      `Lighthouse ${options.forms.join(' + ')}, median of ${options.runs}; ours: build/ (${servers[0]!.server.kind})` +
        (options.compare ? `; other: ${options.compare} (${servers[1]!.server.kind})` : '') +
        `\nWaiting before each run (up to ${options.maxWaitMs / 1000} s) for a 1-minute load under ` +
        `${(options.maxLoad * cores).toFixed(1)} (${cores} cores).`,
    );

    const results = new Map<string, Figures[]>();
    const key = (name: string, form: Form, route: string) => `${name} ${form} ${route}`;
    const total = options.runs * options.forms.length * options.routes.length * servers.length;
    let done = 0;
    for (let run = 0; run < options.runs; run++) {
      for (const form of options.forms) {
        for (const route of options.routes) {
          for (const { name, server } of run % 2 ? [...servers].reverse() : servers) {
            const figures = await measure(server.origin + route, form, options);
            results.set(key(name, form, route), [...(results.get(key(name, form, route)) ?? []), figures]);
            done++;
            process.stderr.write(
              `\r${done}/${total} ${form} ${name} ${route}: ${figures.score} (load ${figures.load.toFixed(1)})`.padEnd(
                80,
              ),
            );
          }
        }
      }
    }
    process.stderr.write('\n');

    let busy = false;
    for (const form of options.forms) {
      console.log(`\n${form} — median of ${options.runs} runs`);
      console.log(`${'route'.padEnd(28)}${options.compare ? 'site   ' : ''}${HEADER}`);
      for (const route of options.routes) {
        const ours = medianFigures(results.get(key('ours', form, route))!);
        busy ||= results.get(key('ours', form, route))!.some((f) => f.load / cores >= options.maxLoad);
        if (!options.compare) {
          console.log(`${route.padEnd(28)}${row(ours)}`);
          continue;
        }
        const other = medianFigures(results.get(key('other', form, route))!);
        console.log(`${route.padEnd(28)}ours   ${row(ours)}`);
        console.log(`${''.padEnd(28)}other  ${row(other)}`);
        console.log(`${''.padEnd(28)}ratio  ${ratioRow(ours, other)}`);
      }
    }
    console.log(
      busy
        ? `\nSome runs started on a busy machine (1-minute load at or above ${(options.maxLoad * cores).toFixed(1)}, ` +
            `see the load column): timings are slower than on a quiet one${options.compare ? '; the ratios still hold' : ''}.`
        : '\nEvery run started on a quiet machine.',
    );
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

if (process.argv[1]?.endsWith('bench-lighthouse.ts'))
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
