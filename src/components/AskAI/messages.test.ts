import { describe, expect, it } from 'vitest';
import { hit } from './__fixtures__/assistant';
import { conversationFixture } from './__fixtures__/conversation';
import { askAiSettings } from './settings';
import { safeHref } from './links';
import {
  answerForClipboard,
  citedSources,
  compactMessage,
  exchanges,
  followUps,
  plainAnswer,
  type AskMessage,
} from './messages';

describe('links an answer may hold', () => {
  it.each([
    ['/docs/backend/database#pick-a-driver', '/docs/backend/database#pick-a-driver'],
    ['https://www.postgresql.org/docs/', 'https://www.postgresql.org/docs/'],
    ['HTTPS://example.org', 'https://example.org/'],
    ['https://developers.amsterdam/docs/intro#x', '/docs/intro#x'],
    ['http://example.org', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['docs/intro', null],
    ['', null],
    ['https://', null],
  ])('%s → %s', (url, expected) => {
    expect(safeHref(url, 'https://developers.amsterdam')).toBe(expected);
  });
});

describe('messages', () => {
  const { messages } = conversationFixture();

  it('pairs each question with its answer', () => {
    const list = exchanges(messages);
    expect(list.map((e) => [e.question.id, e.answer?.id ?? null])).toEqual([
      ['u1', 'a1'],
      ['u2', null],
    ]);
  });

  it('cites each source once, in order; follow-ups at most 3', () => {
    const answer: AskMessage = {
      id: 'a',
      role: 'assistant',
      metadata: { followUps: ['1', '2', '', '3', '4'] },
      parts: [
        { type: 'source-url', sourceId: 's1', url: '/docs/a#x', title: 'X' },
        { type: 'source-url', sourceId: 's2', url: '/docs/b#y', title: 'Y' },
        { type: 'source-url', sourceId: 's3', url: '/docs/a#x', title: 'X again' },
      ],
    };
    expect(citedSources(answer).map((s) => s.url)).toEqual(['/docs/a#x', '/docs/b#y']);
    expect(followUps(answer)).toEqual(['1', '2', '3']);
  });

  it('plain words for screen readers', () => {
    expect(plainAnswer('## Tokens\n\n- Check the **issuer** and `aud` ([Handling](/docs/x#y)).\n1. Then _test_.')).toBe(
      'Tokens Check the issuer and aud (Handling). Then test.',
    );
  });

  it('the clipboard gets absolute links and the sources', () => {
    const answer: AskMessage = {
      id: 'a',
      role: 'assistant',
      parts: [
        {
          type: 'text',
          text: 'See [the intro](/docs/intro#a) and [RFC 6750](https://www.rfc-editor.org/rfc/rfc6750).',
        },
        { type: 'source-url', sourceId: 's1', url: '/docs/intro#a', title: 'Introduction' },
      ],
    };
    expect(answerForClipboard(answer, 'https://developers.amsterdam')).toBe(
      'See [the intro](https://developers.amsterdam/docs/intro#a) and [RFC 6750](https://www.rfc-editor.org/rfc/rfc6750).' +
        '\n\nRelated sources:\n- Introduction: https://developers.amsterdam/docs/intro#a',
    );
  });

  it('hits are compacted to their link, type and headings', () => {
    const message: AskMessage = {
      id: 'a',
      role: 'assistant',
      parts: [
        {
          type: 'tool-searchIndex',
          toolCallId: 'c',
          state: 'output-available',
          input: { query: 'q' },
          output: { query: 'q', hits: [hit('database', 'Pick a driver', 'pick-a-driver')] },
        },
      ],
    };
    const [part] = compactMessage(message).parts;
    expect(part).toMatchObject({ output: { query: 'q', hits: [{ url: '/docs/backend/database#pick-a-driver' }] } });
    expect(JSON.stringify(part)).not.toContain('A long paragraph');
  });
});

describe('site configuration', () => {
  it('missing or broken: no Ask AI', () => {
    expect(askAiSettings(undefined).enabled).toBe(false);
    expect(askAiSettings({ enabled: 'yes' }).enabled).toBe(false);
  });

  it('defaults and at most three starters', () => {
    expect(askAiSettings({ enabled: true, apiBase: '/api/ask/', starters: ['a', ' ', 'b', 'c', 'd', 7] })).toEqual({
      enabled: true,
      apiBase: '/api/ask',
      assistantId: 'developers',
      starters: ['a', 'b', 'c'],
    });
  });
});
