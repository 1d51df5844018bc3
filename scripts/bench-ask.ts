// Prints the Ask AI quality and speed figures on the labelled questions in
// scripts/ask-questions.json, against a finished build:
//   tsx scripts/bench-ask.ts [buildDir=build] [--failures tune|heldout|all|none] [--calibrate]
// The questions go through the real server (HTTP, token, stream) with the
// extracts model, or with the configured model when ASK_AI_BASE_URL is set.
// --calibrate sweeps the extracts model's decline threshold on the tuning
// questions and prints the value to put in server/assistant/compose.ts.
// Figures, not a pass/fail test: machines differ.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { UIMessage } from 'ai';
import { load } from 'cheerio';
import { loadIndexFromBuild, type SearchHit } from '../packages/search/src/node';
import { buildServer } from '../server/app';
import { askApi, askConfigFromEnv } from '../server/ask';
import { compose, COMPOSE } from '../server/assistant/compose';
import { questionTerms } from '../server/assistant/question';
import { isFollowUp, searchQueryFor } from '../server/assistant/extracts-model';
import { Library } from '../server/assistant/library';
import { DECLINE_SENTENCE, SOURCE_PREFIX, unescapeMarkdown } from '../server/assistant/render';
import { Retriever } from '../server/assistant/retrieval';
import { sentences } from '../server/assistant/sentences';
import { listFiles } from '../server/files';
import { resolvePath } from '../server/paths';
import { Storage } from '../server/storage/storage';

type Split = 'tune' | 'heldout';
interface Labelled {
  id: string;
  question: string;
  split: Split;
  page?: string;
  sections?: string[];
  related?: string[];
  fact?: string[][];
  paraphrased?: boolean;
  previous?: string;
}
interface QuestionFile {
  answerable: Labelled[];
  followUps: Labelled[];
  uncovered: Labelled[];
}
type Kind = 'answerable' | 'followUp' | 'uncovered';
interface Case extends Labelled {
  kind: Kind;
}

interface Answer {
  messageId: string;
  text: string;
  hits: SearchHit[];
  sources: string[];
  declined: boolean;
  kind: string;
  fallback?: string;
  error?: string;
  clientFirstByteMs: number;
  clientTotalMs: number;
  serverFirstChunkMs?: number;
  serverTotalMs?: number;
}

const args = process.argv.slice(2);
const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '') : undefined;
};
const showFailures = option('failures') ?? 'all';
/** Answers to print in full, by label id: --show a01,f02 */
const show = new Set((option('show') ?? '').split(',').filter(Boolean));
const labels = JSON.parse(
  readFileSync(path.join(path.dirname(process.argv[1]), 'ask-questions.json'), 'utf8'),
) as QuestionFile;
const cases: Case[] = [
  ...labels.answerable.map((q) => ({ ...q, kind: 'answerable' as const })),
  ...labels.followUps.map((q) => ({ ...q, kind: 'followUp' as const })),
  ...labels.uncovered.map((q) => ({ ...q, kind: 'uncovered' as const })),
];

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);
const ratio = (n: number, d: number) => (d === 0 ? ' n/a' : (n / d).toFixed(2));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const normal = (text: string) => unescapeMarkdown(text).replace(/\s+/g, ' ').toLowerCase();
const pageOf = (url: string) => url.split('#')[0];
const expectedUrls = (c: Case) => (c.sections ?? []).map((s) => (s ? `${c.page}#${s}` : c.page!));

// ---------------------------------------------------------------- labels
async function checkLabels(library: Library): Promise<string[]> {
  const problems: string[] = [];
  for (const c of cases) {
    if (c.kind === 'uncovered') continue;
    if (!library.has(c.page!)) problems.push(`${c.id}: page ${c.page} is not in the index (renamed or removed?)`);
    for (const url of expectedUrls(c))
      if (!library.has(url)) problems.push(`${c.id}: section ${url} is not in the index (heading reworded?)`);
    for (const page of c.related ?? [])
      if (!library.has(page)) problems.push(`${c.id}: related page ${page} is not in the index`);
    const pageText = normal(
      library.sections
        .filter((s) => s.pageUrl === c.page)
        .flatMap((s) => [...s.trail, ...s.blocks])
        .join(' '),
    );
    for (const group of c.fact ?? [])
      if (!group.some((alt) => pageText.includes(normal(alt))))
        problems.push(`${c.id}: key fact ${JSON.stringify(group)} no longer appears on ${c.page}`);
  }
  return problems;
}

