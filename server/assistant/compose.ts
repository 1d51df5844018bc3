import type { Library, Section, Unit } from './library';
import { matches, type Term } from './question';
import {
  NOTHING_ASKED,
  absentAfter,
  answersKind,
  boundsAtOne,
  givesValue as givesValueOf,
  givesNumber,
  givesVersionOf,
  namesProduct,
  statesBound,
  type Ask,
  type Asked,
} from './asks';
import { words } from '../../packages/search/src/node';
import type { CodeBlock } from './forms';
import { isTableRow } from './sentences';
import { writesAsOneOf } from './same-word';
import { stackOf } from './stacks';
import { stem } from './stem';
import { QUESTION_STOP_WORDS } from './words';
import { meaningOf } from './vocabulary';

function isTableHeader(section: Section, unit: Unit): boolean {
  return isTableRow(unit.text) && !unit.header && isTableRow(section.blocks[unit.block + 1] ?? '');
}

/**
 * How the extracts model weighs and picks sentences. The decline threshold is
 * calibrated by `npm run bench:ask` on the labelled questions (the tuning
 * part; the held-out part is only measured).
 */
export const COMPOSE = {
  /** Below this relevance the standards are taken not to cover the question. */
  declineBelow: 0.621,
  /**
   * Below this relevance (and from declineBelow up) the evidence is middling:
   * the answer shows the closest sections with their best sentence or two each,
   * instead of quoting as if it were sure.
   */
  closestBelow: 0.791,
  /** How many sections a "closest sections" answer shows. */
  closestSections: 3,
  /** A closest section's sentence that introduces a code example is shown with it up to this many lines. */
  closestCodeLines: 12,
  /**
   * A closest section's second-best sentence is shown too when it scores this close to its best: where the evidence
   * is middling, the sentence after the best is often the one that answers ("You MUST NOT bypass branch protection"
   * with "If no teammate is available to approve, ask a developer from another team."). 0.4–0.55 measure alike on the
   * tuning and dev sets (key fact +5–6, nothing lost; 0.7 as before); 0.5 shows less.
   */
  closestSecondAbove: 0.5,
  /**
   * The relevance that decides a decline adds this share of what the headings
   * above the best retrieved sections cover: a question the standards answer
   * is usually about what a page or section is titled, while a question they
   * do not cover meets its words by chance in a sentence on another subject.
   */
  headingSupport: 0.5,
  /** How many of the retrieved sections, best first, may lend that support. */
  supportingSections: 3,
  /**
   * The relevance that decides the outcome adds this share of what the best
   * retrieved page holds of the question's words, anywhere on the page. The
   * words of a question a standard answers stand together on its page; those
   * of a question none covers are met one here, one there. 0.15 measures best
   * in k-fold over the tuning set (0.1–0.25 alike).
   */
  pageSupport: 0.15,
  /**
   * The relevance that decides the outcome adds this much for each of the
   * question's words, up to `detailWords` of them. A developer who describes
   * their case ("the submit just hangs for like 30 sec") writes words no
   * standard echoes, so the share of the question that the right sentence
   * answers falls as the question grows; a fixed bar would turn away detailed
   * questions and keep short ones. 0.03 measures best on the tuning set, in
   * k-fold too; the cap keeps a pasted log or stack trace from buying
   * confidence with its length.
   */
  detailCredit: 0.03,
  detailWords: 15,
  /**
   * In the relevance that decides a decline, a question word met only as
   * another word of its stem ("officer" for "office") counts this much (0.5
   * measures best on the tuning set); ranking and choosing sentences take the
   * stem as it is.
   */
  otherWordCredit: 0.5,
  /** A word found only in the section's headings counts this much. */
  headingCredit: 0.5,
  /**
   * A section whose one sentence has at most this many words answers its heading: a list item ("React Native,
   * delivered as modules…", 17 words), not a lead-in that says what it is about itself (22 words and up).
   */
  headingAnswerWords: 20,
  /** A word found only in the code block a sentence introduces ("… with coverage.py:" over `fail_under = 80`) counts this much. */
  codeCredit: 0.5,
  /** A word found only inside quotation marks (an example the sentence gives) counts this much. */
  quotedCredit: 0.5,
  /** A word found only in the sentence's own paragraph or list item ("Base images MUST be pinned… The latest tag MUST NOT be used.") counts this much. */
  blockCredit: 0.7,
  /** A sentence of the kind the question asks for (a period for "how long", a rule for "may I") gains this much. */
  askBonus: 0.1,
  /** A sentence that gives the value a question wants itself (a period for "how long", a code for "which status") gains this much more. */
  valueBonus: 0.1,
  /**
   * A sentence for another stack than the one the question names ("In the frontend, with Vitest" to a question about
   * Python) counts this share of its score; one that names the question's stack gains `askedStackBonus`. Where a page
   * gives the same rule for each stack, the asker's is the answer.
   */
  otherStackFactor: 0.6,
  askedStackBonus: 0.05,
  /**
   * Asked the difference between two things ("required and recommended"), a sentence or table row that starts with
   * one of them, and so says what it is ("| required | A standard in the strict sense…"), gains this much.
   */
  definesBonus: 0.3,
  /** A sentence under a heading that names the question's subject gains this share of what the heading covers. */
  topicBonus: 0.25,
  /**
   * In a follow-up, a sentence on a page the previous answer cited gains this much: "what info do they need from
   * me?" after "how do I get access to the GitHub org?" is still about that page, though another page that links
   * to it holds the earlier question's words as well. 0.1 measures best on the tuning and dev sets (0.05–0.2 alike).
   */
  conversationBonus: 0.1,
  /**
   * Sentences within this fraction of the best one are quoted too; from another page than the best, within the
   * second. The other page often holds the rule asked about (a private Terraform repository: where it is kept, and
   * that it MAY leave the licence out). 0.8 measures best on the tuning and dev sets: expected page +1 and key fact
   * +0.5 points on average, at 1–3 points fewer citations on the expected pages (0.7 cites more pages for no more).
   */
  keepAbove: 0.75,
  keepOtherPageAbove: 0.8,
  /**
   * Sentences of the best sentence's own section are quoted down to this fraction of it: a section often opens with
   * what holds for all ("Let the test tool fail the build when coverage drops below the minimum.") and goes on with
   * the case asked about ("In a Python backend, with coverage.py:"). Not a note's: more of a note says more of what
   * changed. 0.6–0.65 measure best on the tuning and dev sets (key fact +6, nothing lost; 0.7 +2); 0.65 quotes less.
   */
  keepSameSectionAbove: 0.65,
  /**
   * A sentence from another page is quoted only where that page is about the question: its headings share a
   * question word, or its description (front matter) holds this share of the question's weight. "Does our private
   * Terraform repo need a LICENSE file?" is answered on Project documentation, whose description names the licence
   * but whose headings over the answer do not. 0.15–0.25 measure alike on the tuning and dev sets (0.3 as none).
   */
  otherPageDescribedAbove: 0.2,
  maxUnits: 4,
  maxSections: 3,
  /** A list a quoted sentence introduces is quoted with it, up to this many items of at most so many words. */
  maxListItems: 8,
  maxListItemWords: 60,
  /**
   * A sentence followed in its paragraph by a lead-in this short ("With axe-core and Playwright:") is quoted with it,
   * and with the example it introduces (6 to 10 measure alike on the tuning and dev sets).
   */
  maxLeadOnWords: 8,
  /** Only a short lead-in introduces a list; a colon at the end of a long paragraph usually introduces a code example. */
  maxListLeadWords: 30,
  /** A block's first sentence this short is its label ("Version drift."): quoting it quotes the block. */
  maxLabelWords: 8,
  maxLabelledBlockWords: 80,
  /**
   * A sentence of a note beside the text weighs this much: "Guidance updated" says what changed in the standard
   * ("The review … made two rules explicit"), the text says the rule itself. 0.8 measures best on the tuning set.
   */
  noteFactor: 0.8,
  /**
   * A sentence in which a page speaks of itself ("This page applies to anyone who proposes a new standard", "It
   * explains how you can propose…") weighs this much: it says where the answer is, the page's own text says it.
   * 0.8 measures best on the tuning and dev sets (0.65 alike).
   */
  pageAboutItselfFactor: 0.8,
  /**
   * A sentence of a page's opening, before its first heading, weighs this much: the opening sums up the page ("Frontends
   * depend on third-party code: … fonts loaded from another domain"), so it meets the words of every question about
   * the page, while the section that answers one ("Self-host fonts") meets only that question's. 0.95 measures best
   * on the tuning and dev sets (key fact +5, nothing lost); 0.9 and below lose the pages whose opening is the
   * answer ("we use one map library, Leaflet").
   */
  introFactor: 0.95,
  /**
   * A question that asks whether a thing exists ("is there a figma library…") is answered with confidence only by a
   * sentence that names it, where the thing's weightiest word weighs at least this share of the question's heaviest.
   */
  existingThingShare: 0.75,
  /**
   * Asked whether a thing exists ("is there a list of approved npm packages?"), a sentence that names it with what it
   * is of ("does not keep a list of approved packages") gains this much (0.2 and 0.3 measure alike on the tuning and
   * dev sets; 0.1 too little).
   */
  existsBonus: 0.2,
  /**
   * A block whose label names the case the question asks ("Personal data: report it…" to "what if it was personal
   * data instead?") gains this much for each of its sentences, where the label holds at least `caseLabelShare` of
   * the question's own weight (0.3 and 0.2 measure best on the tuning and dev sets; a lower share lets one-word
   * labels such as "Fixtures." win on a word they share).
   */
  caseLabelBonus: 0.2,
  caseLabelShare: 0.3,
  /**
   * A sentence on the page whose title the question writes in full ("does secure coding apply to…") gains this much
   * (0.2 measures best on the tuning and dev sets; 0.3 starts to cost answers from other pages).
   */
  namedPageBonus: 0.2,
  /** Asked about a thing that is not there ("no token at all"), a sentence that says so of it gains this much. */
  absentBonus: 0.2,
  /** A list of more labelled items than this after a paragraph is a list of points (ten principles), not of cases. */
  maxCases: 4,
  /** Two sentences sharing this much of their words say the same thing: only the better one is quoted. */
  redundantAbove: 0.6,
} as const;

