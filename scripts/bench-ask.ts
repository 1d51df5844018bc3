// Prints the Ask AI quality and speed figures against a finished build, on
// twenty labelled sets side by side:
// - the tuning set, scripts/ask-questions.json: may be looked at while improving
//   the assistant;
// - the dev sets, scripts/ask-dev-d.json (D), scripts/ask-dev-e.json (E),
//   scripts/ask-dev-f.json (F), scripts/ask-dev-g.json (G), scripts/ask-dev-h.json (H), scripts/ask-dev-i.json (I), scripts/ask-dev-j.json (J), scripts/ask-dev-k.json (K), scripts/ask-dev-l.json (L), scripts/ask-dev-m.json (M), scripts/ask-dev-n.json (N), scripts/ask-dev-o.json (O), scripts/ask-dev-r.json (R), scripts/ask-dev-s.json (S), scripts/ask-dev-v.json (V) and scripts/ask-dev-w.json (W): written blind like the frozen sets, measured
//   once unopened, then opened, so their failures may be looked at too. The
//   outcome thresholds are calibrated on them and the tuning set together, and
//   a k-fold figure over all of them shows how well that calibration carries to
//   unseen questions;
// - the frozen sets, scripts/ask-frozen.json (A), scripts/ask-frozen-b.json (B)
//   and scripts/ask-frozen-c.json (C): each written blind (by someone who had
//   seen only the rendered site), never tuned on, their hashes checked by a
//   test. Their figures are the ones that count. Each was written once the
//   sets before it had been read to check many changes (A about a dozen, B
//   about twenty), which leaves some selection in them: the newest set is the
//   cleanest read of how the assistant generalises.
//   tsx scripts/bench-ask.ts [buildDir=build] [flags]: --help prints them (USAGE below).
// --show prints the answers to the tuning or dev questions named, and no figures.
// The questions go through the real server (HTTP, token, stream) with the
// extracts model, or with the configured model when ASK_AI_BASE_URL is set.
// --calibrate prints the outcome thresholds the tuning and dev sets call for, to put in
// server/assistant/compose.ts. Figures, not a pass/fail test: machines differ.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { UIMessage } from 'ai';
import { load } from 'cheerio';
import { loadIndexFromBuild, type SearchHit } from '../packages/search/src/node';
import { buildServer } from '../server/app';
import { askApi, askConfigFromEnv } from '../server/ask';
import {
  COMPOSE,
  DECLINE_SENTENCE,
  Library,
  QuoteForms,
  Retriever,
  assessTurn,
  isFollowUp,
  outcomeFor,
  piecesOf,
  quotedPassages,
  sentences,
  topicOf,
  unescapeMarkdown,
  type Outcome,
  type Thresholds,
  type Turn,
} from '../server/assistant/evaluation';
import { listFiles } from '../server/files';
import { resolvePath } from '../server/paths';
import { Storage } from '../server/storage/storage';

const FROZEN = [
  ['frozen', 'frozen A'],
  ['frozen-b', 'frozen B'],
  ['frozen-c', 'frozen C'],
] as const;
/** Written blind like the frozen sets, then read while improving: tuning questions nobody tuned for when they were written. */
const DEV = [
  ['dev-d', 'dev D'],
  ['dev-e', 'dev E'],
  ['dev-f', 'dev F'],
  ['dev-g', 'dev G'],
  ['dev-h', 'dev H'],
  ['dev-i', 'dev I'],
  ['dev-j', 'dev J'],
  ['dev-k', 'dev K'],
  ['dev-l', 'dev L'],
  ['dev-m', 'dev M'],
  ['dev-n', 'dev N'],
  ['dev-o', 'dev O'],
  ['dev-r', 'dev R'],
  ['dev-s', 'dev S'],
  ['dev-v', 'dev V'],
  ['dev-w', 'dev W'],
] as const;
/** The labelled sets, by the name the benchmark gives each. */
type SetName = 'tuning' | (typeof FROZEN)[number][0] | (typeof DEV)[number][0];
/** The sets that may be looked at, and that the thresholds are fitted on. */
const isTuning = (c: Case) => c.set === 'tuning' || DEV.some(([name]) => c.set === name);
interface Labelled {
  id: string;
  question: string;
  page?: string;
  sections?: string[];
  related?: string[];
  fact?: string[][];
  paraphrased?: boolean;
  previous?: string;
  /** Uncovered, but next to what a standard rules on: that standard is the page to point at. */
  nearScope?: boolean;
  ruling?: string | null;
}
interface QuestionFile {
  answerable: Labelled[];
  followUps: Labelled[];
  uncovered: Labelled[];
}
type Kind = 'answerable' | 'followUp' | 'uncovered';
interface Case extends Labelled {
  kind: Kind;
  set: SetName;
}