// ---------------------------------------------------------------- calibration
function calibrate(library: Library, retriever: Retriever) {
  const rows = cases.map((c) => {
    const previous = c.previous && isFollowUp(c.question, c.previous) ? c.previous : undefined;
    const { hits } = retriever.search(searchQueryFor({ question: c.question, previous }));
    const sections = hits.map((h) => library.section(h.url!)!).filter(Boolean);
    const { relevance } = compose(library, questionTerms(library, c.question, previous), sections);
    return { c, relevance };
  });
  const candidates = [...new Set(rows.map((r) => r.relevance))].sort((a, b) => a - b);
  const evaluate = (split: Split | 'all', threshold: number) => {
    const chosen = rows.filter((r) => split === 'all' || r.c.split === split);
    const declined = chosen.filter((r) => r.relevance < threshold);
    const right = declined.filter((r) => r.c.kind === 'uncovered').length;
    const uncovered = chosen.filter((r) => r.c.kind === 'uncovered').length;
    const precision = declined.length ? right / declined.length : 1;
    const recall = uncovered ? right / uncovered : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { precision, recall, f1, declined: declined.length };
  };
  // Thresholds halfway between neighbouring relevances; the best F1 on the tuning questions wins, the middle of a tie.
  const thresholds = candidates.map((v, i) => (i === 0 ? v / 2 : (candidates[i - 1] + v) / 2));
  const scored = thresholds.map((t) => ({ t, ...evaluate('tune', t) }));
  const bestF1 = Math.max(...scored.map((s) => s.f1));
  const ties = scored.filter((s) => s.f1 === bestF1);
  const threshold = Number(ties[Math.floor((ties.length - 1) / 2)].t.toFixed(3));
  console.log(
    "Decline threshold calibration (relevance: the best sentence, with the support of the best sections' headings; decline below the threshold)",
  );
  for (const kind of ['answerable', 'followUp', 'uncovered'] as const) {
    const values = rows.filter((r) => r.c.kind === kind).map((r) => r.relevance);
    console.log(
      `  ${kind.padEnd(11)} relevance min ${Math.min(...values).toFixed(3)}  p10 ${percentile(values, 10).toFixed(3)}  median ${percentile(values, 50).toFixed(3)}  max ${Math.max(...values).toFixed(3)}`,
    );
  }
  for (const split of ['tune', 'heldout', 'all'] as const) {
    const e = evaluate(split, threshold);
    console.log(
      `  at ${threshold} on ${split.padEnd(7)}: "I couldn't find" precision ${e.precision.toFixed(2)} recall ${e.recall.toFixed(2)} (${e.declined} declined)`,
    );
  }
  console.log(`  current setting (server/assistant/compose.ts COMPOSE.declineBelow): ${COMPOSE.declineBelow}`);
  console.log(`  calibrated on the tuning questions: ${threshold}`);
  const wrong = rows.filter((r) => r.c.split === 'tune' && r.relevance < threshold !== (r.c.kind === 'uncovered'));
  for (const r of wrong)
    console.log(`    tune ${r.c.id} ${r.c.kind} relevance ${r.relevance.toFixed(3)}: ${r.c.question}`);
}

// ---------------------------------------------------------------- asking
async function post(base: string, route: string, headers: Record<string, string>, body: unknown) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-algolia-assistant-id': 'developers', ...headers },
    body: JSON.stringify(body),
  });
}

