import { randomUUID } from 'node:crypto';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { askedIn } from './asks';
import { citedSections } from './citations';
import type { QuoteForms } from './forms';
import { compose, type Composition, type Thresholds } from './compose';
import { questionTerms } from './question';
import type { Library, Section } from './library';
import { CLOSEST_SENTENCE, renderClosest, renderDecline, renderExtracts } from './render';
import { SEARCH_TOOL, type Retriever } from './retrieval';
import { contentTokens, contentWords } from './words';
import { joinCompounds } from './vocabulary';

export const EXTRACTS_MODEL_ID = 'extracts';
export const EXTRACTS_PROVIDER = 'amsterdam-developers';
const MAX_QUERY_WORDS = 12;

/** Words that open a question tied to the one before it ("And in TypeScript?", "What about new work?", "En voor de frontend?"). */
const LEADS_BACK =
  /^(?:(?:ok|okay|right|thanks|cool)[,.!]?\s+)?(?:and|also|even|but|so|then|what about|how about|and what|what if|why|en|ook|maar|dus|waarom|wat als|en als)\b/i;
/** Words that tie a question to the one before it wherever they stand ("which user id then?", "as well?"). */
const POINTS_BACK = /\b(?:instead|afterwards|too|as well|same)\b|\bthen\W*$/i;
/** A word that stands for something said before ("how should it get its settings?", "does that apply to…"). */
const PRONOUN = /\b(?:it|its|this|that|these|those|they|them|their|there|dit|daar|ervan|daarvoor|hiervoor)\b/gi;
/** "Is there…", "there are…", "is it ok to…", "it's fine if…": the words stand for nothing said before. */
const EMPTY_PRONOUN =
  /\bthis (?:site|page|website)\b|\b(?:is|are|isn't|aren't|was|were)\s+there\b|\bthere(?:'s|\s+is|\s+are)\b|\b(?:is|was|isn't)\s+it\s+(?:\w+\s+){1,3}?(?:to|if|that|when)\b|\bit(?:'s|\s+is)\s+(?:\w+\s+){0,2}?(?:to|if|that|when)\b/gi;

/**
 * Whether a pronoun in the question stands for something said before it: one before the question has named a thing
 * of its own ("what if it was personal data?"), or one that ends a question of one clause ("how do I compute the
 * hash for it?"). A pronoun after a clause of the question's own stands for that ("npm blocks my postinstall, how
 * do I allow it?").
 */
function pronounPointsBack(question: string): boolean {
  const plain = question.replace(EMPTY_PRONOUN, ' ');
  for (const match of plain.matchAll(PRONOUN)) {
    const before = plain.slice(0, match.index);
    if (contentWords(before).length <= 1) return true;
    const after = plain
      .slice(match.index + match[0].length)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (after.length <= 2 && !/[,;:.!?]|\b(?:and|but|or|so|because)\b/i.test(before)) return true;
  }
  return false;
}

/**
 * What the model learned from the conversation: the question; for one that
 * follows on, the question before it and the pages its answer cited (the
 * conversation's topic).
 */
export interface Turn {
  question: string;
  previous?: string;
  /** Titles of the pages the previous answer cited. */
  topic?: string[];
}

/**
 * Whether a question follows on from the one before it: by its opening words, by words such as "instead" or a
 * closing "then", by a pronoun that points back, or by having hardly a word of its own ("and for Python?").
 */
export function isFollowUp(question: string, previous: string | undefined): boolean {
  if (!previous) return false;
  const q = question.trim();
  return LEADS_BACK.test(q) || POINTS_BACK.test(q) || pronounPointsBack(q) || contentWords(q).length <= 1;
}

/** The search query for a question: its content words; for a follow-up, the earlier question's and its topic's too. */
function searchQueryFor({ question, previous, topic = [] }: Turn): string {
  // Words as written, capitals marking names the search weighs as such ("Spring Boot"), and a phrase read as the
  // answer reads it: the search for "pick up a review" looks for starting one, as the sentences are then chosen.
  const words = (text: string) => contentTokens(joinCompounds(text)).map((t) => t.text);
  const earlier = previous ? [...words(previous), ...topic.flatMap(words)] : [];
  const seen = new Set<string>();
  const query = [...words(question), ...earlier].filter(
    (w) => !seen.has(w.toLowerCase()) && !!seen.add(w.toLowerCase()),
  );
  return query.slice(0, MAX_QUERY_WORDS).join(' ') || question.trim();
}

/** The question before this one, with its topic, for the words a follow-up leaves out. */
function earlierWords({ previous, topic = [] }: Turn): string | undefined {
  return previous && [previous, ...topic].join(' ');
}

/**
 * The titles of the pages an answer cites, in order: what it was about. An answer that only showed the closest
 * sections was not sure what the question was about, and sets no topic for the next one.
 */
export function topicOf(answer: string, library: Library): string[] {
  if (answer.trimStart().startsWith(CLOSEST_SENTENCE)) return [];
  return [...new Set(citedSections(answer, library).map((s) => s.pageTitle))];
}

function textOf(content: ReadonlyArray<{ type: string; text?: string }>): string {
  return content
    .filter((p) => p.type === 'text')
    .map((p) => p.text ?? '')
    .join(' ')
    .trim();
}

/** The user's questions, oldest first. */
function questions(prompt: LanguageModelV3Prompt): string[] {
  return prompt.filter((m) => m.role === 'user').map((m) => textOf(m.content));
}

function turnOf(prompt: LanguageModelV3Prompt, library: Library): Turn {
  const asked = questions(prompt);
  const question = asked[asked.length - 1] ?? '';
  const previous = asked[asked.length - 2];
  if (!isFollowUp(question, previous)) return { question };
  const lastUser = prompt.map((m) => m.role).lastIndexOf('user');
  const answer = prompt
    .slice(0, lastUser)
    .reverse()
    .find((m) => m.role === 'assistant');
  const topic = answer?.role === 'assistant' ? topicOf(textOf(answer.content), library) : [];
  return { question, previous, topic };
}

/** The sections of this turn's search, from the tool result that ends the prompt. */
function retrievedSections(prompt: LanguageModelV3Prompt, library: Library): Section[] | undefined {
  const last = prompt[prompt.length - 1];
  if (last?.role !== 'tool') return undefined;
  const result = last.content.find((p) => p.type === 'tool-result' && p.toolName === SEARCH_TOOL);
  if (!result || result.type !== 'tool-result') return [];
  const output = result.output;
  if (output.type !== 'json' || typeof output.value !== 'object' || output.value === null) return [];
  const { sections } = output.value as { sections?: Array<{ url?: unknown }> };
  if (!Array.isArray(sections)) return [];
  // The text is read from our own copy of the standards, never from the prompt: quotes stay verbatim.
  return sections
    .map((s) => (typeof s?.url === 'string' ? library.section(s.url) : undefined))
    .filter((s): s is Section => s !== undefined);
}

const NO_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** What one call of the model answers, before it is streamed or returned whole. */
interface Reply {
  reasoning?: string;
  toolCall?: { id: string; input: string };
  /** The answer in pieces, each streamed whole: a quote never arrives without its citation. */
  pieces?: string[];
  declined?: boolean;
  closest?: boolean;
  relevance?: number;
}

/** The composed answer to a turn from the sections retrieved for it. */
function composeTurn(library: Library, turn: Turn, sections: readonly Section[], thresholds?: Thresholds) {
  const terms = questionTerms(library, turn.question, earlierWords(turn));
  return compose(library, terms, sections, thresholds, askedIn(turn.question), turn.topic);
}

/**
 * What the extracts model would answer to a turn, in process: the search its
 * first step makes, then the composition. The benchmark calibrates with it.
 */
export function assessTurn(retriever: Retriever, turn: Turn, thresholds?: Thresholds): Composition {
  const { library } = retriever;
  const sections = retriever
    .search(searchQueryFor(turn))
    .hits.map((hit) => (hit.url ? library.section(hit.url) : undefined))
    .filter((s): s is Section => s !== undefined);
  return composeTurn(library, turn, sections, thresholds);
}

/** The answer's pieces for a composition, as the model streams them. */
export function piecesOf(composition: Composition, forms?: QuoteForms): string[] {
  switch (composition.outcome) {
    case 'declined':
      return [renderDecline(composition.closestPages)];
    case 'closest':
      return renderClosest(composition, forms);
    case 'answer':
      return renderExtracts(composition, forms);
  }
}

/**
 * The default model: no weights, no network. Its first step says what it
 * will look for and calls `searchIndex` with a query made from the question
 * (and, for a follow-up, the question before it). Its second step answers
 * with sentences quoted verbatim from the sections the search returned, each
 * group linked to its section, or says it could not find the answer and
 * lists the closest pages.
 */
export class ExtractsModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = EXTRACTS_PROVIDER;
  readonly modelId = EXTRACTS_MODEL_ID;
  readonly supportedUrls = {};

  constructor(
    private readonly library: Library,
    /** The calibrated ones; tests choose others to reach each outcome. */
    private readonly thresholds?: Thresholds,
  ) {}

  private reply({ prompt, tools }: LanguageModelV3CallOptions): Reply {
    const turn = turnOf(prompt, this.library);
    const sections = retrievedSections(prompt, this.library);
    const canSearch = tools?.some((t) => t.name === SEARCH_TOOL) ?? false;
    if (sections === undefined && canSearch) {
      const query = searchQueryFor(turn);
      const reasoning = turn.previous
        ? `This follows on from "${turn.previous}", so I'll search the standards for "${query}".`
        : `I'll search the standards for "${query}" and quote the sentences that answer the question.`;
      return { reasoning, toolCall: { id: `call-${randomUUID()}`, input: JSON.stringify({ query }) } };
    }
    const composition = composeTurn(this.library, turn, sections ?? [], this.thresholds);
    return {
      pieces: piecesOf(composition, this.library.forms),
      declined: composition.declined,
      closest: composition.outcome === 'closest',
      relevance: composition.relevance,
    };
  }

  private providerMetadata(reply: Reply) {
    return reply.pieces === undefined
      ? undefined
      : {
          [EXTRACTS_PROVIDER]: {
            declined: reply.declined ?? false,
            closest: reply.closest ?? false,
            relevance: reply.relevance ?? 0,
          },
        };
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const reply = this.reply(options);
    const content: LanguageModelV3Content[] = [];
    if (reply.reasoning) content.push({ type: 'reasoning', text: reply.reasoning });
    if (reply.toolCall)
      content.push({
        type: 'tool-call',
        toolCallId: reply.toolCall.id,
        toolName: SEARCH_TOOL,
        input: reply.toolCall.input,
      });
    if (reply.pieces !== undefined) content.push({ type: 'text', text: reply.pieces.join('\n\n') });
    return {
      content,
      finishReason: { unified: reply.toolCall ? 'tool-calls' : 'stop', raw: undefined },
      usage: NO_USAGE,
      providerMetadata: this.providerMetadata(reply),
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const reply = this.reply(options);
    const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    if (reply.reasoning) {
      const id = `reasoning-${randomUUID()}`;
      parts.push({ type: 'reasoning-start', id }, { type: 'reasoning-delta', id, delta: reply.reasoning });
      parts.push({ type: 'reasoning-end', id });
    }
    if (reply.toolCall) {
      const { id, input } = reply.toolCall;
      parts.push(
        { type: 'tool-input-start', id, toolName: SEARCH_TOOL },
        { type: 'tool-input-delta', id, delta: input },
      );
      parts.push({ type: 'tool-input-end', id }, { type: 'tool-call', toolCallId: id, toolName: SEARCH_TOOL, input });
    }
    if (reply.pieces !== undefined) {
      const id = `text-${randomUUID()}`;
      parts.push({ type: 'text-start', id });
      reply.pieces.forEach((piece, i) => parts.push({ type: 'text-delta', id, delta: i > 0 ? `\n\n${piece}` : piece }));
      parts.push({ type: 'text-end', id });
    }
    parts.push({
      type: 'finish',
      finishReason: { unified: reply.toolCall ? 'tool-calls' : 'stop', raw: undefined },
      usage: NO_USAGE,
      providerMetadata: this.providerMetadata(reply),
    });
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return { stream };
  }
}