/** How far a text's stems hold a term (1: the word itself), the text being what the stems were read from. */
type Match = (term: Term, stems: ReadonlySet<string>, text: string) => number;

const byStem: Match = (term, stems) => matches(term, stems);

/** As `byStem`, but a stem the text writes only as another word than the question's counts `otherWordCredit`. */
const byWord: Match = (term, stems, text) => {
  const found = matches(term, stems);
  return found === 1 && !writesAsOneOf(text, term.stem, term.words) ? COMPOSE.otherWordCredit : found;
};

/**
 * Whether a section is one short statement under its heading ("Low-code" over "Mendix."): the heading says what the
 * statement is, so the heading's words count as the sentence's own. A longer lone sentence says itself what it is about.
 */
function answersHeading(section: Section): boolean {
  return section.level > 1 && section.units.length === 1 && section.units[0].words <= COMPOSE.headingAnswerWords;
}

/** The share of the question's weight a sentence answers (1: every word), with its section's headings as context. */
function unitRelevance(terms: readonly Term[], unit: Unit, section: Section, match: Match = byStem): number {
  let total = 0;
  let found = 0;
  for (const term of terms) {
    total += term.weight;
    found +=
      term.weight *
      Math.max(
        match(term, unit.ownStems, unit.text),
        match(term, unit.stems, unit.text) * COMPOSE.quotedCredit,
        match(term, section.blockStems[unit.block], section.blocks[unit.block]) * COMPOSE.blockCredit,
        match(term, section.headingStems, section.trail.join(' ')) * COMPOSE.headingCredit,
        answersHeading(section) ? match(term, section.ownHeadingStems, section.heading) : 0,
        // A table row is read with its header row ("Package | Contents"), as a sentence with its paragraph.
        unit.header && unit.headerStems ? match(term, unit.headerStems, unit.header) * COMPOSE.blockCredit : 0,
        unit.code ? match(term, unit.code.stems, unit.code.text) * COMPOSE.codeCredit : 0,
      );
  }
  return total > 0 ? found / total : 0;
}