async function ask(base: string, token: string, messages: UIMessage[], storage: Storage): Promise<Answer> {
  const started = performance.now();
  const response = await post(base, '/api/ask/chat', { authorization: `TOKEN ${token}` }, { id: 'bench', messages });
  if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
  const answer: Answer = {
    messageId: '',
    text: '',
    hits: [],
    sources: [],
    declined: false,
    kind: '',
    clientFirstByteMs: NaN,
    clientTotalMs: NaN,
  };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    if (Number.isNaN(answer.clientFirstByteMs)) answer.clientFirstByteMs = performance.now() - started;
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event.replace(/^data: /, '');
      if (data === '[DONE]') continue;
      const chunk = JSON.parse(data) as Record<string, unknown>;
      const metadata = chunk.messageMetadata as { kind?: string; declined?: boolean; fallback?: string } | undefined;
      if (chunk.type === 'start') answer.messageId = String(chunk.messageId);
      if (chunk.type === 'text-delta') answer.text += String(chunk.delta);
      if (chunk.type === 'tool-output-available' && answer.hits.length === 0)
        answer.hits = (chunk.output as { hits: SearchHit[] }).hits;
      if (chunk.type === 'source-url') answer.sources.push(String(chunk.url));
      if (chunk.type === 'error') answer.error = String(chunk.errorText);
      if (chunk.type === 'finish' && metadata) {
        answer.kind = metadata.kind ?? '';
        answer.declined = metadata.declined === true;
        answer.fallback = metadata.fallback;
      }
    }
  }
  answer.clientTotalMs = performance.now() - started;
  const stored = await storage.answer(answer.messageId);
  answer.serverFirstChunkMs = stored?.firstChunkMs ?? undefined;
  answer.serverTotalMs = stored?.totalMs;
  return answer;
}

const userMessage = (id: string, text: string): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });

// ---------------------------------------------------------------- scoring
/** Markdown links of an answer: its citations as written. */
const linksIn = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

/** Each quoted sentence with the section it is attributed to (the Source line after it). */
function quotedSentences(text: string): Array<{ sentence: string; source: string }> {
  const out: Array<{ sentence: string; source: string }> = [];
  let pending: string[] = [];
  for (const paragraph of text.split(/\n\n+/)) {
    if (paragraph.startsWith(SOURCE_PREFIX)) {
      const source = linksIn(paragraph)[0] ?? '';
      for (const line of pending) for (const sentence of sentences(line)) out.push({ sentence, source });
      pending = [];
    } else if (!/^\*.*\*$/.test(paragraph.trim())) {
      pending.push(...paragraph.split('\n').map((l) => unescapeMarkdown(l.replace(/^- /, ''))));
    }
  }
  return out;
}

interface Scores {
  id: string;
  kind: Kind;
  split: Split;
  paraphrased: boolean;
  recallAt5?: boolean;
  pageCited?: boolean;
  fact?: boolean;
  cited: number;
  citedRight: number;
  declined: boolean;
  verbatim: { total: number; ok: number; bad: string[] };
  notes: string[];
}

function score(c: Case, a: Answer, library: Library, resolves: (url: string) => boolean): Scores {
  const s: Scores = {
    id: c.id,
    kind: c.kind,
    split: c.split,
    paraphrased: !!c.paraphrased,
    cited: a.sources.length,
    citedRight: 0,
    declined: a.declined || (a.kind !== 'extracts' && a.text.includes(DECLINE_SENTENCE.slice(0, -1))),
    verbatim: { total: 0, ok: 0, bad: [] },
    notes: [],
  };
  if (a.error) s.notes.push(`error chunk: ${a.error}`);
  if (c.kind !== 'uncovered') {
    const top5 = a.hits.slice(0, 5).map((h) => h.url);
    const wanted = expectedUrls(c);
    s.recallAt5 = wanted.some((u) => top5.includes(u));
    if (!s.recallAt5) s.notes.push(`expected section not in the top 5 hits: got ${top5.join(', ') || 'none'}`);
    const pages = [c.page!, ...(c.related ?? [])];
    s.pageCited = a.sources.some((u) => pageOf(u) === c.page);
    if (!s.pageCited) s.notes.push(`${c.page} not cited: cited ${a.sources.join(', ') || 'nothing'}`);
    s.citedRight = a.sources.filter((u) => pages.includes(pageOf(u))).length;
    if (s.citedRight < s.cited)
      s.notes.push(`cited off-topic: ${a.sources.filter((u) => !pages.includes(pageOf(u))).join(', ')}`);
    const text = normal(a.text);
    const missing = (c.fact ?? []).filter((group) => !group.some((alt) => text.includes(normal(alt))));
    s.fact = missing.length === 0;
    if (!s.fact) s.notes.push(`key fact missing: ${missing.map((g) => g.join(' | ')).join('; ')}`);
    if (s.declined) s.notes.push('declined an answerable question');
  } else if (!s.declined) {
    s.notes.push(`answered an uncovered question, citing ${a.sources.join(', ') || 'nothing'}`);
  }
  for (const url of new Set([...a.sources, ...linksIn(a.text)]))
    if (!resolves(url)) s.notes.push(`citation does not resolve to a route and anchor: ${url}`);
  if (a.kind === 'extracts' && !s.declined) {
    for (const { sentence, source } of quotedSentences(a.text)) {
      s.verbatim.total++;
      const section = library.section(source);
      if (section && section.blocks.some((b) => b.includes(sentence))) s.verbatim.ok++;
      else s.verbatim.bad.push(`"${sentence.slice(0, 60)}…" not verbatim in ${source}`);
    }
    s.notes.push(...s.verbatim.bad);
  }
  return s;
}