interface Answer {
  messageId: string;
  text: string;
  hits: SearchHit[];
  sources: string[];
  outcome: Outcome;
  kind: string;
  fallback?: string;
  error?: string;
  followUps: string[];
  clientFirstByteMs: number;
  clientTotalMs: number;
  serverFirstChunkMs?: number;
  serverTotalMs?: number;
}

const FAILURE_LISTS = ['tuning', ...DEV.map(([name]) => name), ...FROZEN.map(([name]) => name), 'all', 'none'];
const USAGE = `tsx scripts/bench-ask.ts [buildDir=build] [--failures ${FAILURE_LISTS.join('|')}] [--show id,id] [--calibrate]`;
/** The command line, read strictly: a mistyped flag stops here instead of running the whole benchmark. */
function commandLine() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        failures: { type: 'string' },
        show: { type: 'string' },
        calibrate: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    if (values.help) {
      console.log(`Usage: ${USAGE}`);
      process.exit(0);
    }
    if (values.failures !== undefined && !FAILURE_LISTS.includes(values.failures))
      throw new Error(`--failures must be one of ${FAILURE_LISTS.join(', ')}`);
    if (positionals.length > 1) throw new Error(`one build directory, not ${positionals.length}`);
    return { values, buildArg: positionals[0] };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${USAGE}`);
    process.exit(2);
  }
}
const { values: flags, buildArg } = commandLine();
const buildDir = path.resolve(buildArg ?? 'build');
// The frozen sets' failures are not for reading while improving the assistant: only their figures.
const showFailures = flags.failures ?? 'tuning';
/** Answers to print in full, by label id, without the figures: --show a01,b02 (tuning and dev questions only). */
const show = new Set((flags.show ?? '').split(',').filter(Boolean));
const readSet = (file: string, set: SetName): Case[] => {
  const labels = JSON.parse(readFileSync(path.join(path.dirname(process.argv[1]), file), 'utf8')) as QuestionFile;
  return [
    ...labels.answerable.map((q) => ({ ...q, kind: 'answerable' as const, set })),
    ...labels.followUps.map((q) => ({ ...q, kind: 'followUp' as const, set })),
    ...labels.uncovered.map((q) => ({ ...q, kind: 'uncovered' as const, set })),
  ];
};
// Each set's file is named after it (dev-d: ask-dev-d.json); the tuning set's is ask-questions.json.
const cases: Case[] = [
  ...readSet('ask-questions.json', 'tuning'),
  ...[...FROZEN, ...DEV].flatMap(([name]) => readSet(`ask-${name}.json`, name)),
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const normal = (text: string) => unescapeMarkdown(text).replace(/[`*]/g, '').replace(/\s+/g, ' ').toLowerCase();
const fmtPct = (v: number) => (Number.isNaN(v) ? 'n/a' : `${(100 * v).toFixed(1)} %`);
const pageOf = (url: string) => url.split('#')[0];
const markdownCopies = new Map<string, string>();
const markdownCopy = (page: string) => {
  if (!markdownCopies.has(page)) markdownCopies.set(page, readFileSync(path.join(buildDir, `${page}.md`), 'utf8'));
  return markdownCopies.get(page)!;
};
const expectedUrls = (c: Case) => (c.sections ?? []).map((s) => (s ? `${c.page}#${s}` : c.page!));
const turnOfCase = (c: Case): Turn =>
  c.previous && isFollowUp(c.question, c.previous)
    ? { question: c.question, previous: c.previous }
    : { question: c.question };

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
    // The page as the assistant reads it, and its Markdown copy: a key fact may stand in a code block it quotes.
    const pageText = normal(
      [
        ...library.sections.filter((s) => s.pageUrl === c.page).flatMap((s) => [...s.trail, ...s.blocks]),
        library.has(c.page!) ? markdownCopy(c.page!) : '',
      ].join(' '),
    );
    for (const group of c.fact ?? [])
      if (!group.some((alt) => pageText.includes(normal(alt))))
        problems.push(`${c.id}: key fact ${JSON.stringify(group)} no longer appears on ${c.page}`);
  }
  return problems;
}