/**
 * The best sentence's relevance with the question's words told from other
 * words of their stem. It is never above a sentence's relevance by stem, so
 * the sentences are read best first until none left can beat it.
 */
function bestRelevanceByWord(terms: readonly Term[], scored: readonly Scored[]): number {
  let best = 0;
  for (const s of [...scored].sort((a, b) => b.relevance - a.relevance)) {
    if (s.relevance <= best) break;
    best = Math.max(best, unitRelevance(terms, s.unit, s.section, byWord));
  }
  return best;
}

interface Scored {
  unit: Unit;
  section: Section;
  relevance: number;
  score: number;
  /** The score without the bonus for giving the value asked: what says whether the best sentences give one. */
  plain: number;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both || 1);
}

export interface Group {
  section: Section;
  /** The quoted units, in the order they stand in the section. */
  units: Unit[];
  /** Blocks (by index) quoted whole as a list under the unit that introduces it. */
  list: number[];
  /** The code block a quoted sentence introduces ("… look it up with:"), quoted with it. */
  code?: CodeBlock;
}

/** What the evidence allows: quote with confidence, show the closest sections, or say the standards do not cover it. */
export type Outcome = 'answer' | 'closest' | 'declined';

export interface Thresholds {
  declineBelow: number;
  closestBelow: number;
}

/**
 * The outcome a relevance leads to. Where the question wants a value (how
 * often, which version) and none of the best sentences gives one, they are on
 * its subject without answering it: at most the closest sections.
 */
export function outcomeFor(
  relevance: number,
  { declineBelow, closestBelow }: Thresholds = COMPOSE,
  givesValue = true,
): Outcome {
  if (relevance < declineBelow) return 'declined';
  return relevance < closestBelow || !givesValue ? 'closest' : 'answer';
}

export interface Composition {
  /**
   * How well the best sentence answers the question, a question word met only
   * as another word of its stem counting less, with the support of the best
   * sections' headings, and a little for each word of a detailed question: 0 to about 2.
   */
  relevance: number;
  /** Whether one of the sentences a confident answer would quote gives the value the question wants (true when it wants none). */
  givesValue: boolean;
  outcome: Outcome;
  declined: boolean;
  groups: Group[];
  /**
   * For the 'closest' outcome: the best sections, best first, each with its best sentence or two, in the page's
   * order, and what the last of them introduces when it ends in a colon.
   */
  closest: Array<Pick<Group, 'section' | 'units' | 'list' | 'code'>>;
  /** Up to three distinct pages, best first, for a decline. */
  closestPages: Section[];
}

/** The share of the question's weight a text's stems hold. */
function coverage(terms: readonly Term[], stems: ReadonlySet<string> | ReadonlyMap<string, number>): number {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  return total > 0 ? terms.reduce((sum, t) => sum + t.weight * matches(t, stems), 0) / total : 0;
}

/** Whether a section's headings share a word of the question, or its page's description holds enough of it. */
function aboutTheQuestion(terms: readonly Term[], section: Section): boolean {
  return (
    topicality(terms, section, true) > 0 || coverage(terms, section.descriptionStems) >= COMPOSE.otherPageDescribedAbove
  );
}

/** The share of the question's weight the section's own heading covers (or all its headings, page title included). */
function topicality(terms: readonly Term[], section: Section, trail = false): number {
  if (section.level <= 1 && !trail) return 0;
  return coverage(terms, trail ? section.headingStems : section.ownHeadingStems);
}

/** How a page's sentence about the page itself opens. */
const PAGE_ABOUT_ITSELF = /^(?:This (?:page|standard)|It (?:explains|covers|describes|defines))\b/;

function score(
  terms: readonly Term[],
  asks: ReadonlySet<Ask>,
  values: ReadonlySet<Ask>,
  unit: Unit,
  section: Section,
  rank: number,
  count: number,
  topic: readonly string[],
): Scored {
  const relevance = unitRelevance(terms, unit, section);
  let bonus = COMPOSE.topicBonus * topicality(terms, section);
  if (answersKind(unit.text, asks)) bonus += COMPOSE.askBonus;
  const value = values.size > 0 && givesValueOf(unit.text, values) ? COMPOSE.valueBonus : 0;
  // The rules themselves are what people ask about.
  if (/\b(?:MUST|SHOULD|MAY)\b/.test(unit.text)) bonus += 0.03;
  // The search core's order is evidence too.
  bonus += 0.05 * (1 - rank / Math.max(1, count));
  if (topic.includes(section.pageTitle)) bonus += COMPOSE.conversationBonus;
  let factor = 1;
  const stack = stackOf(terms, unit.stems, unit.code?.stems);
  if (stack === 'other') factor *= COMPOSE.otherStackFactor;
  if (stack === 'asked') bonus += COMPOSE.askedStackBonus;
  // A short sentence says little alone; one that answers its heading ("Mendix." under "Low-code") is not alone.
  if (unit.words < 5 && !answersHeading(section)) factor *= 0.7;
  if (unit.words > 60) factor *= 0.9;
  if (unit.note) factor *= COMPOSE.noteFactor;
  // A page's opening sums up the whole page in the words of every question about it.
  if (section.level === 1 && !unit.note) factor *= COMPOSE.introFactor;
  if (PAGE_ABOUT_ITSELF.test(unit.text)) factor *= COMPOSE.pageAboutItselfFactor;
  return { unit, section, relevance, score: relevance * factor + bonus + value, plain: relevance * factor + bonus };
}