function report(title: string, all: Scores[], answers: Map<string, Answer>, citations: { total: number; ok: number }) {
  const answerable = all.filter((s) => s.kind !== 'uncovered');
  const count = (list: Scores[], f: (s: Scores) => boolean | undefined) => list.filter((s) => f(s)).length;
  const declined = all.filter((s) => s.declined);
  const uncovered = all.filter((s) => s.kind === 'uncovered');
  const paraphrased = answerable.filter((s) => s.paraphrased);
  const cited = answerable.reduce((n, s) => n + s.cited, 0);
  const citedRight = answerable.reduce((n, s) => n + s.citedRight, 0);
  const verbatimTotal = all.reduce((n, s) => n + s.verbatim.total, 0);
  const verbatimOk = all.reduce((n, s) => n + s.verbatim.ok, 0);
  const times = (f: (a: Answer) => number | undefined) =>
    all.map((s) => f(answers.get(s.id)!)).filter((t): t is number => t !== undefined && Number.isFinite(t));
  const line = (label: string, value: string, target: string, ok: boolean | undefined) =>
    console.log(
      `  ${label.padEnd(52)} ${value.padStart(9)}   target ${target.padEnd(9)} ${ok === undefined ? '' : ok ? 'met' : 'NOT MET'}`,
    );
  console.log(
    `\n${title}: ${all.length} questions (${answerable.length} answerable incl. follow-ups, ${uncovered.length} not covered)`,
  );
  const r5 = count(answerable, (s) => s.recallAt5) / answerable.length;
  line('retrieval recall@5', r5.toFixed(2), '≥ 0.95', r5 >= 0.95);
  const pc = count(answerable, (s) => s.pageCited) / answerable.length;
  line(
    'expected page among the cited sources',
    pct(
      count(answerable, (s) => s.pageCited),
      answerable.length,
    ),
    '≥ 90 %',
    pc >= 0.9,
  );
  const kf = count(answerable, (s) => s.fact) / answerable.length;
  line('key-fact recall', kf.toFixed(2), '≥ 0.80', kf >= 0.8);
  line(
    `  of which asked without the page's words (${paraphrased.length})`,
    ratio(
      count(paraphrased, (s) => s.fact),
      paraphrased.length,
    ),
    '',
    undefined,
  );
  line('citation precision', ratio(citedRight, cited), '≥ 0.90', cited > 0 && citedRight / cited >= 0.9);
  line(
    'citations resolving to a real route and anchor',
    pct(citations.ok, citations.total),
    '100 %',
    citations.ok === citations.total,
  );
  if (verbatimTotal > 0)
    line(
      'extract sentences verbatim from the cited section',
      pct(verbatimOk, verbatimTotal),
      '100 %',
      verbatimOk === verbatimTotal,
    );
  const right = count(declined, (s) => s.kind === 'uncovered');
  line(
    '"I couldn\'t find" precision',
    ratio(right, declined.length),
    '≥ 0.95',
    declined.length > 0 && right / declined.length >= 0.95,
  );
  line('"I couldn\'t find" recall', ratio(right, uncovered.length), '≥ 0.90', right / uncovered.length >= 0.9);
  const first = times((a) => a.serverFirstChunkMs);
  const total = times((a) => a.serverTotalMs);
  line(
    'server time to first chunk, p95',
    `${percentile(first, 95).toFixed(1)} ms`,
    '≤ 100 ms',
    percentile(first, 95) <= 100,
  );
  line(
    'server time to the full answer, p95',
    `${percentile(total, 95).toFixed(1)} ms`,
    '≤ 250 ms',
    percentile(total, 95) <= 250,
  );
  const clientFirst = times((a) => a.clientFirstByteMs);
  const clientTotal = times((a) => a.clientTotalMs);
  console.log(
    `  (over loopback HTTP: first byte p50 ${percentile(clientFirst, 50).toFixed(1)} / p95 ${percentile(clientFirst, 95).toFixed(1)} ms, full answer p50 ${percentile(clientTotal, 50).toFixed(1)} / p95 ${percentile(clientTotal, 95).toFixed(1)} ms)`,
  );
  const fallbacks = all.filter((s) => answers.get(s.id)?.fallback).length;
  if (fallbacks > 0) console.log(`  ${fallbacks} answers fell back to extracts`);
}

