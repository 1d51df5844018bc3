// Prints the MCP server's figures from a finished build:
//   tsx scripts/bench-mcp.ts [buildDir=build] [--rounds 3]
// - server time per tool, p50 and p95, for both protocol eras: the `ms` of the
//   server's own log line for each call (from the request's arrival to the last
//   byte of its answer), with the SDK's client calling over real HTTP;
// - search_standards' MRR@10 and recall@5 on the search bench's labelled
//   queries (packages/search/src/__fixtures__/queries.json), beside the same
//   figures from the search core directly, which they should equal.
// ask_standards is timed on the Ask AI tuning questions (scripts/ask-questions.json)
// with the extracts model, or the configured one when ASK_AI_BASE_URL is set.
// Figures, not a pass/fail test: machines differ.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  contextualFacetFilters,
  DOCSEARCH_REQUEST_DEFAULTS,
  loadPagesFromBuild,
  SearchIndex,
} from '../packages/search/src/node';
import {
  frozenQueries,
  labelledQueries,
  rankingRelevance,
  type LabelledQuery,
} from '../packages/search/src/__fixtures__/queries';
import { buildServer } from '../server/app';
import { askConfigFromEnv } from '../server/ask';
import { mcpApi } from '../server/mcp';
import { TOOLS } from '../server/mcp/tools';
import { Storage } from '../server/storage/storage';

type Era = 'modern' | 'legacy';
const MODERN = '2026-07-28';

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fixed = (n: number, digits = 1) => (Number.isNaN(n) ? '–' : n.toFixed(digits));