// ---------------------------------------------------------------- calibration
/**
 * How good an outcome is for a question: the right extreme scores 1; showing
 * the closest sections is half right either way (a near-scope question pointed
 * at its ruling standard counts as right); the wrong extreme scores 0.
 */
function outcomeValue(c: Case, outcome: Outcome, pointsAtRuling: boolean): number {
  if (c.kind === 'uncovered')
    return outcome === 'declined' ? 1 : outcome === 'closest' ? (pointsAtRuling ? 1 : 0.5) : 0;
  return outcome === 'answer' ? 1 : outcome === 'closest' ? 0.5 : 0;
}

interface Assessed {
  c: Case;
  relevance: number;
  givesValue: boolean;
  /** Pages the closest sections would come from; for a decline, its closest pages. */
  closestPages: string[];
}

function assess(retriever: Retriever, list: Case[]): Assessed[] {
  return list.map((c) => {
    const turn = turnOfCase(c);
    // A follow-up's topic: the pages the answer to the question before it cites, as the live model reads them.
    if (turn.previous)
      turn.topic = topicOf(
        piecesOf(assessTurn(retriever, { question: turn.previous })).join('\n\n'),
        retriever.library,
      );
    const composition = assessTurn(retriever, turn, { declineBelow: 0, closestBelow: Infinity });
    return {
      c,
      relevance: composition.relevance,
      givesValue: composition.givesValue,
      closestPages: [...new Set(composition.closest.map((x) => x.section.pageUrl))],
    };
  });
}

/**
 * The thresholds that serve the rows best: halfway between neighbouring relevances, the middle of a tie. A pair of
 * thresholds is worth the mean outcome value of the answerable and of the uncovered questions, each class counting
 * half: a set with four times as many answerable questions must not buy their answers with confident answers to
 * questions the standards do not cover. Every pair of cuts is weighed, so its value comes from running sums over the
 * rows in order of relevance (those below the lower cut declined, those up to the upper one given the closest
 * sections, the rest answered where they give the value asked): constant time per pair, not a pass over the rows.
 */
function fit(rows: Assessed[]): Thresholds {
  const values = [...new Set(rows.map((r) => r.relevance))].sort((a, b) => a - b);
  const cuts = values.map((v, i) => (i === 0 ? v / 2 : (values[i - 1] + v) / 2));
  cuts.push(values[values.length - 1] + 0.001);
  // Each class counts half, its rows alike.
  const answerable = rows.filter((r) => r.c.kind !== 'uncovered').length;
  const weight = (r: Assessed) => 0.5 / Math.max(1, r.c.kind === 'uncovered' ? rows.length - answerable : answerable);
  const sorted = [...rows].sort((a, b) => a.relevance - b.relevance);
  const sums = { declined: [0], closest: [0], answer: [0] };
  for (const r of sorted) {
    const ruling = !!r.c.ruling && r.closestPages.includes(r.c.ruling);
    const add = (list: number[], outcome: Outcome) =>
      list.push(list.at(-1)! + weight(r) * outcomeValue(r.c, outcome, ruling));
    add(sums.declined, 'declined');
    add(sums.closest, 'closest');
    add(sums.answer, r.givesValue ? 'answer' : 'closest');
  }
  // How many rows lie below each cut.
  const below = cuts.map((cut) => sorted.findIndex((r) => r.relevance >= cut)).map((i) => (i < 0 ? sorted.length : i));
  const n = sorted.length;
  let best = -1;
  let ties: Thresholds[] = [];
  for (let i = 0; i < cuts.length; i++)
    for (let j = i; j < cuts.length; j++) {
      const [lo, hi] = [below[i], below[j]];
      const v = sums.declined[lo] + sums.closest[hi] - sums.closest[lo] + sums.answer[n] - sums.answer[hi];
      const t = { declineBelow: cuts[i], closestBelow: cuts[j] };
      if (v > best + 1e-9) [best, ties] = [v, [t]];
      else if (Math.abs(v - best) <= 1e-9) ties.push(t);
    }
  const mid = ties[Math.floor((ties.length - 1) / 2)];
  return { declineBelow: Number(mid.declineBelow.toFixed(3)), closestBelow: Number(mid.closestBelow.toFixed(3)) };
}

