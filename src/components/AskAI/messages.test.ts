import { describe, expect, it } from 'vitest';
import { hit } from './__fixtures__/assistant';
import { conversationFixture } from './__fixtures__/conversation';
import { askAiSettings } from '../ModalShell/askAiSettings';
import { safeHref } from './links';
import { compactMessage, exchanges, followUps, type AskMessage } from './messages';

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

  it('follow-ups: at most 3, none empty', () => {
    const answer: AskMessage = {
      id: 'a',
      role: 'assistant',
      metadata: { followUps: ['1', '2', '', '3', '4'] },
      parts: [],
    };
    expect(followUps(answer)).toEqual(['1', '2', '3']);
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
