// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLOSEST_TEXT,
  DECLINE_TEXT,
  EXTRACTS_GROUPS,
  EXTRACTS_SOURCES,
  GENERATED_TEXT,
  KEYCLOAK,
  TOKENS,
} from './__fixtures__/answers';
import { answerChunks, controlledStream, streamResponse } from './__fixtures__/assistant';
import { liveRegion, renderScreen, useFakeAssistant } from './__fixtures__/screen';
import { ANSWERING } from './AskAiScreen';

const assistant = useFakeAssistant();

const extracts = () => answerChunks({ deltas: EXTRACTS_GROUPS, sources: EXTRACTS_SOURCES });

async function answered(question = 'q') {
  const article = await screen.findByRole('article', { name: question });
  await within(article).findByRole('button', { name: 'Copy answer' });
  return article;
}

describe('the answer format: numbered citations, each source once', () => {
  it('a citation is a small numbered marker that opens its section; the sources are one numbered list', async () => {
    assistant().onChat(() => streamResponse(extracts()));
    const { user, onNavigate } = renderScreen({ question: 'q' });
    const article = await answered();
    const markers = within(article).getAllByRole('link', { name: /^Source \d: / });
    expect(markers.every((m) => m.parentElement?.tagName === 'SUP')).toBe(true);
    expect(markers.map((m) => [m.textContent, m.getAttribute('aria-label'), m.getAttribute('href')])).toEqual([
      ['[1]', `Source 1: ${TOKENS.title}`, TOKENS.url],
      ['[2]', `Source 2: ${KEYCLOAK.title}`, KEYCLOAK.url],
      ['[2]', `Source 2: ${KEYCLOAK.title}`, KEYCLOAK.url],
      ['[3]', `Source 3: ${EXTRACTS_SOURCES[2].title}`, EXTRACTS_SOURCES[2].url],
    ]);
    const list = within(article).getByRole('region', { name: 'Sources' });
    expect(list.querySelector('ol')).not.toBeNull();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(EXTRACTS_SOURCES.map((s) => [s.title, s.url]));
    // Each section is named once in the text the screen shows: in the list, not again in the answer.
    for (const source of EXTRACTS_SOURCES) expect(article.textContent!.split(source.title)).toHaveLength(2);
    await user.click(markers[0]);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('quotes keep their inline code, lists, tables and code blocks; no escape shows', async () => {
    assistant().onChat(() => streamResponse(extracts()));
    renderScreen({ question: 'q' });
    const article = await answered();
    const answer = article.querySelector<HTMLElement>('.markdown')!;
    expect(within(answer).getByText('at+jwt').tagName).toBe('CODE');
    expect(within(answer).getAllByRole('listitem')).toHaveLength(2);
    const table = within(answer).getByRole('table');
    expect(table).toHaveAttribute('tabindex', '0'); // it scrolls sideways when too wide: the keyboard reaches it
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Setting', 'Value']);
    expect(answer.querySelector('pre code')).toHaveTextContent('FROM ${PYTHON_IMAGE}');
    expect(answer.querySelector('pre')).toHaveAttribute('tabindex', '0'); // a long line scrolls: the keyboard reaches it
    expect(answer.textContent).toContain('Set PYTHON_IMAGE to a digest');
    expect(answer.textContent).toContain('(see AB#48213)');
    expect(answer.textContent).not.toContain('\\');
  });

  it('a generated answer: its links are ordinary links, and its sources listed once below', async () => {
    assistant().onChat(() =>
      streamResponse(answerChunks({ text: GENERATED_TEXT, sources: [TOKENS], metadata: { kind: 'generated' } })),
    );
    renderScreen({ question: 'q' });
    const article = await answered();
    expect(within(article).queryByRole('link', { name: /^Source \d/ })).toBeNull();
    const answer = article.querySelector<HTMLElement>('.markdown')!;
    expect(within(answer).getByRole('link', { name: 'Handling access tokens' })).toHaveAttribute('href', TOKENS.url);
    expect(
      within(within(article).getByRole('region', { name: 'Sources' })).getByRole('link', { name: TOKENS.title }),
    ).toBeInTheDocument();
  });

  it('the closest sections say what they are; a decline lists pages, no sources', async () => {
    assistant().onChat(
      () =>
        streamResponse(
          answerChunks({
            text: CLOSEST_TEXT,
            sources: [TOKENS, EXTRACTS_SOURCES[2]],
            metadata: { kind: 'extracts', closest: true },
          }),
        ),
      () =>
        streamResponse(
          answerChunks({ messageId: 'answer-2', text: DECLINE_TEXT, sources: [], metadata: { declined: true } }),
        ),
    );
    const { user, field } = renderScreen({ question: 'q' });
    const closest = await answered();
    expect(within(closest).getByText(/^The closest extracts from the standards/)).toBeInTheDocument();
    expect(within(closest).getAllByRole('link', { name: /^Source \d/ })).toHaveLength(2);
    await user.type(field(), 'parking{Enter}');
    const declined = await answered('parking');
    expect(within(declined).queryByRole('region', { name: 'Sources' })).toBeNull();
    expect(within(declined).getByRole('link', { name: 'Docker usage' })).toBeInTheDocument();
  });
});

describe('what screen readers hear', () => {
  it('the answer once, as plain words: no Markdown, no escapes, no citation numbers; nothing per token', async () => {
    const chunks = extracts();
    const stream = controlledStream(chunks);
    assistant().onChat((request) => stream.response(request.signal));
    renderScreen({ question: 'q' });
    const live = liveRegion();
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(live.textContent ?? ''));
    observer.observe(live, { childList: true, characterData: true, subtree: true });
    await screen.findByRole('article', { name: 'q' });
    for (let i = 0; i < chunks.length; i++) await act(async () => stream.next()); // one render each
    await answered();
    observer.disconnect();
    await waitFor(() => expect(live.textContent).not.toBe(''));
    const said = live.textContent!;
    expect([...new Set(heard.filter(Boolean))]).toEqual([ANSWERING, said]);
    expect(said).not.toMatch(/[\\`|[\]]|\]\(|\/docs\/|\.\s+[123]\b/);
    expect(said).toContain('Set PYTHON_IMAGE to a digest');
    expect(said).toContain('(see AB#48213).');
  });
});

describe('Copy answer', () => {
  it('clean Markdown: no needless escapes, the citations absolute, the numbered sources appended', async () => {
    assistant().onChat(() => streamResponse(extracts()));
    const { user } = renderScreen({ question: 'q' });
    const article = await answered();
    await user.click(within(article).getByRole('button', { name: 'Copy answer' }));
    const copied = await navigator.clipboard.readText();
    const origin = window.location.origin;
    expect(copied).toContain('Set PYTHON_IMAGE to a digest, not a tag:');
    expect(copied).toContain('(see AB#48213).');
    expect(copied).not.toMatch(/\\[_#]|\]\(\/docs/);
    expect(copied).toContain(`[1](${origin}${TOKENS.url} "${TOKENS.title}")`);
    expect(copied).toMatch(
      new RegExp(`\\n\\nSources:\\n\\n1\\. \\[${TOKENS.title}\\]\\(${origin}${TOKENS.url}\\)\\n2\\. .+\\n3\\. .+$`),
    );
  });
});