/**
 * Whether a sentence names the thing a question asks whether it exists together with what it is of: "The City does
 * not keep a list of approved packages" answers "is there a list of approved npm packages?", where "List the waiting
 * ones… approve only packages" only shares its words. Together: the thing's word, then, within the next five words,
 * two of what it is of (or the one word there is).
 */
function namingWithWhatOf(thing: string, of: readonly string[]): (text: string) => boolean {
  const head = stem(thing);
  const wanted = of.map(stem);
  const needed = Math.min(2, wanted.length);
  return (text) => {
    const stems = words(text).map(stem);
    return stems.some((s, i) => {
      if (s !== head) return false;
      const next = stems.slice(i + 1, i + 6);
      return wanted.filter((w) => next.includes(w)).length >= needed;
    });
  };
}

/**
 * Whether a sentence says one of the things is not there, as the question does: "no" or "without" before it (an
 * article between), "missing" before or after it ("a missing token", "the token is missing").
 */
function sayingAbsent(absent: readonly Term[]): (text: string) => boolean {
  const isAbsent = (word: string | undefined) =>
    word !== undefined && absent.some((t) => matches(t, new Set([stem(word)])) > 0);
  return (text) => {
    const ws = words(text);
    return ws.some(
      (w, i) => isAbsent(absentAfter(ws, i)) || (w === 'missing' && (isAbsent(ws[i - 1]) || isAbsent(ws[i - 2]))),
    );
  };
}