async function main() {
  const index = await loadIndexFromBuild(buildDir);
  const library = Library.fromIndex(index);
  const retriever = new Retriever(library);
  const problems = await checkLabels(library);
  if (problems.length > 0) {
    console.log(`Labels to re-check (${problems.length}): the pages changed under them`);
    for (const p of problems) console.log(`  ${p}`);
  }
  if (args.includes('--calibrate')) return calibrate(library, retriever);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-ask-'));
  const env = askConfigFromEnv();
  const config = { ...env, dataDir, databaseUrl: undefined, rateLimit: 100_000, fallback: false };
  const app = await buildServer({ root: buildDir, api: [askApi({ config, buildDir }).api] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const storage = await Storage.open({ dataDir });
  const files = await listFiles(buildDir);
  const ids = new Map<string, Set<string>>();
  const resolves = (url: string) => {
    const [route, anchor] = url.split('#');
    const found = resolvePath(route, files);
    if (found.kind !== 'file') return false;
    if (!anchor) return true;
    if (!ids.has(found.file)) {
      const $ = load(readFileSync(path.join(buildDir, found.file), 'utf8'));
      ids.set(
        found.file,
        new Set(
          $('[id]')
            .map((_, element) => $(element).attr('id'))
            .get(),
        ),
      );
    }
    return ids.get(found.file)!.has(decodeURIComponent(anchor));
  };
  try {
    const token = ((await (await post(base, '/api/ask/chat/token', {}, {})).json()) as { token: string }).token;
    console.log(
      `Asking ${cases.length} questions with ${env.provider ? `the configured model ${env.provider.model} at ${env.provider.baseURL}` : 'the extracts model'}…`,
    );
    // Warm-up, as a running server is: the first request compiles the code paths.
    await ask(base, token, [userMessage('w', 'How do I name my branches?')], storage);
    const answers = new Map<string, Answer>();
    for (const c of cases) {
      let messages = [userMessage(`${c.id}-q`, c.question)];
      if (c.previous) {
        const before = await ask(base, token, [userMessage(`${c.id}-p`, c.previous)], storage);
        messages = [
          userMessage(`${c.id}-p`, c.previous),
          { id: before.messageId, role: 'assistant', parts: [{ type: 'text', text: before.text }] },
          ...messages,
        ];
      }
      answers.set(c.id, await ask(base, token, messages, storage));
      if (show.has(c.id)) console.log(`\n--- ${c.id}: ${c.question}\n${answers.get(c.id)!.text}\n`);
    }
    const scores = cases.map((c) => score(c, answers.get(c.id)!, library, resolves));
    const citationsOf = (list: Scores[]) => {
      const urls = list.flatMap((s) => {
        const a = answers.get(s.id)!;
        return [...new Set([...a.sources, ...linksIn(a.text)])];
      });
      return { total: urls.length, ok: urls.filter(resolves).length };
    };
    for (const [title, split] of [
      ['Tuning questions', 'tune'],
      ['Held-out questions', 'heldout'],
      ['All questions', undefined],
    ] as const) {
      const chosen = scores.filter((s) => !split || s.split === split);
      report(title, chosen, answers, citationsOf(chosen));
    }
    if (showFailures !== 'none') {
      const listed = scores.filter((s) => s.notes.length > 0 && (showFailures === 'all' || s.split === showFailures));
      console.log(
        `\nWhat failed, by label (${showFailures === 'all' ? 'all questions' : `${showFailures} questions only`}):`,
      );
      for (const s of listed) {
        const c = cases.find((x) => x.id === s.id)!;
        console.log(`  ${s.id} [${s.split}] ${c.question}`);
        for (const note of s.notes) console.log(`      - ${note}`);
      }
      if (listed.length === 0) console.log('  nothing');
    }
  } finally {
    await storage.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