/** The ranked page URLs, as paths, for the shared relevance measure. */
const relevance = (queries: readonly LabelledQuery[], ranked: (query: string) => Promise<string[]> | string[]) =>
  rankingRelevance(queries, async (query) =>
    (await ranked(query)).map((url) => new URL(url, 'https://site.invalid').pathname),
  );

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roundsArg = args.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Math.max(1, Number(args[roundsArg + 1]) || 3) : 3;
  const buildDir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds') ?? 'build');
  const here = path.dirname(process.argv[1] ?? '.');
  const questionFile = JSON.parse(readFileSync(path.join(here, 'ask-questions.json'), 'utf8')) as {
    answerable: { question: string }[];
    uncovered: { question: string }[];
  };
  const questions = [...questionFile.answerable, ...questionFile.uncovered].map((q) => q.question);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-mcp-'));
  const storage = await Storage.open({ dataDir });
  const lines: { rpc?: string; tool?: string; protocol?: string; ms?: number; status?: number }[] = [];
  const eraOf = (line: (typeof lines)[number]): Era => (line.protocol === MODERN ? 'modern' : 'legacy');
  const log = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = { ...askConfigFromEnv(), dataDir, rateLimit: 100_000 };
  const mcp = mcpApi({ config, buildDir, storage });
  const app = await buildServer({
    root: buildDir,
    endpoints: [mcp.endpoint],
    readinessChecks: [mcp.readinessCheck],
    logger: { level: 'info', stream: log },
    retentionDays: config.retentionDays,
  });
  let closed = false;
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    await mcp.readinessCheck.check();
    const url = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`);

    const clients: Record<Era, Client> = {
      modern: new Client({ name: 'bench-mcp', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } }),
      legacy: new Client({ name: 'bench-mcp', version: '1.0.0' }),
    };
    for (const client of Object.values(clients)) await client.connect(new StreamableHTTPClientTransport(url));
    const { structuredContent } = await clients.modern.callTool({ name: TOOLS.list, arguments: {} });
    const pages = (structuredContent as { areas: { pages: { url: string }[] }[] }).areas.flatMap((a) => a.pages);

    const calls: Record<string, Record<string, unknown>[]> = {
      [TOOLS.search]: labelledQueries.map((q) => ({ query: q.query })),
      [TOOLS.get]: pages.map((p) => ({ url: p.url })),
      [TOOLS.list]: Array.from({ length: 20 }, () => ({})),
      [TOOLS.ask]: questions.map((question) => ({ question })),
    };
    // Relevance first, untimed: what the timed calls log is then all there is after `first`.
    const searchThroughMcp = async (query: string) => {
      const result = await clients.modern.callTool({ name: TOOLS.search, arguments: { query } });
      return (result.structuredContent as { results: { url: string }[] }).results.map((r) => r.url);
    };
    const mcpFrozen = await relevance(frozenQueries, searchThroughMcp);
    const mcpRelevance = await relevance(labelledQueries, searchThroughMcp);
    const call = async (era: Era, tool: string, input: Record<string, unknown>) => {
      const result = await clients[era].callTool({ name: tool, arguments: input });
      if (result.isError) throw new Error(`${tool} ${JSON.stringify(input)}: ${JSON.stringify(result.content)}`);
    };
    // A few calls of each tool in each era first, so the timings are of warm code.
    for (const era of ['modern', 'legacy'] as const) {
      for (const [tool, inputs] of Object.entries(calls))
        for (const input of inputs.slice(0, 5)) await call(era, tool, input);
    }
    const started = performance.now();
    const first = lines.length;
    // Era by era within each round, so a busy spell on the machine falls on both alike.
    for (let round = 0; round < rounds; round++) {
      for (const [tool, inputs] of Object.entries(calls)) {
        // ask_standards stores every question: one round is enough to time it.
        if (tool === TOOLS.ask && round > 0) continue;
        for (const input of inputs) for (const era of ['modern', 'legacy'] as const) await call(era, tool, input);
      }
    }
    const elapsed = (performance.now() - started) / 1000;

    const index = SearchIndex.fromPages(await loadPagesFromBuild(buildDir));
    const coreRelevance = await relevance(labelledQueries, (query) =>
      index
        .search({
          indexName: 'developers',
          ...DOCSEARCH_REQUEST_DEFAULTS,
          query,
          hitsPerPage: 10,
          facetFilters: contextualFacetFilters('en', ['docs-default-current']),
        })
        .hits.map((h) => h.url ?? ''),
    );
    for (const client of Object.values(clients)) await client.close();
    // Every request has ended, and so has been logged, once the server has closed.
    await app.close();
    closed = true;
    const timed = lines.slice(first);

    console.log(`MCP bench on ${buildDir}: ${pages.length} pages, ${questions.length} questions for ask_standards`);
    console.log(
      `Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )} on ${os.cpus().length} cores; model: ${config.provider?.model ?? 'extracts'}; ${elapsed.toFixed(1)} s of calls\n`,
    );
    console.log('Server time per tool call, ms (the request log line: arrival to the last byte of the answer)');
    console.log(
      `  ${'tool'.padEnd(18)} ${'era'.padEnd(7)} ${'calls'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`,
    );
    for (const tool of Object.values(TOOLS)) {
      for (const era of ['modern', 'legacy'] as const) {
        const times = timed
          .filter((l) => l.tool === tool && eraOf(l) === era && typeof l.ms === 'number')
          .map((l) => l.ms!)
          .sort((a, b) => a - b);
        console.log(
          `  ${tool.padEnd(18)} ${era.padEnd(7)} ${String(times.length).padStart(5)} ${fixed(percentile(times, 50)).padStart(7)} ${fixed(percentile(times, 95)).padStart(7)} ${fixed(times.at(-1) ?? NaN).padStart(7)}`,
        );
      }
    }
    const failed = timed.filter((l) => l.rpc && (l.status ?? 200) >= 400);
    if (failed.length > 0) console.log(`  ${failed.length} calls answered with an HTTP error`);

    console.log(
      `\nsearch_standards relevance, the search bench's frozen set (${frozenQueries.length} queries, written blind)`,
    );
    console.log(`  through MCP:        MRR@10 ${mcpFrozen.mrr.toFixed(3)}, recall@5 ${mcpFrozen.recall5.toFixed(3)}`);
    console.log(`\nsearch_standards relevance, ${labelledQueries.length} labelled queries of the search bench`);
    console.log(
      `  through MCP:        MRR@10 ${mcpRelevance.mrr.toFixed(3)}, recall@5 ${mcpRelevance.recall5.toFixed(3)}`,
    );
    console.log(
      `  search core direct: MRR@10 ${coreRelevance.mrr.toFixed(3)}, recall@5 ${coreRelevance.recall5.toFixed(3)}`,
    );
    if (mcpRelevance.misses.length > 0) console.log(`  not first:\n${mcpRelevance.misses.join('\n')}`);
  } finally {
    if (!closed) await app.close();
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