/** Whether a sentence, or a table row by its first cell, starts with one of the things: it says what that one is. */
function definingOneOf(things: readonly string[]): (text: string) => boolean {
  const starts = things.map((thing) => new RegExp(`^${thing.replace(/[.+]/g, '\\$&')}\\b`));
  return (text) => {
    const start = text.replace(/^[\s|`*]+/, '').toLowerCase();
    return starts.some((pattern) => pattern.test(start));
  };
}

/** What a block of a section is on its page (a list item, a paragraph…); undefined where the Markdown does not say. */
function kindOfBlock(library: Library, section: Section, block: number) {
  return library.forms.kindOf(section.pageUrl, section.blocks[block]);
}

/** The blocks after a sentence that ends in a colon: the list it introduces, while its items stay short. */
function listAfter(library: Library, section: Section, unit: Unit): number[] {
  const words = (text: string) => text.split(/\s+/).length;
  const kind = (b: number) => kindOfBlock(library, section, b);
  // A long lead-in introduces a list only where the page's Markdown says one follows.
  const long = words(section.blocks[unit.block]) > COMPOSE.maxListLeadWords && kind(unit.block + 1) !== 'item';
  if (!unit.introducesList || long) return [];
  // Where the page's Markdown says which blocks are list items, the list is those; elsewhere, short blocks.
  const items: number[] = [];
  const depth = (b: number) => library.forms.depthOf(section.pageUrl, section.blocks[b]) ?? 0;
  const listDepth = depth(unit.block + 1);
  for (let b = unit.block + 1; b < section.blocks.length && items.length < COMPOSE.maxListItems; b++) {
    const block = section.blocks[b];
    if (kind(b) !== undefined ? kind(b) !== 'item' : words(block) > COMPOSE.maxListItemWords) break;
    // An item of the list around this one ("From when: …" after the ways a package enters) is not in it.
    if (depth(b) < listDepth) break;
    items.push(b);
    // An item that introduces something itself ends the list.
    if (block.endsWith(':')) break;
  }
  return items;
}

/**
 * The stems of the words a title or a label names its subject with: all but stop words. Not `contentStems`, which
 * reads a question and drops its figures: the number in "Remix 3 is something else." is part of what it names.
 */
function namingStems(text: string): string[] {
  return words(text)
    .filter((w) => !QUESTION_STOP_WORDS.has(w))
    .map(stem);
}

/**
 * Whether the question writes every word of a page's title of two words or more ("does secure coding apply to our
 * legacy repos?": Secure coding): it asks about that standard, though another page's sentence may share more of its
 * words. A title of one word ("Testing") is a word like any other.
 */
function writesTitle(title: string, terms: readonly Term[]): boolean {
  const stems = namingStems(title);
  return stems.length >= 2 && stems.every((s) => terms.some((t) => t.stem === s));
}

/**
 * Whether a block opens with a label ("Personal data: report it…", "When to share. Share a component…") whose every
 * word the question writes, and which holds enough of the question: the block is about the case the question asks
 * ("what if it was personal data instead?", "when should a component be shared?").
 */
function namesCase(block: string, terms: readonly Term[]): boolean {
  const label = shortLabel(block);
  if (!label) return false;
  const stems = new Set(namingStems(label));
  return (
    stems.size > 0 &&
    [...stems].every((s) => terms.some((t) => t.stem === s)) &&
    coverage(terms, stems) >= COMPOSE.caseLabelShare
  );
}

/** The label a block opens with ("Personal data: report it…", "When to share. Share a component…"), if it is short. */
function shortLabel(block: string): string | undefined {
  const label = /^([^.:!?]+)[.:](?=\s)/.exec(block)?.[1];
  return label && label.split(/\s+/).length <= COMPOSE.maxLabelWords ? label : undefined;
}

/**
 * The list of labelled cases right after a paragraph that says what holds for them all ("Treat anything that reached
 * GitHub as public… / A secret or credential: revoke or rotate it… / Personal data: report it…"): the case the
 * question is about, the item whose sentences score best for it, to quote after the paragraph's last sentence. The
 * paragraph alone says what is so; the case says what to do.
 */
function caseAfter(
  library: Library,
  section: Section,
  unit: Unit,
  terms: readonly Term[],
  scoreOf: (u: Unit) => number,
): Unit[] {
  const kind = (b: number) => kindOfBlock(library, section, b);
  const last = section.units.filter((u) => u.block === unit.block).at(-1);
  if (unit !== last || unit.note || unit.text.endsWith(':') || kind(unit.block) === 'item') return [];
  const cases: Array<{ block: number; named: boolean }> = [];
  for (let b = unit.block + 1; b < section.blocks.length && kind(b) === 'item'; b++) {
    const label = shortLabel(section.blocks[b]);
    if (!label) return [];
    const stems = new Set(namingStems(label));
    cases.push({ block: b, named: terms.some((t) => !t.earlier && matches(t, stems) > 0) });
  }
  if (cases.length < 2 || cases.length > COMPOSE.maxCases) return [];
  const blockScore = (b: number) => Math.max(...section.units.filter((u) => u.block === b).map(scoreOf));
  const chosen = cases.filter((c) => c.named).sort((x, y) => blockScore(y.block) - blockScore(x.block))[0];
  return chosen ? section.units.filter((u) => u.block === chosen.block) : [];
}

/**
 * Whether a block's first sentence is, or opens with, a short label: a sentence of its own ("Merge strategy. Squash
 * merging keeps…") or words the page sets in bold ("**Which applications:** every application…").
 */
function startsWithLabel(library: Library, section: Section, first: Unit): boolean {
  const sentence = /^[^.!?]+[.!?](?=\s|$)/.exec(first.text)?.[0] ?? first.text;
  const bold = library.forms.labelOf(section.pageUrl, section.blocks[first.block]);
  return [sentence, bold].some((label) => label !== undefined && label.split(/\s+/).length <= COMPOSE.maxLabelWords);
}

/**
 * The whole block a unit stands in, where the block starts with a label and is short: the label says what, the
 * sentences after it say why ("Sending on the request thread. A slow relay then makes…"). None otherwise.
 */
function labelledBlockOf(library: Library, section: Section, unit: Unit): Unit[] {
  const block = section.units.filter((u) => u.block === unit.block);
  const words = block.reduce((n, u) => n + u.words, 0);
  return startsWithLabel(library, section, block[0]) && words <= COMPOSE.maxLabelledBlockWords ? block : [];
}

/** Words that open a sentence which only makes sense after the one before it. */
const REFERS_BACK = /^(?:it|its|they|their|them|this|these|that|those|such|then|there|he|she|both|either|neither)\b/i;
// What a sentence says at the start of its clause: "Every question they ask" refers back as surely as "They ask".
const REFERS_BACK_SOON = /^(?:\S+\s+){0,3}(?:they|them|their|it|its|these|those)\b/i;

function refersBack(unit: Unit): boolean {
  return REFERS_BACK.test(unit.text) || REFERS_BACK_SOON.test(unit.text);
}

/** The sentence before this one in its block, if any. */
function precedingInBlock(section: Section, unit: Unit): Unit | undefined {
  const before = section.units[section.units.indexOf(unit) - 1];
  return before && before.block === unit.block ? before : undefined;
}

/** A short lead-in to an example: "With axe-core and Playwright:" after "Automate the checks…" says how to do it. */
function leadsIn(unit: Unit): boolean {
  return unit.text.endsWith(':') && unit.words <= COMPOSE.maxLeadOnWords;
}

/**
 * The sentence that goes on from this one by referring back to it, in the same block: often its point ("Automated
 * reviewers … can point out problems before a human looks. They do not replace the approval by a developer."), so it
 * is quoted with it; or by leading in to an example of it. None after a note's sentence, which is not worth more of
 * the note.
 */
function goesOnFrom(section: Section, unit: Unit): Unit | undefined {
  const after = section.units[section.units.indexOf(unit) + 1];
  return !unit.note && after && after.block === unit.block && (refersBack(after) || leadsIn(after)) ? after : undefined;
}

/**
 * What a quoted sentence ending in a colon introduces, to be quoted with it: the code block after it, when the page
 * has one there; else the list after it; else the rows of the table after it.
 */
function introduced(library: Library, section: Section, unit: Unit): Pick<Group, 'list' | 'code'> & { rows: Unit[] } {
  const code = library.forms.codeAfter(section.pageUrl, section.blocks[unit.block]);
  if (code) return { list: [], code, rows: [] };
  const list = listAfter(library, section, unit);
  return { list, rows: list.length > 0 ? [] : tableAfter(section, unit) };
}

/** The rows of the table right after a sentence that ends in a colon, up to `maxListItems`, its header left out. */
function tableAfter(section: Section, unit: Unit): Unit[] {
  if (!unit.introducesList) return [];
  const rows: Unit[] = [];
  for (const next of section.units.filter((u) => u.block > unit.block)) {
    if (!isTableRow(next.text) || rows.length >= COMPOSE.maxListItems) break;
    if (!isTableHeader(section, next)) rows.push(next);
  }
  return rows;
}

/**
 * The sentence a list item goes on from, when the item reads as the rest of it ("Each standard is a single Markdown
 * file that:" before "is reviewed roughly every nine months"): the last sentence of the nearest block before the list
 * that ends in a colon, with only the list's items between, and whose quoted list holds the item. None for an item
 * that reads on its own.
 */
function leadInOf(library: Library, section: Section, unit: Unit): Unit | undefined {
  const kind = (b: number) => kindOfBlock(library, section, b);
  if (!/^\p{Ll}/u.test(unit.text) || kind(unit.block) !== 'item' || precedingInBlock(section, unit)) return undefined;
  for (let b = unit.block - 1; b >= 0; b--) {
    const last = section.units.filter((u) => u.block === b).at(-1);
    if (last?.text.endsWith(':'))
      return introduced(library, section, last).list.includes(unit.block) ? last : undefined;
    if (kind(b) !== 'item') return undefined;
  }
  return undefined;
}

/**
 * Whether the question asks if it may use (or which) product, one the standards never name, of a kind a standard
 * rules on: "is mongodb ok for a new app?" meets the database standard, whose headings name its kind. The standards
 * do not answer it in words, but the standard that rules on it is the answer to point at, not "I couldn't find".
 * "How do I tune MongoDB?" asks how, not whether: it stays declined.
 */
function asksAboutRuledKind(
  terms: readonly Term[],
  asks: ReadonlySet<Ask>,
  retrieved: readonly Section[],
  choosing: boolean,
): boolean {
  // "styled-components or emotion?" asks which to use as surely as "may I use emotion?" does.
  if (!asks.has('rule') && !asks.has('name') && !choosing) return false;
  const best = retrieved.slice(0, COMPOSE.supportingSections);
  return terms.some((t) => t.kind && best.some((s) => s.headingStems.has(t.stem)));
}

/**
 * Whether stems name a thing the question wrote: as written, as what it stands for ("pg": PostgreSQL), or as the
 * question's term for it reads it.
 */
function naming(thing: string, terms: readonly Term[]): (stems: ReadonlySet<string>) => boolean {
  const own = [thing, ...(meaningOf(thing) ?? [])].map(stem);
  const term = terms.find((t) => t.words.has(thing));
  return (stems) => own.some((s) => stems.has(s)) || (term !== undefined && matches(term, stems) > 0);
}

/** Picks the sentences that best answer the question from the retrieved sections, or declines. */
export function compose(
  library: Library,
  terms: readonly Term[],
  retrieved: readonly Section[],
  thresholds: Thresholds = COMPOSE,
  {
    kinds: asks,
    values,
    choices,
    versionOf,
    exists,
    existsOf,
    setting,
    compared,
    tool,
    absent,
    elsewhere,
  }: Asked = NOTHING_ASKED,
  /** For a follow-up, the titles of the pages the previous answer cited: what the conversation is about. */
  topic: readonly string[] = [],
): Composition {
  const defines = compared && definingOneOf(compared);
  const namesAsked = exists && existsOf && namingWithWhatOf(exists[exists.length - 1], existsOf);
  const ownTerms = terms.filter((t) => !t.earlier);
  // The page the question names by its title ("does secure coding apply to…"), read once per title.
  const titlesNamed = new Map<string, boolean>();
  const namesTitle = (title: string) => {
    if (!titlesNamed.has(title)) titlesNamed.set(title, writesTitle(title, ownTerms));
    return titlesNamed.get(title)!;
  };
  // The case a block's label names, read once per block: every sentence of the block shares it.
  const casesNamed = new Map<string, boolean>();
  const labelNamed = (section: Section, unit: Unit) => {
    const block = section.blocks[unit.block];
    if (!casesNamed.has(block)) casesNamed.set(block, namesCase(block, ownTerms));
    return casesNamed.get(block)!;
  };
  const absentTerms = terms.filter((t) => absent?.some((w) => t.words.has(w) || t.stem === stem(w)));
  const saysAbsent = absentTerms.length > 0 && sayingAbsent(absentTerms);
  const scored = retrieved
    .flatMap((section, rank) =>
      // A table's header row says nothing on its own.
      section.units
        .filter((u) => !isTableHeader(section, u))
        .map((unit) => score(terms, asks, values, unit, section, rank, retrieved.length, topic)),
    )
    .map((s) => {
      // What the question's shape asks for: a sentence that defines one of two things compared, names what it asks
      // whether it exists or says that what it asks about is not there; a block labelled with the case it asks; the
      // page it names by its title.
      const shaped =
        (defines?.(s.unit.text) ? COMPOSE.definesBonus : 0) +
        (namesAsked?.(s.unit.text) ? COMPOSE.existsBonus : 0) +
        (saysAbsent && saysAbsent(s.unit.text) ? COMPOSE.absentBonus : 0) +
        (labelNamed(s.section, s.unit) ? COMPOSE.caseLabelBonus : 0) +
        (namesTitle(s.section.pageTitle) ? COMPOSE.namedPageBonus : 0);
      return shaped ? { ...s, score: s.score + shaped, plain: s.plain + shaped } : s;
    })
    .sort((a, b) => b.score - a.score);
  const pages: Section[] = [];
  for (const section of retrieved) {
    if (pages.length < 3 && !pages.some((p) => p.pageUrl === section.pageUrl)) {
      pages.push(library.section(section.pageUrl) ?? section);
    }
  }
  const support = Math.max(0, ...retrieved.slice(0, COMPOSE.supportingSections).map((s) => topicality(terms, s, true)));
  const detail = COMPOSE.detailCredit * Math.min(terms.length, COMPOSE.detailWords);
  const gathered = Math.max(
    0,
    ...pages.map((p) => coverage(terms, library.pages.get(p.pageUrl)?.frequencies ?? new Map())),
  );
  const relevance =
    bestRelevanceByWord(terms, scored) + COMPOSE.headingSupport * support + COMPOSE.pageSupport * gathered + detail;
  // A note of what changed in a standard ("adds three pieces of current practice") gives no value the question wants.
  // Whether the best sentences give the value asked is judged without the bonus for giving it: a sentence with some
  // number on the subject does not make a question the standards leave open answered.
  const topPlain = Math.max(...scored.map((s) => s.plain));
  const best = scored.filter((s) => s.plain >= topPlain * COMPOSE.keepAbove && !s.unit.note);
  const options = choices.map((choice) => {
    if (/^\d+$/.test(choice)) return (s: Scored) => givesNumber(s.unit.text, choice);
    const names = naming(choice, terms);
    return (s: Scored) => names(s.unit.stems);
  });
  const versioned = versionOf === undefined ? undefined : naming(versionOf, terms);
  // What the question asks whether it exists is named by its weightiest word ("picker" of "date picker component"),
  // where that word is what the question is about: a "site that shows vulns" is answered by naming one.
  const heaviest = Math.max(0, ...terms.map((t) => t.weight));
  const thing =
    exists &&
    terms
      .filter((t) => exists.some((w) => t.words.has(w)))
      .sort((a, b) => b.weight - a.weight)
      .find((t) => t.weight >= COMPOSE.existingThingShare * heaviest);
  // The value asked must be a value of the setting the question names, or a bound the sentence sets ("at most 160
  // characters" answers "max length of the description"): a number elsewhere on the subject is not it.
  const named = setting === undefined ? undefined : terms.find((t) => t.words.has(setting));
  const givesValue =
    (thing === undefined || best.some((s) => matches(thing, s.unit.stems) > 0)) &&
    (values.size === 0 ||
      best.some(
        (s) =>
          (givesValueOf(s.unit.text, values) &&
            (named === undefined || matches(named, s.unit.stems) > 0 || statesBound(s.unit.text))) ||
          (setting !== undefined && boundsAtOne(s.unit.text, setting)),
      )) &&
    (versioned === undefined ||
      best.some((s) => givesVersionOf(s.unit.text, (word) => versioned(new Set([stem(word)]))))) &&
    (options.length === 0 || best.some((s) => options.some((names) => names(s)))) &&
    (!tool || best.some((s) => namesProduct(s.unit.text)));
  // A difference is told where the two things are written of together; where no section does, nothing is near.
  const comparedNames = (compared ?? []).map((thing) => naming(thing, terms));
  const comparedTogether =
    compared === undefined ||
    retrieved.some((s) => {
      const stems = new Set(s.frequencies.keys());
      return comparedNames.every((names) => names(stems));
    });
  const decided = scored.length === 0 || !comparedTogether ? 'declined' : outcomeFor(relevance, thresholds, givesValue);
  const ruled =
    decided === 'declined' && asksAboutRuledKind(terms, asks, retrieved, choices.length > 0) ? 'closest' : decided;
  // A question on a subject the City answers elsewhere is declined however close a sentence on another subject looks.
  const outcome = elsewhere ? 'declined' : ruled;
  const found = { relevance, givesValue, outcome };
  if (outcome === 'declined') {
    return { ...found, declined: true, groups: [], closest: [], closestPages: pages };
  }
  if (outcome === 'closest') {
    const closest: Composition['closest'] = [];
    // A sentence that introduces a long example would bring all of it: the section's next best sentence stands in.
    const longExample = (section: Section, u: Unit) =>
      u.text.endsWith(':') &&
      (library.forms.codeAfter(section.pageUrl, section.blocks[u.block])?.text.split('\n').length ?? 0) >
        COMPOSE.closestCodeLines;
    for (const s of scored) {
      if (closest.length >= COMPOSE.closestSections) break;
      if (s.relevance > 0 && !longExample(s.section, s.unit) && !closest.some((c) => c.section === s.section)) {
        // A note's sentence is not worth more of the note: it says what changed.
        const second = s.unit.note
          ? undefined
          : scored.find(
              (o) =>
                o.section === s.section &&
                o.unit !== s.unit &&
                !longExample(o.section, o.unit) &&
                o.score >= s.score * COMPOSE.closestSecondAbove &&
                jaccard(o.unit.stems, s.unit.stems) <= COMPOSE.redundantAbove,
            );
        const units = second ? [s.unit, second.unit].sort((a, b) => a.position - b.position) : [s.unit];
        // Two sentences read as one passage only where the first ends as a sentence, the second starts as one
        // (not the rest of a list's lead-in: "…before. through a package manager;") and neither is a table row.
        if (
          units.length === 2 &&
          (!/[.!?]$/.test(units[0].text) || /^\p{Ll}/u.test(units[1].text) || units.some((u) => isTableRow(u.text)))
        )
          units.splice(units.indexOf(second!.unit), 1);
        // A sentence that refers back reads as cut off without the one before it.
        const before = !units[0].note && refersBack(units[0]) ? precedingInBlock(s.section, units[0]) : undefined;
        if (before && !units.includes(before)) units.unshift(before);
        const after = goesOnFrom(s.section, units[units.length - 1]);
        if (after && !units.includes(after) && !longExample(s.section, after)) units.push(after);
        // A label alone ("Sending on the request thread.") names what its block is about, as in an answer.
        for (const unit of [...units])
          for (const u of labelledBlockOf(library, s.section, unit)) if (!units.includes(u)) units.push(u);
        units.sort((a, b) => a.position - b.position);
        // A list item that reads as the rest of its lead-in is shown as the lead-in with its list.
        const leadIn = leadInOf(library, s.section, units[0]);
        if (leadIn) units.splice(0, units.length, leadIn);
        // A sentence that ends in a colon reads as cut off without what it introduces.
        const last = units[units.length - 1];
        const { list, code, rows } = last.text.endsWith(':')
          ? introduced(library, s.section, last)
          : { list: [], code: undefined, rows: [] };
        closest.push({ section: s.section, units: [...units, ...rows.filter((r) => !units.includes(r))], list, code });
      }
    }
    return { ...found, declined: false, groups: [], closest, closestPages: pages };
  }

  const top = scored[0].score;
  const bestPage = scored[0].section.pageUrl;
  const chosen: Scored[] = [];
  const sections = new Set<string>();
  for (const candidate of scored) {
    if (chosen.length >= COMPOSE.maxUnits || candidate.score < top * COMPOSE.keepSameSectionAbove) break;
    const sameSection = candidate.section.url === scored[0].section.url && !candidate.unit.note;
    if (candidate.score < top * COMPOSE.keepAbove && !sameSection) continue;
    if (
      candidate.section.pageUrl !== bestPage &&
      (candidate.score < top * COMPOSE.keepOtherPageAbove || !aboutTheQuestion(terms, candidate.section))
    )
      continue;
    if (!sections.has(candidate.section.url) && sections.size >= COMPOSE.maxSections) continue;
    if (chosen.some((c) => jaccard(c.unit.stems, candidate.unit.stems) > COMPOSE.redundantAbove)) continue;
    chosen.push(candidate);
    sections.add(candidate.section.url);
  }

  const groups = new Map<string, Group & { best: number }>();
  for (const c of chosen) {
    let group = groups.get(c.section.url);
    if (!group) groups.set(c.section.url, (group = { section: c.section, units: [], list: [], best: c.score }));
    group.units.push(c.unit);
  }
  const scoreOf = new Map(scored.map((s) => [s.unit, s.plain]));
  for (const group of groups.values()) {
    // A paragraph that sets out what holds for the cases listed after it is quoted with the case asked about.
    for (const unit of [...group.units])
      for (const u of caseAfter(library, group.section, unit, terms, (x) => scoreOf.get(x) ?? 0))
        if (!group.units.includes(u)) group.units.push(u);
    for (const unit of [...group.units])
      for (const u of labelledBlockOf(library, group.section, unit)) if (!group.units.includes(u)) group.units.push(u);
    for (const unit of [...group.units]) {
      const next = goesOnFrom(group.section, unit);
      if (next && !group.units.includes(next)) group.units.push(next);
    }
    // A sentence that refers back ("Every question they ask…") is quoted with the sentences it refers to; a note's
    // sentence is not worth more of the note.
    for (const unit of [...group.units].sort((a, b) => b.position - a.position)) {
      for (let u: Unit | undefined = unit; u && !u.note && refersBack(u);) {
        const before = precedingInBlock(group.section, u);
        if (before && !group.units.includes(before)) group.units.push(before);
        u = before;
      }
    }
    // Two sentences of a paragraph with one between them are quoted with it: the passage reads as the page wrote it.
    for (const unit of [...group.units]) {
      const i = group.section.units.indexOf(unit);
      const [middle, after] = [group.section.units[i + 1], group.section.units[i + 2]];
      if (after?.block === unit.block && group.units.includes(after) && !group.units.includes(middle))
        group.units.push(middle);
    }
    // A list item that reads as the rest of its lead-in is quoted with the lead-in, which brings the list.
    for (const unit of [...group.units]) {
      const leadIn = leadInOf(library, group.section, unit);
      if (leadIn && !group.units.includes(leadIn)) group.units.push(leadIn);
    }
    group.units.sort((a, b) => a.position - b.position);
    // A group quotes one example: of two sentences that introduce one, the better one's; the other, without its
    // example, would read as cut off.
    const openers = new Map(
      group.units.filter((u) => u.text.endsWith(':')).map((u) => [u, introduced(library, group.section, u)]),
    );
    const introducing = [...openers].filter(([, { list, code, rows }]) => list.length + rows.length > 0 || code);
    const [opener] =
      introducing.length > 1
        ? introducing.sort(([x], [y]) => (scoreOf.get(y) ?? 0) - (scoreOf.get(x) ?? 0))[0]
        : ([...openers][0] ?? []);
    if (introducing.length > 1)
      group.units = group.units.filter((u) => u === opener || !introducing.some(([i]) => i === u));
    if (opener) {
      const { list, code, rows } = openers.get(opener)!;
      Object.assign(group, { list, code });
      group.units = group.units.filter((u) => !list.includes(u.block));
      for (const row of rows) if (!group.units.includes(row)) group.units.push(row);
    }
  }
  // Pages best first; within a page, its sections in the page's own order, so the rule comes before its caveats,
  // and a note of what changed in the standard after the text that states it.
  const pageBest = new Map<string, number>();
  for (const g of groups.values()) {
    pageBest.set(g.section.pageUrl, Math.max(pageBest.get(g.section.pageUrl) ?? 0, g.best));
  }
  const onlyNotes = (g: Group) => (g.units.every((u) => u.note) ? 1 : 0);
  const ordered = [...groups.values()].sort((a, b) =>
    a.section.pageUrl === b.section.pageUrl
      ? onlyNotes(a) - onlyNotes(b) || library.position(a.section) - library.position(b.section)
      : pageBest.get(b.section.pageUrl)! - pageBest.get(a.section.pageUrl)!,
  );
  return { ...found, declined: false, groups: ordered, closest: [], closestPages: pages };
}
