import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { allBlocks, standardsIndex } from './__fixtures__/standards';
import { compose, COMPOSE } from './compose';
import { ExtractsModel, isFollowUp } from './extracts-model';
import { Library } from './library';
import { questionTerms } from './question';
import { DECLINE_SENTENCE, quotedPassages } from './render';
import { Retriever, SEARCH_TOOL } from './retrieval';
import { sentences } from './sentences';
import { answer, assistantText, chunk, fixtureAssistant, readAll, user } from './test-support';

const library = Library.fromIndex(standardsIndex());
const tools: LanguageModelV3CallOptions['tools'] = [
  { type: 'function', name: SEARCH_TOOL, inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
];
const say = (role: 'user' | 'assistant', text: string) =>
  role === 'user'
    ? { role, content: [{ type: 'text' as const, text }] }
    : { role, content: [{ type: 'text' as const, text }] };

async function firstStep(prompt: LanguageModelV3CallOptions['prompt']) {
  const { stream } = await new ExtractsModel(library).doStream({ prompt, tools });
  return readAll<LanguageModelV3StreamPart>(stream);
}

const toolCallOf = (parts: LanguageModelV3StreamPart[]) => {
  const call = parts.find((p) => p.type === 'tool-call');
  return call?.type === 'tool-call'
    ? { name: call.toolName, input: JSON.parse(call.input) as { query: string } }
    : undefined;
};
const reasoningOf = (parts: LanguageModelV3StreamPart[]) =>
  parts.map((p) => (p.type === 'reasoning-delta' ? p.delta : '')).join('');

describe('the extracts model, first step', () => {
  it('says what it will look for and calls searchIndex with the words of the question', async () => {
    const parts = await firstStep([say('user', 'How do I validate an access token?')]);
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'reasoning-start',
      'reasoning-delta',
      'reasoning-end',
      'tool-input-start',
      'tool-input-delta',
      'tool-input-end',
      'tool-call',
      'finish',
    ]);
    expect(toolCallOf(parts)).toEqual({ name: SEARCH_TOOL, input: { query: 'validate access token' } });
    expect(reasoningOf(parts)).toContain('"validate access token"');
  });

  it('searches for Go, written as the name of a language, by that name', async () => {
    const parts = await firstStep([say('user', 'can we write our new backend in Go?')]);
    expect(toolCallOf(parts)?.input.query).toBe('write new backend golang');
  });

  it('searches for a phrase as the answer reads it: "pick up a review" is starting one', async () => {
    const parts = await firstStep([say('user', 'how fast should I pick up a review request from a colleague?')]);
    expect(toolCallOf(parts)?.input.query).toBe('fast start review request colleague');
  });

  it('searches with the earlier question too when a question follows on from it', async () => {
    const parts = await firstStep([
      say('user', 'How do I validate an access token?'),
      say('assistant', 'Every API MUST validate every access token.'),
      say('user', 'And in TypeScript?'),
    ]);
    expect(toolCallOf(parts)?.input.query).toBe('TypeScript validate access token');
    expect(reasoningOf(parts)).toContain('follows on from "How do I validate an access token?"');
  });

  it("keeps a follow-up within the conversation's topic: the pages the previous answer cited", async () => {
    const parts = await firstStep([
      say('user', 'Which store should a new application use?'),
      say('assistant', 'New applications MUST use PostgreSQL. [1](/docs/backend/database#what-the-standard-is)'),
      say('user', 'how should it get its settings?'),
    ]);
    // "it" is the store the answer was about: the Database page.
    expect(toolCallOf(parts)?.input.query).toBe('settings store new application Database');
  });

  it('sets no topic from an answer that only showed the closest sections', async () => {
    const parts = await firstStep([
      say('user', 'Which store should a new application use?'),
      say(
        'assistant',
        'These sections look closest:\n\n- New applications MUST use PostgreSQL. [1](/docs/backend/database#what-the-standard-is)',
      ),
      say('user', 'how should it get its settings?'),
    ]);
    expect(toolCallOf(parts)?.input.query).toBe('settings store new application');
  });

  it('recognises a follow-up that ends in "then" or asks for the same or more', () => {
    expect(isFollowUp('which user id then?', 'Should containers run as root?')).toBe(true);
    expect(isFollowUp('can I pin the digest as well?', 'How do I pin a base image?')).toBe(true);
    expect(isFollowUp('same option name in msw 2?', 'How do I make MSW fail on unhandled requests?')).toBe(true);
    // "then" in the middle of a new question ties it to nothing.
    expect(isFollowUp('Which database do we use then and now for maps?', 'How do I validate a token?')).toBe(false);
  });

  it('reads a pronoun as pointing back only where the question has not named the thing itself', () => {
    const previous = 'How do I pin a base image?';
    expect(isFollowUp('how do I compute the hash for it?', previous)).toBe(true);
    expect(isFollowUp('does that apply to old repos?', previous)).toBe(true);
    expect(isFollowUp('ok, en hoe doe ik dat in node?', previous)).toBe(true);
    // The question's own clause names what the pronoun stands for.
    expect(isFollowUp('npm 12 blocks my postinstall, how do I allow it?', previous)).toBe(false);
    expect(isFollowUp("is pnpm allowed, it's way faster than npm", previous)).toBe(false);
    // "Is there", "is it ok to" and "this site" stand for nothing said before.
    expect(isFollowUp('is there a list of approved npm packages?', previous)).toBe(false);
    expect(isFollowUp('is it ok to use python:latest as base image', previous)).toBe(false);
    expect(isFollowUp('how often are the standards on this site checked?', previous)).toBe(false);
  });

  it('recognises a follow-up in Dutch, or one that only asks why', () => {
    expect(isFollowUp('en voor de frontend?', 'What code coverage must backends reach?')).toBe(true);
    expect(isFollowUp('waarom?', 'Which WCAG version is required?')).toBe(true);
    expect(isFollowUp('why not 2.2?', 'Which WCAG version is required?')).toBe(true);
    // "Even for…" and Dutch "ook voor…" extend what was asked before.
    expect(isFollowUp('even for a backend we started last year?', 'Is 80% coverage mandatory?')).toBe(true);
    expect(isFollowUp('ook voor een interne tool?', 'Is 80% coverage mandatory?')).toBe(true);
    expect(isFollowUp('Which database should a new application use?', 'How do I validate a token?')).toBe(false);
  });

  it('searches for a new question on its own, even in a conversation', async () => {
    const parts = await firstStep([
      say('user', 'How do I validate an access token?'),
      say('assistant', 'Every API MUST validate every access token.'),
      say('user', 'Which database should a new application use?'),
    ]);
    expect(toolCallOf(parts)?.input.query).toBe('database new application');
  });
});

