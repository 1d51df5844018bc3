import { describe, expect, it } from 'vitest';
import {
  cite,
  DOCKER,
  EXTRACTS_GROUPS,
  EXTRACTS_SOURCES,
  EXTRACTS_TEXT,
  KEYCLOAK,
  TOKENS,
} from './__fixtures__/answers';
import type { AskMessage } from './messages';
import { answerForClipboard, answerSources } from './sources';

const SITE = 'https://developers.amsterdam';

function answer(text: string, sources: { url: string; title?: string }[] = []): AskMessage {
  return {
    id: 'a',
    role: 'assistant',
    parts: [
      { type: 'text', text },
      ...sources.map((s, i) => ({ type: 'source-url' as const, sourceId: `s${i}`, url: s.url, title: s.title })),
    ],
  };
}

describe('answerSources', () => {
  it('the source-url list: each address once, in order, made a path of this site where it is one', () => {
    const message = answer(EXTRACTS_TEXT, [
      TOKENS,
      { url: `${SITE}${KEYCLOAK.url}`, title: KEYCLOAK.title },
      TOKENS,
      { url: 'javascript:alert(1)', title: 'no' },
      { url: DOCKER.url },
    ]);
    expect(answerSources(message, SITE)).toEqual([
      { href: TOKENS.url, title: TOKENS.title },
      { href: KEYCLOAK.url, title: KEYCLOAK.title },
      { href: DOCKER.url, title: DOCKER.url },
    ]);
  });

  it('stopped before the list came: the citations so far, by number, titled by their link title', () => {
    const soFar = EXTRACTS_GROUPS.slice(0, 4).join('');
    expect(answerSources(answer(soFar), SITE)).toEqual([
      { href: TOKENS.url, title: TOKENS.title },
      { href: KEYCLOAK.url, title: KEYCLOAK.title },
    ]);
    // A quote whose citation had not come yet has none; ordinary links are not sources.
    expect(answerSources(answer('Quoted. [Handling](/docs/backend/handling-access-tokens)'), SITE)).toEqual([]);
  });
});

describe('answerForClipboard', () => {
  it('clean Markdown: no needless escapes, absolute citation links, the numbered sources after it', () => {
    const copied = answerForClipboard(answer(EXTRACTS_TEXT, EXTRACTS_SOURCES), SITE, SITE);
    expect(copied).not.toMatch(/\\[_#]/);
    expect(copied).toContain('(see AB#48213)');
    expect(copied).toContain('Set PYTHON_IMAGE to a digest');
    // Code is copied as it is written.
    expect(copied).toContain('```dockerfile\nARG PYTHON_IMAGE=python:3.13-slim@sha256:0123\nFROM ${PYTHON_IMAGE}\n```');
    expect(copied).toContain(`[1](${SITE}${TOKENS.url} "${TOKENS.title}")`);
    expect(copied).not.toMatch(/\]\(\/docs/);
    expect(
      copied.endsWith(
        [
          '',
          'Sources:',
          '',
          `1. [${TOKENS.title}](${SITE}${TOKENS.url})`,
          `2. [${KEYCLOAK.title}](${SITE}${KEYCLOAK.url})`,
          `3. [${DOCKER.title}](${SITE}${DOCKER.url})`,
        ].join('\n'),
      ),
    ).toBe(true);
  });

  it('ordinary links too are made absolute; https links and code stay as they are', () => {
    const text = 'See [the intro](/docs/intro#a), [RFC 6750](https://www.rfc-editor.org/rfc/rfc6750) and `](/x)`.';
    expect(answerForClipboard(answer(text), 'http://127.0.0.1:4174')).toBe(
      'See [the intro](http://127.0.0.1:4174/docs/intro#a), [RFC 6750](https://www.rfc-editor.org/rfc/rfc6750) and `](/x)`.',
    );
  });

  it('a stopped answer keeps the sources it cited so far', () => {
    const soFar = EXTRACTS_GROUPS.slice(0, 2).join('');
    expect(answerForClipboard(answer(soFar), SITE, SITE)).toMatch(
      new RegExp(`Sources:\\n\\n1\\. \\[${TOKENS.title}\\]\\(${SITE}${TOKENS.url}\\)$`),
    );
    expect(cite(1, TOKENS)).toBe(`[1](${TOKENS.url} "${TOKENS.title}")`);
  });
});