/**
 * How well relevance alone tells the questions the standards answer from those they do not, whatever the
 * thresholds: the chance that an answerable question scores above an uncovered one (ties count half).
 */
function separation(rows: Assessed[]): number {
  const answerable = rows.filter((r) => r.c.kind !== 'uncovered').map((r) => r.relevance);
  const uncovered = rows.filter((r) => r.c.kind === 'uncovered').map((r) => r.relevance);
  let wins = 0;
  for (const a of answerable) for (const u of uncovered) wins += a > u ? 1 : a === u ? 0.5 : 0;
  return wins / Math.max(1, answerable.length * uncovered.length);
}

/** k-fold over the rows given (the tuning and dev sets): thresholds fitted on k-1 folds, the outcome judged on the fold left out. */
function kFold(rows: Assessed[], k = 5) {
  // Folds by position after a fixed shuffle, so each run folds alike.
  const order = rows.map((r, i) => ({ r, key: (i * 7919) % rows.length })).sort((a, b) => a.key - b.key);
  let value = 0;
  let wronglyDeclined = 0;
  let answerable = 0;
  let uncoveredRight = 0;
  let uncovered = 0;
  for (let f = 0; f < k; f++) {
    const test = order.filter((_, i) => i % k === f).map((x) => x.r);
    const train = order.filter((_, i) => i % k !== f).map((x) => x.r);
    const t = fit(train);
    for (const r of test) {
      const outcome = outcomeFor(r.relevance, t, r.givesValue);
      const ruling = !!r.c.ruling && r.closestPages.includes(r.c.ruling);
      value += outcomeValue(r.c, outcome, ruling);
      if (r.c.kind === 'uncovered') {
        uncovered++;
        if (outcome === 'declined' || (outcome === 'closest' && ruling)) uncoveredRight++;
      } else {
        answerable++;
        if (outcome === 'declined') wronglyDeclined++;
      }
    }
  }
  return {
    k,
    value: value / rows.length,
    wronglyDeclined: wronglyDeclined / answerable,
    uncoveredRight: uncoveredRight / uncovered,
  };
}

