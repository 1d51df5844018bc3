// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTRACTS_GROUPS, EXTRACTS_SOURCES, KEYCLOAK, TOKENS } from './__fixtures__/answers';
import { answerChunks, controlledStream, streamResponse, type Chunk } from './__fixtures__/assistant';
import { liveRegion, renderScreen, useFakeAssistant } from './__fixtures__/screen';
import { readConversations, type StoredConversation } from './conversations';
import { STOPPED } from './ExchangeView';

const assistant = useFakeAssistant();

const extracts = (messageId = 'answer-1') =>
  answerChunks({ messageId, deltas: EXTRACTS_GROUPS, sources: EXTRACTS_SOURCES });
/** The chunks before the first text delta: start, reasoning, the search. */
const BEFORE_TEXT = extracts().findIndex((c) => c.type === 'text-delta');

/** Asks, lets the first `groups` paragraphs of the answer arrive, then presses Stop. */
async function stopAfter(groups: number, chunks: Chunk[] = extracts()) {
  const stream = controlledStream(chunks);
  assistant().onChat(
    (request) => stream.response(request.signal),
    () => streamResponse(extracts('answer-2')),
  );
  const screenProps = renderScreen({ question: 'q' });
  const article = await screen.findByRole('article', { name: 'q' });
  await act(async () => stream.next(BEFORE_TEXT + groups));
  if (groups > 0) await within(article).findByText(/Every API MUST validate/);
  await screenProps.user.click(screen.getByRole('button', { name: 'Stop' }));
  await within(article).findByText(STOPPED);
  return { ...screenProps, article };
}

describe('after Stop', () => {
  it('the answer so far keeps the sources it cited, numbered, although their list never came', async () => {
    const { article } = await stopAfter(3);
    expect(
      within(article)
        .getAllByRole('link', { name: /^Source \d: / })
        .map((a) => a.textContent),
    ).toEqual(['[1]', '[2]']);
    const list = within(article).getByRole('region', { name: 'Sources' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [TOKENS.title, TOKENS.url],
      [KEYCLOAK.title, KEYCLOAK.url],
    ]);
    expect(liveRegion()).toHaveTextContent(STOPPED);
  });

  it('Copy copies the answer so far with those sources', async () => {
    const { article, user } = await stopAfter(3);
    await user.click(within(article).getByRole('button', { name: 'Copy answer' }));
    const copied = await navigator.clipboard.readText();
    const origin = window.location.origin;
    expect(copied).toMatch(/^Every API MUST validate/);
    expect(copied).toMatch(
      new RegExp(
        `\\n\\nSources:\\n\\n1\\. \\[${TOKENS.title}\\]\\(${origin}${TOKENS.url}\\)\\n2\\. \\[${KEYCLOAK.title}\\]`,
      ),
    );
  });

  it('a vote goes to the answer the assistant stored under the id it sent first', async () => {
    const { article, user } = await stopAfter(2);
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    expect(await within(article).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(
      assistant()
        .to('/chat/feedback')
        .map((r) => r.body),
    ).toEqual([{ appId: 'developers', messageId: 'answer-1', thumbs: 1 }]);
  });

  it('Retry asks the same question again: the stopped answer makes way for the new one', async () => {
    const { article, user, field } = await stopAfter(2);
    await user.click(within(article).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(article).getAllByRole('link', { name: /^Source \d: / })).toHaveLength(4));
    expect(within(article).queryByText(STOPPED)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const [, again] = assistant().to('/chat');
    expect(again.body).toMatchObject({ trigger: 'regenerate-message' });
    expect((again.body as { messages: unknown[] }).messages).toHaveLength(1);
    expect(field()).toHaveFocus();
    await waitFor(() => expect(readConversations()[0].stopped).toEqual([]));
  });

  it('stopped before a word came: Retry only', async () => {
    const { article, user } = await stopAfter(0);
    expect(within(article).queryByRole('button', { name: 'Copy answer' })).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Like' })).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Retry' }));
    expect(await within(article).findByRole('region', { name: 'Sources' })).toBeInTheDocument();
  });

  it('no id from the assistant yet (no start chunk): Retry and Copy, no vote', async () => {
    const chunks = extracts().filter((c) => c.type !== 'start');
    const { article } = await stopAfter(1, chunks);
    expect(within(article).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Like' })).toBeNull();
  });

  it('a stopped answer further up a reopened conversation: Retry asks its question anew at the end', async () => {
    const conversation: StoredConversation = {
      id: 'chat-1',
      title: 'First',
      messages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'First' }] },
        { id: 'a1', role: 'assistant', metadata: { kind: 'extracts' }, parts: [{ type: 'text', text: 'Half' }] },
        { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Second' }] },
        { id: 'a2', role: 'assistant', metadata: { kind: 'extracts' }, parts: [{ type: 'text', text: 'Whole.' }] },
      ],
      feedback: {},
      stopped: ['u1'],
      updatedAt: 1,
    };
    assistant().onChat(() => streamResponse(extracts('answer-3')));
    const { user } = renderScreen({ conversation });
    await user.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'First',
      'Second',
      'First',
    ]);
    expect(assistant().to('/chat')[0].body).toMatchObject({ trigger: 'submit-message' });
  });
});