describe('the extracts model, answering', () => {
  const { assistant } = fixtureAssistant();

  it('quotes sentences of the retrieved sections verbatim, each group ending in a numbered citation of its section', async () => {
    const { text, chunks } = await answer(assistant, [user('How do I validate an access token?')]);
    expect(text).toContain('Every API MUST validate every access token as section 4 of RFC 9068 describes');
    expect(text).toContain('[1](/docs/backend/handling-access-tokens#what-the-standard-is)');
    expect(text).not.toContain('Source:');
    // Not a word invented: every sentence of the answer, citations aside, stands in the standards as it is.
    const quoted = quotedPassages(text).flatMap((p) => sentences(p.text));
    expect(quoted.length).toBeGreaterThan(0);
    for (const sentence of quoted)
      expect(
        allBlocks.some((b) => b.includes(sentence)),
        sentence,
      ).toBe(true);
    const sources = chunk(chunks, 'source-url');
    expect(sources[0]).toEqual({
      type: 'source-url',
      sourceId: '/docs/backend/handling-access-tokens#what-the-standard-is',
      url: '/docs/backend/handling-access-tokens#what-the-standard-is',
      title: 'Handling access tokens › What the standard is',
    });
  });

  it('quotes the list a sentence introduces, and a table row with its header', async () => {
    const { text } = await answer(assistant, [user('How do I name my Git branches?')]);
    expect(text).toContain('The name has three parts:\n\n- a prefix: feature/, bugfix/, hotfix/, chore/ or docs/;');
    const driver = await answer(assistant, [user('Which driver do I use for PostgreSQL in Node.js?')]);
    expect(driver.text).toContain('| Driver | Language |\n| --- | --- |\n| node-postgres | Node.js |');
  });

  it('answers a follow-up from the section the earlier question leads to', async () => {
    const { text, chunks } = await answer(assistant, [
      user('How do I validate an access token?'),
      assistantText('Every API MUST validate every access token.'),
      user('And in TypeScript?'),
    ]);
    expect(text).toContain('The same checks with jose for Node.js.');
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toContain(
      '/docs/backend/handling-access-tokens#validate-a-token-in-typescript-with-jose',
    );
  });

  it('says it could not find an answer the standards do not hold, and lists the closest pages', async () => {
    const { text, chunks } = await answer(assistant, [user('How do I apply for a parking permit?')]);
    expect(text.startsWith(DECLINE_SENTENCE)).toBe(true);
    const pages = [...text.matchAll(/\]\((\/docs\/[^)]+)\)/g)].map((m) => m[1]);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const url of pages) expect(library.has(url) && !url.includes('#'), url).toBe(true);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ kind: 'extracts', declined: true });
    expect(chunk(chunks, 'source-url')).toEqual([]);
  });

  it('points a question about a product the standards never name at the standard on its kind', async () => {
    const { text } = await answer(assistant, [user('Can I use MongoDB?')]);
    // Not an answer about MongoDB, which the standards do not name: the database standard is where to look.
    expect(text.startsWith(DECLINE_SENTENCE) || text.startsWith('These sections look closest:')).toBe(true);
    expect(text).toContain('(/docs/backend/database');
  });

  it('offers up to three follow-up questions from sections it found but did not quote', async () => {
    const { chunks } = await answer(assistant, [user('How do I validate an access token?')]);
    const followUps = (chunk(chunks, 'finish')[0].messageMetadata as { followUps: string[] }).followUps;
    expect(followUps.length).toBeGreaterThan(0);
    expect(followUps.length).toBeLessThanOrEqual(3);
    expect(followUps).toContain('How do I validate a token in TypeScript with jose?');
  });
});