function calibrate(retriever: Retriever) {
  const tuning = assess(retriever, cases.filter(isTuning));
  const t = fit(tuning);
  console.log("Outcome thresholds (relevance: the best sentence, with the support of the best sections' headings)");
  for (const kind of ['answerable', 'followUp', 'uncovered'] as const) {
    const values = tuning.filter((r) => r.c.kind === kind).map((r) => r.relevance);
    console.log(
      `  ${kind.padEnd(11)} relevance min ${Math.min(...values).toFixed(3)}  p10 ${percentile(values, 10).toFixed(3)}  median ${percentile(values, 50).toFixed(3)}  max ${Math.max(...values).toFixed(3)}`,
    );
  }
  console.log(
    `  current setting (server/assistant/compose.ts): declineBelow ${COMPOSE.declineBelow}, closestBelow ${COMPOSE.closestBelow}`,
  );
  console.log(
    `  fitted on the tuning and dev sets:             declineBelow ${t.declineBelow}, closestBelow ${t.closestBelow}`,
  );
  const folds = kFold(tuning);
  console.log(
    `  ${folds.k}-fold: outcome value ${fmtPct(folds.value)}, answerable declined ${fmtPct(folds.wronglyDeclined)}, uncovered declined or pointed at the ruling standard ${fmtPct(folds.uncoveredRight)}`,
  );
  for (const r of tuning) {
    const outcome = outcomeFor(r.relevance, t, r.givesValue);
    if (outcomeValue(r.c, outcome, !!r.c.ruling && r.closestPages.includes(r.c.ruling)) < 1)
      console.log(`    ${r.c.id} ${r.c.kind} ${outcome} at relevance ${r.relevance.toFixed(3)}: ${r.c.question}`);
  }
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
    outcome: 'answer',
    kind: '',
    followUps: [],
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
      const metadata = chunk.messageMetadata as
        { kind?: string; declined?: boolean; closest?: boolean; fallback?: string; followUps?: string[] } | undefined;
      if (chunk.type === 'start') answer.messageId = String(chunk.messageId);
      if (chunk.type === 'text-delta') answer.text += String(chunk.delta);
      if (chunk.type === 'tool-output-available' && answer.hits.length === 0)
        answer.hits = (chunk.output as { hits: SearchHit[] }).hits;
      if (chunk.type === 'source-url') answer.sources.push(String(chunk.url));
      if (chunk.type === 'error') answer.error = String(chunk.errorText);
      if (chunk.type === 'finish' && metadata) {
        answer.kind = metadata.kind ?? '';
        answer.outcome = metadata.declined ? 'declined' : metadata.closest ? 'closest' : 'answer';
        answer.fallback = metadata.fallback;
        answer.followUps = metadata.followUps ?? [];
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
/** Markdown links of an answer: its citations and, for a decline, the closest pages. */
// The links an answer shows: a link written inside quoted code (a page skeleton's "[Primary source](…)") is code.
const linksIn = (text: string) =>
  [...text.replace(/```[\s\S]*?```|`[^`\n]*`/g, ' ').matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);

interface Scores {
  c: Case;
  outcome: Outcome;
  recallAt5?: boolean;
  pageCited?: boolean;
  fact?: boolean;
  cited: number;
  citedRight: number;
  /** Uncovered: declined, or (near the scope) the closest sections point at the standard that rules on it. */
  uncoveredRight?: boolean;
  pointsAtRuling?: boolean;
  verbatim: { total: number; ok: number };
  notes: string[];
}

function score(c: Case, a: Answer, library: Library): Scores {
  const declined =
    a.outcome === 'declined' || (a.kind !== 'extracts' && a.text.includes(DECLINE_SENTENCE.slice(0, -1)));
  const s: Scores = {
    c,
    outcome: declined ? 'declined' : a.outcome,
    cited: a.sources.length,
    citedRight: 0,
    verbatim: { total: 0, ok: 0 },
    notes: [],
  };
  if (a.error) s.notes.push(`error chunk: ${a.error}`);
  if (c.kind !== 'uncovered') {
    const top5 = a.hits.slice(0, 5).map((h) => h.url);
    const wanted = expectedUrls(c);
    s.recallAt5 = wanted.some((u) => top5.includes(u));
    if (!s.recallAt5) s.notes.push(`expected section not in the top 5 hits: got ${top5.join(', ') || 'none'}`);
    const pages = [c.page!, ...(c.related ?? [])];
    s.pageCited = a.sources.some((u) => pages.includes(pageOf(u)));
    if (!s.pageCited) s.notes.push(`${c.page} not cited: cited ${a.sources.join(', ') || 'nothing'}`);
    s.citedRight = a.sources.filter((u) => pages.includes(pageOf(u))).length;
    if (s.citedRight < s.cited)
      s.notes.push(`cited off-topic: ${a.sources.filter((u) => !pages.includes(pageOf(u))).join(', ')}`);
    const text = normal(a.text);
    const missing = (c.fact ?? []).filter((group) => !group.some((alt) => text.includes(normal(alt))));
    s.fact = missing.length === 0;
    if (!s.fact) s.notes.push(`key fact missing: ${missing.map((g) => g.join(' | ')).join('; ')}`);
    if (s.outcome === 'declined') s.notes.push('declined an answerable question');
    else if (s.outcome === 'closest') s.notes.push('showed the closest sections');
  } else {
    s.pointsAtRuling = !!c.ruling && linksIn(a.text).some((u) => pageOf(u) === c.ruling);
    s.uncoveredRight = s.outcome === 'declined' || (s.outcome === 'closest' && s.pointsAtRuling);
    if (!s.uncoveredRight)
      s.notes.push(`${s.outcome} an uncovered question, citing ${a.sources.join(', ') || 'nothing'}`);
  }
  if (a.kind === 'extracts' && s.outcome !== 'declined') {
    for (const { text, url, code } of quotedPassages(a.text)) {
      if (code) {
        // A code block is quoted from the page's Markdown copy, where it stands as it is.
        s.verbatim.total++;
        if (markdownCopy(pageOf(url)).includes(text)) s.verbatim.ok++;
        else s.notes.push(`code block "${text.slice(0, 40)}…" not verbatim in ${pageOf(url)}.md`);
        continue;
      }
      for (const sentence of sentences(text)) {
        s.verbatim.total++;
        const section = library.section(url);
        if (section && section.blocks.some((b) => b.includes(sentence))) s.verbatim.ok++;
        else s.notes.push(`"${sentence.slice(0, 60)}…" not verbatim in ${url}`);
      }
    }
  }
  return s;
}

interface Column {
  scores: Scores[];
  /** Each question's answer, by the question itself: two sets may use the same id (frozen B and dev N both have nf01). */
  answers: Map<Case, Answer>;
  citations: { total: number; ok: number };
}

const share = (list: Scores[], f: (s: Scores) => boolean | undefined) =>
  list.length === 0 ? NaN : list.filter((s) => f(s)).length / list.length;
const fmtMs = (v: number) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(1)} ms`);

/** The figures of one set, by name: each a value and how to print it. */
function figures({ scores, answers, citations }: Column) {
  const answerable = scores.filter((s) => s.c.kind !== 'uncovered');
  const uncovered = scores.filter((s) => s.c.kind === 'uncovered');
  const near = uncovered.filter((s) => s.c.ruling);
  const cited = answerable.reduce((n, s) => n + s.cited, 0);
  const citedRight = answerable.reduce((n, s) => n + s.citedRight, 0);
  const verbatimTotal = scores.reduce((n, s) => n + s.verbatim.total, 0);
  const verbatimOk = scores.reduce((n, s) => n + s.verbatim.ok, 0);
  const declined = scores.filter((s) => s.outcome === 'declined');
  const times = (f: (a: Answer) => number | undefined) =>
    scores.map((s) => f(answers.get(s.c)!)).filter((t): t is number => t !== undefined && Number.isFinite(t));
  return {
    questions: { v: scores.length, f: String },
    pageCited: { v: share(answerable, (s) => s.pageCited), f: fmtPct },
    recallAt5: { v: share(answerable, (s) => s.recallAt5), f: fmtPct },
    fact: { v: share(answerable, (s) => s.fact), f: fmtPct },
    factOwnWords: {
      v: share(
        answerable.filter((s) => s.c.paraphrased),
        (s) => s.fact,
      ),
      f: fmtPct,
    },
    factPageWords: {
      v: share(
        answerable.filter((s) => !s.c.paraphrased),
        (s) => s.fact,
      ),
      f: fmtPct,
    },
    factAnswered: {
      v: share(
        answerable.filter((s) => s.outcome === 'answer'),
        (s) => s.fact,
      ),
      f: fmtPct,
    },
    factClosest: {
      v: share(
        answerable.filter((s) => s.outcome === 'closest'),
        (s) => s.fact,
      ),
      f: fmtPct,
    },
    followUpPage: {
      v: share(
        answerable.filter((s) => s.c.kind === 'followUp'),
        (s) => s.pageCited,
      ),
      f: fmtPct,
    },
    wronglyDeclined: { v: share(answerable, (s) => s.outcome === 'declined'), f: fmtPct },
    closestShown: { v: share(answerable, (s) => s.outcome === 'closest'), f: fmtPct },
    uncoveredRight: { v: share(uncovered, (s) => s.uncoveredRight), f: fmtPct },
    nearPointed: { v: share(near, (s) => s.pointsAtRuling), f: fmtPct },
    declinePrecision: { v: share(declined, (s) => s.c.kind === 'uncovered'), f: fmtPct },
    citationPrecision: { v: cited ? citedRight / cited : NaN, f: fmtPct },
    resolving: { v: citations.total ? citations.ok / citations.total : NaN, f: fmtPct },
    verbatim: { v: verbatimTotal ? verbatimOk / verbatimTotal : NaN, f: fmtPct },
    firstChunkP95: {
      v: percentile(
        times((a) => a.serverFirstChunkMs),
        95,
      ),
      f: fmtMs,
    },
    totalP95: {
      v: percentile(
        times((a) => a.serverTotalMs),
        95,
      ),
      f: fmtMs,
    },
    clientTotalP95: {
      v: percentile(
        times((a) => a.clientTotalMs),
        95,
      ),
      f: fmtMs,
    },
  };
}
type Figures = ReturnType<typeof figures>;

const ROWS: Array<[keyof Figures, string, string, (v: number) => boolean]> = [
  ['questions', 'questions', '', () => true],
  ['pageCited', 'expected page among the sources', '≥ 90 %', (v) => v >= 0.9],
  ['recallAt5', 'expected section in the top 5 hits', '', () => true],
  ['fact', 'key fact in the answer', '≥ 80 %', (v) => v >= 0.8],
  ['factOwnWords', "  asked in the asker's own words", '', () => true],
  ['factPageWords', "  asked in the page's words", '', () => true],
  ['factAnswered', '  when answered with confidence', '', () => true],
  ['factClosest', '  when given the closest sections', '', () => true],
  ['followUpPage', 'follow-ups: expected page among the sources', '', () => true],
  ['wronglyDeclined', 'answerable questions declined', '≤ 5 %', (v) => v <= 0.05],
  ['closestShown', 'answerable questions given the closest sections', '', () => true],
  ['uncoveredRight', 'uncovered: declined or pointed at the ruling standard', '≥ 90 %', (v) => v >= 0.9],
  ['nearPointed', '  near-scope ones pointed at the ruling standard', '', () => true],
  ['declinePrecision', '"I couldn\'t find" precision', '', () => true],
  ['citationPrecision', 'citations on the expected pages', '', () => true],
  ['resolving', 'citations resolving to a real route and anchor', '100 %', (v) => v === 1],
  ['verbatim', 'quoted sentences verbatim from the cited section', '100 %', (v) => v === 1],
  ['firstChunkP95', 'server time to first chunk, p95', '≤ 100 ms', (v) => v <= 100],
  ['totalP95', 'server time to the full answer, p95', '≤ 250 ms', (v) => v <= 250],
  ['clientTotalP95', '  full answer over loopback HTTP, p95', '', () => true],
];

/** The sets' figures side by side; each target judged on each frozen set, A first. */
function report(tuning: Figures, frozen: Figures[], dev: Figures[]) {
  const columns = [...FROZEN.map(([, label]) => label), ...DEV.map(([, label]) => label), 'tuning'];
  const head = `  ${'measure'.padEnd(56)} ${columns.map((c) => c.padStart(9)).join(' ')}   target`;
  console.log(`\n${head}\n  ${'-'.repeat(head.length - 2)}`);
  const verdict = (results: boolean[]) => results.map((ok) => (ok ? 'met' : 'NOT MET')).join(' · ');
  for (const [key, label, target, ok] of ROWS) {
    const values = [...frozen, ...dev, tuning].map((f) => f[key].f(f[key].v).padStart(9)).join(' ');
    const judged =
      !target || frozen.some((f) => Number.isNaN(f[key].v)) ? '' : verdict(frozen.map((f) => ok(f[key].v)));
    console.log(`  ${label.padEnd(56)} ${values}   ${target.padEnd(9)} ${judged}`);
  }
  const spreads = frozen.map((f) => {
    const spread = (key: 'pageCited' | 'fact') => Math.abs(tuning[key].v - f[key].v) * 100;
    return Math.max(spread('pageCited'), spread('fact'));
  });
  console.log(
    `  ${'tuning-vs-frozen spread (page, key fact), points'.padEnd(56)} ${spreads.map((v) => v.toFixed(1).padStart(9)).join(' ')} ${dev.map(() => ''.padStart(9)).join(' ')} ${''.padStart(9)}   ≤ 5       ${verdict(spreads.map((v) => v <= 5))}`,
  );
}

async function main() {
  const index = await loadIndexFromBuild(buildDir);
  const library = Library.fromIndex(index, await QuoteForms.fromBuild(buildDir));
  const retriever = new Retriever(library);
  const problems = await checkLabels(library);
  if (problems.length > 0) {
    console.log(`Labels to re-check (${problems.length}): the pages changed under them`);
    for (const p of problems) console.log(`  ${p}`);
  }
  if (flags.calibrate) return calibrate(retriever);
  const unknown = [...show].filter((id) => !cases.some((c) => c.id === id));
  const frozen = cases.filter((c) => show.has(c.id) && !isTuning(c)).map((c) => c.id);
  if (unknown.length > 0) console.error(`--show: no question has the id ${unknown.join(', ')}.`);
  if (frozen.length > 0)
    console.error(
      `--show: ${frozen.join(', ')} ${frozen.length === 1 ? 'belongs' : 'belong'} to a frozen set, whose answers are not for reading, only its figures.`,
    );
  if (unknown.length > 0 || frozen.length > 0) {
    process.exitCode = 1;
    return;
  }

  // Reading answers is no moment to read the frozen sets' figures: --show asks and prints the chosen questions alone.
  const asked = show.size > 0 ? cases.filter((c) => show.has(c.id)) : cases;
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
      `Asking ${asked.length} questions with ${env.provider ? `the configured model ${env.provider.model} at ${env.provider.baseURL}` : 'the extracts model'}…`,
    );
    // Warm-up, as a running server is: the first request compiles the code paths.
    await ask(base, token, [userMessage('w', 'How do I name my branches?')], storage);
    const answers = new Map<Case, Answer>();
    for (const c of asked) {
      let messages = [userMessage(`${c.id}-q`, c.question)];
      if (c.previous) {
        const before = await ask(base, token, [userMessage(`${c.id}-p`, c.previous)], storage);
        messages = [
          userMessage(`${c.id}-p`, c.previous),
          { id: before.messageId, role: 'assistant', parts: [{ type: 'text', text: before.text }] },
          ...messages,
        ];
      }
      answers.set(c, await ask(base, token, messages, storage));
      if (show.has(c.id)) {
        const shown = answers.get(c)!;
        const offered = shown.followUps.map((q) => `\n  ? ${q}`).join('');
        console.log(
          `\n--- ${c.id}: ${c.question}\n${shown.text}\n${offered ? `Follow-up questions:${offered}\n` : ''}`,
        );
      }
    }
    if (show.size > 0) return;
    const scores = cases.map((c) => score(c, answers.get(c)!, library));
    const column = (set: SetName): Column => {
      const chosen = scores.filter((s) => s.c.set === set);
      const urls = chosen.flatMap((s) => {
        const a = answers.get(s.c)!;
        return [...new Set([...a.sources, ...linksIn(a.text)])];
      });
      return { scores: chosen, answers, citations: { total: urls.length, ok: urls.filter(resolves).length } };
    };
    report(
      figures(column('tuning')),
      FROZEN.map(([set]) => figures(column(set))),
      DEV.map(([set]) => figures(column(set))),
    );
    const assessed = (set: SetName) =>
      assess(
        retriever,
        cases.filter((c) => c.set === set),
      );
    const tuningRows = assessed('tuning');
    const folds = kFold(assess(retriever, cases.filter(isTuning)));
    console.log(
      `\n  ${folds.k}-fold over the tuning and dev sets (outcome thresholds fitted on the other folds): outcome value ${fmtPct(folds.value)}, answerable declined ${fmtPct(folds.wronglyDeclined)}, uncovered declined or pointed at the ruling standard ${fmtPct(folds.uncoveredRight)}`,
    );
    console.log(
      `  relevance separating answerable from uncovered questions (AUC): ${[...FROZEN, ...DEV].map(([set, label]) => `${label} ${fmtPct(separation(assessed(set)))}`).join(', ')}, tuning ${fmtPct(separation(tuningRows))}`,
    );
    const offering = (set: SetName) => {
      const given = scores.filter((s) => s.c.set === set && s.outcome !== 'declined').map((s) => answers.get(s.c)!);
      const share = given.filter((a) => a.followUps.length > 0).length / Math.max(1, given.length);
      const each = given.reduce((n, a) => n + a.followUps.length, 0) / Math.max(1, given.length);
      return `${fmtPct(share)} (${each.toFixed(1)} each)`;
    };
    console.log(
      `  answers offering follow-up questions: ${[...FROZEN, ...DEV].map(([set, label]) => `${label} ${offering(set)}`).join(', ')}, tuning ${offering('tuning')}`,
    );
    if (showFailures !== 'none') {
      const listed = scores.filter((s) => s.notes.length > 0 && (showFailures === 'all' || s.c.set === showFailures));
      console.log(
        `\nWhat failed, by label (${showFailures === 'all' ? 'every set' : `the ${showFailures} set only`}):`,
      );
      for (const s of listed) {
        console.log(`  ${s.c.id} [${s.c.set}] ${s.c.question}`);
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
