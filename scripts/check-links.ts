/**
 * Lists every external link on every page in docs/ and, where the network is reachable,
 * checks that each still answers: a HEAD request first, a GET where the server refuses
 * HEAD, redirects followed, a bounded number of requests at a time and a time limit per
 * request and for the whole run. Internal links are checked by the build instead.
 *
 *   npm run check:links                       list and check; offline, list only
 *   npm run check:links -- --list             list only
 *   npm run check:links -- --require-network  fail when the network is unreachable (CI)
 *
 * Exit code 1 when a link is broken (4xx other than 401/403/429, 5xx, timeout, DNS or
 * connection error), 2 when the network is required but unreachable, 0 otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { isDocsPage } from '../plugins/front-matter/parse';
import { linkTargets, readPage } from '../tests/content/markdown';

const docsDir = resolve(__dirname, '../docs');

/** Links that only members of the Amsterdam GitHub organisation can open; anonymous requests get 404. */
export const membersOnly = [
  'https://github.com/Amsterdam/development-standards/tree/main/internal/',
  'https://github.com/Amsterdam/development-standards/blob/main/internal/',
];
/** Placeholder hosts in examples, never real links. */
const placeholderHosts = /(^|\.)example\.(org|com|net)$|^localhost$|^127\.0\.0\.1$/;

export interface PageLinks {
  page: string;
  urls: string[];
}

/** The external http(s) links of every page, each page's list deduplicated and sorted. */
export function externalLinks(dir = docsDir): PageLinks[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => isDocsPage(join(dir, file)))
    .map((file) => file.split(sep).join('/'))
    .sort()
    .map((file) => {
      const page = readPage(readFileSync(join(dir, file), 'utf8'));
      const urls = linkTargets(page)
        .filter((target) => /^https?:\/\//i.test(target))
        .filter((target) => !placeholderHosts.test(new URL(target).hostname));
      return { page: `docs/${file}`, urls: [...new Set(urls)].sort() };
    })
    .filter(({ urls }) => urls.length > 0);
}

export type Verdict = 'ok' | 'broken' | 'unverified' | 'members-only';

export interface LinkResult {
  url: string;
  verdict: Verdict;
  /** The final HTTP status, or what went wrong. */
  detail: string;
  /** The address the redirects ended at, when it differs. */
  finalUrl?: string;
}

export interface CheckOptions {
  /** Per request, in milliseconds. */
  timeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** For the whole run, in milliseconds; links not reached in time are reported as unverified. */
  budgetMs: number;
}

export const defaultOptions: CheckOptions = { timeoutMs: 15_000, concurrency: 6, budgetMs: 300_000 };

const userAgent = 'Amsterdam-Developers-link-check/1.0 (+https://developers.amsterdam)';

/** Statuses that say "not for you" rather than "gone": worth a look by hand, not a failure. */
const unverifiableStatus = new Set([401, 403, 429]);
/** Statuses with which some servers refuse HEAD although GET works. */
const headRefused = new Set([400, 403, 404, 405, 501]);

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    headers: { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Only the status matters; do not download the body.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

/** "timed out", a system error code such as ENOTFOUND or ECONNREFUSED, or the message. */
function describeError(error: unknown): string {
  // Duck-typed: fetch's errors may come from another realm, where instanceof Error fails.
  const { name, message, cause } = (error ?? {}) as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  return cause?.code ?? cause?.message ?? message ?? String(error);
}

export async function checkUrl(
  url: string,
  options: Pick<CheckOptions, 'timeoutMs'> = defaultOptions,
): Promise<LinkResult> {
  if (membersOnly.some((prefix) => url.startsWith(prefix))) {
    return { url, verdict: 'members-only', detail: 'visible to organisation members only; not checked' };
  }
  let response: Response;
  try {
    response = await request(url, 'HEAD', options.timeoutMs);
    if (headRefused.has(response.status)) response = await request(url, 'GET', options.timeoutMs);
  } catch (headError) {
    try {
      // Some servers drop HEAD requests instead of answering them.
      response = await request(url, 'GET', options.timeoutMs);
    } catch (error) {
      return { url, verdict: 'broken', detail: describeError(error ?? headError) };
    }
  }
  const finalUrl = response.url && response.url !== url ? response.url : undefined;
  const detail = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (response.ok) return { url, verdict: 'ok', detail, finalUrl };
  if (unverifiableStatus.has(response.status)) return { url, verdict: 'unverified', detail, finalUrl };
  return { url, verdict: 'broken', detail, finalUrl };
}

/** Checks every link with at most `concurrency` requests in flight and within the time budget. */
export async function checkAll(urls: string[], options: CheckOptions = defaultOptions): Promise<LinkResult[]> {
  const results = new Map<string, LinkResult>();
  const deadline = Date.now() + options.budgetMs;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const left = deadline - Date.now();
      results.set(
        url,
        left <= 0
          ? { url, verdict: 'unverified', detail: 'not checked: the time budget ran out' }
          : await checkUrl(url, { timeoutMs: Math.min(options.timeoutMs, left) }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, urls.length) }, worker));
  return urls.map((url) => results.get(url)!);
}

/** Whether the public internet answers at all: one small request to a host the pages link to. */
export async function networkReachable(probe = 'https://www.rfc-editor.org/', timeoutMs = 5_000): Promise<boolean> {
  try {
    await request(probe, 'HEAD', timeoutMs);
    return true;
  } catch {
    return false;
  }
}

async function main(args: string[]): Promise<number> {
  const pages = externalLinks();
  const unique = [...new Set(pages.flatMap(({ urls }) => urls))].sort();
  for (const { page, urls } of pages) {
    console.log(`\n${page} (${urls.length})`);
    for (const url of urls) console.log(`  ${url}`);
  }
  console.log(`\n${unique.length} unique external links on ${pages.length} pages.`);
  if (args.includes('--list')) return 0;

  if (!(await networkReachable())) {
    const message = 'The network is not reachable: the links above are listed, none was checked.';
    if (args.includes('--require-network')) {
      console.error(`${message} (--require-network)`);
      return 2;
    }
    console.log(message);
    return 0;
  }

  const started = Date.now();
  const results = new Map((await checkAll(unique)).map((result) => [result.url, result]));
  const report = (verdict: Verdict, title: string) => {
    const lines = pages.flatMap(({ page, urls }) =>
      urls
        .map((url) => results.get(url)!)
        .filter((result) => result.verdict === verdict)
        .map((result) => `  ${page}: ${result.url} → ${result.detail}`),
    );
    if (lines.length) console.log(`\n${title}:\n${lines.join('\n')}`);
    return lines.length;
  };
  const broken = report('broken', 'Broken');
  report('unverified', 'Not verified (access denied, rate-limited or out of time; check by hand)');
  const moved = [...results.values()].filter((r) => r.verdict === 'ok' && r.finalUrl);
  if (moved.length) {
    console.log(`\nRedirected (consider linking the final address):`);
    for (const r of moved) console.log(`  ${r.url} → ${r.finalUrl}`);
  }
  const count = (verdict: Verdict) => [...results.values()].filter((r) => r.verdict === verdict).length;
  console.log(
    `\nChecked ${unique.length} links in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count('ok')} ok, ` +
      `${broken} broken on pages, ${count('unverified')} not verified, ${count('members-only')} members only.`,
  );
  return count('broken') > 0 ? 1 : 0;
}

if (/check-links\.ts$/.test(process.argv[1] ?? '')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