describe('the decline rule', () => {
  const retriever = new Retriever(library);
  const relevance = (question: string) => {
    const sections = retriever.search(question).hits.map((h) => library.section(h.url!)!);
    return compose(library, questionTerms(library, question), sections);
  };

  it('declines below the calibrated relevance and answers above it', () => {
    const covered = relevance('Which database must a project use?');
    expect(covered.relevance).toBeGreaterThanOrEqual(COMPOSE.declineBelow);
    expect(covered.declined).toBe(false);
    const uncovered = relevance('What are the opening hours of the museum?');
    expect(uncovered.relevance).toBeLessThan(COMPOSE.declineBelow);
    expect(uncovered.declined).toBe(true);
  });

  it('declines a question about something the standards never name, even when its other words match', () => {
    const named = relevance('Must a Rails project use PostgreSQL?');
    expect(named.declined).toBe(true);
    // The same words without the unknown name are answered, and so would an unknown ordinary word be.
    expect(relevance('Must a project use PostgreSQL?').declined).toBe(false);
    expect(relevance('Must a rails project use PostgreSQL?').declined).toBe(false);
  });
});

describe('the three outcomes', () => {
  const closestOnly = { declineBelow: 0, closestBelow: Number.POSITIVE_INFINITY };
  const { assistant } = fixtureAssistant({
    primary: { model: new ExtractsModel(library, closestOnly), kind: 'extracts', name: 'extracts' },
  });

  it('between declining and answering, shows the closest sections, each with its best sentence or two, cited', async () => {
    const { text, chunks } = await answer(assistant, [user('How do I validate an access token?')]);
    expect(text.startsWith('These sections look closest:\n\n- ')).toBe(true);
    const passages = quotedPassages(text);
    const urls = [...new Set(passages.map((p) => p.url))];
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(urls.length).toBeLessThanOrEqual(3);
    // One or two sentences of each section (and the list a sentence ending in a colon introduces), every one verbatim.
    for (const url of urls) {
      const [lead, ...introduced] = passages.filter((p) => p.url === url);
      expect(sentences(lead.text).length).toBeGreaterThanOrEqual(1);
      expect(sentences(lead.text).length).toBeLessThanOrEqual(2);
      if (introduced.length > 0) expect(lead.text.endsWith(':')).toBe(true);
      for (const { text: quoted } of [lead, ...introduced])
        for (const sentence of sentences(quoted))
          expect(library.section(url)?.blocks.some((b) => b.includes(sentence))).toBe(true);
    }
    // The first section's sentence ends in a colon: the list it introduces is quoted inside its item.
    expect(text).toContain('before it uses any claim in the token:\n\n  - Type.');
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toEqual(urls);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ closest: true });
    expect(chunk(chunks, 'finish')[0].messageMetadata).not.toMatchObject({ declined: true });
  });

  it('answers with confidence above both thresholds, and declines below both', async () => {
    const sure = fixtureAssistant({
      primary: {
        model: new ExtractsModel(library, { declineBelow: 0, closestBelow: 0 }),
        kind: 'extracts',
        name: 'extracts',
      },
    }).assistant;
    const confident = await answer(sure, [user('How do I validate an access token?')]);
    expect(confident.text).not.toContain('These sections look closest:');
    expect(chunk(confident.chunks, 'finish')[0].messageMetadata).not.toHaveProperty('closest');
    const never = fixtureAssistant({
      primary: {
        model: new ExtractsModel(library, {
          declineBelow: Number.POSITIVE_INFINITY,
          closestBelow: Number.POSITIVE_INFINITY,
        }),
        kind: 'extracts',
        name: 'extracts',
      },
    }).assistant;
    expect((await answer(never, [user('How do I validate an access token?')])).text.startsWith(DECLINE_SENTENCE)).toBe(
      true,
    );
  });

  it('sends each source as soon as the answer cites it, so a stopped answer keeps the sources of what it showed', async () => {
    const { chunks } = await answer(fixtureAssistant().assistant, [user('How do I validate an access token?')]);
    const order = chunks.filter((c) => c.type === 'text-delta' || c.type === 'source-url').map((c) => c.type);
    // Each quoted section is followed by its source before the next one is written.
    expect(order.slice(0, 2)).toEqual(['text-delta', 'source-url']);
    expect(chunk(chunks, 'source-url').length).toBe(chunk(chunks, 'text-delta').length);
  });

  it('streams each quoted section whole: a quote never arrives without its citation', async () => {
    const { chunks } = await answer(fixtureAssistant().assistant, [user('How do I name my Git branches?')]);
    const deltas = chunk(chunks, 'text-delta').map((c) => c.delta);
    expect(deltas.length).toBeGreaterThan(0);
    for (const delta of deltas) expect(delta).toMatch(/\[\d+\]\(\/docs\/[^)]+\)$/);
  });
});
