// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { newTab } from '@site/tests/unit/names';
import {
  answerChunks,
  controlledStream,
  errorResponse,
  hit,
  jsonResponse,
  PYJWT,
  streamResponse,
} from './__fixtures__/assistant';
import { liveRegion as status, renderScreen as setup, useFakeAssistant } from './__fixtures__/screen';
import { ANSWERING } from './AskAiScreen';
import { CONVERSATIONS_KEY, readConversations, type StoredConversation } from './conversations';
import type { AskMessage } from './messages';

const answerOf = (question: string) => screen.getByRole('article', { name: question });

const fake = useFakeAssistant();
let assistant: ReturnType<typeof fake>;
beforeEach(() => {
  assistant = fake();
});

describe('asking', () => {
  it('shows the question, the steps, the streamed answer and its sources; three announcements at most', async () => {
    const stream = controlledStream(
      answerChunks({ followUps: ['How do I test token validation?', 'Which library for TypeScript?'] }),
    );
    assistant.onChat((request) => stream.response(request.signal));
    const heard: string[] = [];
    const { field } = setup({ question: 'How do I validate an access token?' });
    const live = status();
    const observer = new MutationObserver(() => live.textContent && heard.push(live.textContent));
    observer.observe(live, { childList: true, characterData: true, subtree: true });

    const article = await screen.findByRole('article', { name: 'How do I validate an access token?' });
    const answer = article.querySelector('[aria-busy]')!;
    await waitFor(() => expect(within(article).getByText('Thinking...')).toBeInTheDocument());
    expect(answer).toHaveAttribute('aria-busy', 'true');
    expect(live).toHaveTextContent(ANSWERING);

    await act(async () => stream.next(5)); // start … reasoning-end
    expect(await within(article).findByText('Reasoning')).toBeInTheDocument();
    await act(async () => stream.next(3)); // the search call
    expect(await within(article).findByText('Searching...')).toBeInTheDocument();
    await act(async () => stream.next(1)); // its output
    const summary = await within(article).findByText('Searched for "validate access token" found 1 result');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(field()).toHaveFocus(); // nothing took it while the answer streamed in
    await userEvent.click(summary);
    expect(within(article).getByRole('link', { name: /Validate a token in Python with PyJWT/ })).toHaveAttribute(
      'href',
      '/docs/backend/handling-access-tokens#validate-a-token-in-python-with-pyjwt',
    );

    await act(async () => stream.next(4)); // first words of the text
    expect(await within(article).findByText(/Validate the signature/)).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-busy', 'true');
    await act(async () => stream.next(20)); // the rest, the sources and finish
    await waitFor(() => expect(answer).toHaveAttribute('aria-busy', 'false'));

    // Each source once: a citation marker in the text, numbered as the list of sources below it.
    const sources = within(article).getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: PYJWT.title })).toHaveAttribute('href', PYJWT.url);
    expect(within(article).getByRole('link', { name: `Source 1: ${PYJWT.title}` })).toHaveTextContent(/^\[1\]$/);
    expect(within(article).getByText('Extracts from the standards, quoted as written.')).toBeInTheDocument();
    const followUps = screen.getByRole('region', { name: 'Follow-up questions' });
    expect(
      within(followUps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How do I test token validation?', 'Which library for TypeScript?']);
    expect(live.textContent).toBe('Validate the signature, issuer and audience of every token.');
    observer.disconnect();
    expect([...new Set(heard)]).toEqual([ANSWERING, live.textContent]);
    expect(field()).toHaveAttribute('placeholder', 'Ask another question...');
  });

  it('sends the conversation id, every message, and the follow-up in the same conversation', async () => {
    assistant.onChat(
      () => streamResponse(answerChunks({ followUps: ['Which library for TypeScript?'] })),
      () => streamResponse(answerChunks({ messageId: 'answer-2', text: 'Use **jose**.' })),
    );
    const { user } = setup({ question: 'How do I validate an access token?' });
    await user.click(await screen.findByRole('button', { name: 'Which library for TypeScript?' }));
    await screen.findByRole('article', { name: 'Which library for TypeScript?' });
    await waitFor(() => expect(screen.getByText('jose').tagName).toBe('STRONG'));
    const [first, second] = assistant.to('/chat').map((r) => r.body as { id: string; messages: AskMessage[] });
    expect(second.id).toBe(first.id);
    expect(second.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // The hits go back without their text: the request stays small.
    const search = second.messages[1].parts.find((p) => p.type === 'tool-searchIndex');
    expect(search).toMatchObject({ output: { hits: [{ url: expect.stringContaining('/docs/') }] } });
    expect(JSON.stringify(search)).not.toContain('A long paragraph');
  });

  it('offers three starter questions before the first one; the focus stays in the field', async () => {
    const { user, field } = setup();
    expect(field()).toHaveFocus();
    const starters = screen.getByRole('region', { name: 'Try asking' });
    expect(within(starters).getAllByRole('button')).toHaveLength(3);
    await user.click(within(starters).getByRole('button', { name: 'How do we name Git branches?' }));
    expect(await screen.findByRole('article', { name: 'How do we name Git branches?' })).toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('asks from the field with Enter, and keeps "/" and "k" as text', async () => {
    const { user, field } = setup();
    await user.type(field(), 'what/is k{Enter}');
    expect(await screen.findByRole('article', { name: 'what/is k' })).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(assistant.to('/chat')[0].body).toMatchObject({
      messages: [{ parts: [{ type: 'text', text: 'what/is k' }] }],
    });
  });
});

describe('Markdown, safely', () => {
  it('no raw HTML, links only to this site or https, no images fetched', async () => {
    const text = [
      '<img src="https://tracker.example/x.png" onerror="alert(1)"> <b>bold?</b>',
      '',
      '[site](/docs/backend/database#pick-a-driver) [https](https://www.postgresql.org/docs/) [js](javascript:alert(1)) [http](http://example.org) [proto](//evil.example/x) ![pixel](https://tracker.example/p.png)',
      '',
      '# A heading',
    ].join('\n');
    assistant.onChat(() => streamResponse(answerChunks({ text, sources: [] })));
    const { onNavigate, user } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await within(article).findByText(/A heading/);
    expect(article.querySelector('img, b, script')).toBeNull();
    expect(article.textContent).toContain('<img src="https://tracker.example/x.png" onerror="alert(1)">');
    const answer = article.querySelector('.markdown')!;
    const links = within(answer as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/docs/backend/database#pick-a-driver',
      'https://www.postgresql.org/docs/',
    ]);
    expect(within(answer as HTMLElement).getByRole('link', { name: newTab('https') })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The refused links keep their words as plain text.
    expect(answer.textContent).toMatch(/\bjs http proto pixel/);
    expect(within(answer as HTMLElement).getByRole('heading', { name: 'A heading' }).tagName).toBe('H4');

    await user.click(within(answer as HTMLElement).getByRole('link', { name: 'site' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('states and errors', () => {
  it('an error chunk: its text in the answer, as an alert, and Retry asks again', async () => {
    assistant.onChat(
      () =>
        streamResponse([
          { type: 'start', messageId: 'a1' },
          { type: 'start-step' },
          { type: 'error', errorText: 'The language model did not answer in time.' },
        ]),
      () => streamResponse(answerChunks()),
    );
    const { user, field } = setup({ question: 'q' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The language model did not answer in time.');
    expect(status()).toBeEmptyDOMElement();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Sources' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assistant.to('/chat')[1].body).toMatchObject({ trigger: 'regenerate-message' });
    expect(field()).toHaveFocus();
  });

  it('a JSON error: its message; a 429: when to try again', async () => {
    assistant.onChat(
      () => errorResponse(400, 'conversation_too_long', 'This conversation is too long. Start a new one.'),
      () => errorResponse(429, 'rate_limited', 'Too many questions.', { 'retry-after': '30' }),
    );
    const { user } = setup({ question: 'q' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation is too long. Start a new one.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many questions in a short time. Try again in 30 seconds.',
      ),
    );
  });

  it('401, then a new token and the answer', async () => {
    assistant.onChat(
      () => errorResponse(401, 'unauthorized', 'Expired.'),
      () => streamResponse(answerChunks()),
    );
    setup({ question: 'q' });
    expect(await screen.findByRole('region', { name: 'Sources' })).toBeInTheDocument();
    expect(assistant.to('/chat/token')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Stop ends the answer: "You stopped this response", the request aborted, the answer so far kept', async () => {
    const stream = controlledStream(answerChunks());
    assistant.onChat((request) => stream.response(request.signal));
    const { user, field } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await act(async () => stream.next(13));
    await within(article).findByText(/Validate the/);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await within(article).findByText('You stopped this response')).toBeInTheDocument();
    expect(assistant.to('/chat')[0].signal?.aborted).toBe(true);
    expect(within(article).getByText(/Validate the/)).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(field()).toHaveFocus();
    expect(status()).toHaveTextContent('You stopped this response');
    await waitFor(() => expect(readConversations()[0]?.stopped).toHaveLength(1));
  });
});

describe('feedback', () => {
  it('like once: "Thanks for your feedback!", the vote sent and kept, no second vote', async () => {
    const { user } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await user.click(await within(article).findByRole('button', { name: 'Like' }));
    expect(await within(article).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Like|Dislike/ })).toBeNull();
    expect(assistant.to('/chat/feedback').map((r) => r.body)).toEqual([
      { appId: 'developers', messageId: 'answer-1', thumbs: 1 },
    ]);
    await waitFor(() => expect(readConversations()[0].feedback).toEqual({ 'answer-1': 'like' }));
  });

  it('one vote in flight at a time', async () => {
    let release!: () => void;
    assistant.onFeedback(
      () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, { success: true })))),
    );
    const { user } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await user.click(await within(article).findByRole('button', { name: 'Like' }));
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    await user.click(within(article).getByRole('button', { name: 'Dislike' }));
    expect(within(article).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(article).getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(assistant.to('/chat/feedback')).toHaveLength(1));
    await act(async () => release());
    expect(await within(article).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(assistant.to('/chat/feedback')).toHaveLength(1);
    expect(assistant.to('/chat/feedback')[0].body).toMatchObject({ thumbs: 1 });
  });

  it('a failure without a message says "An error occured", with one its message; the vote can be tried again', async () => {
    assistant.onFeedback(
      () => new Response('', { status: 500 }),
      () => errorResponse(503, 'provider_unavailable', 'Feedback cannot be stored right now.'),
      () => jsonResponse(200, { success: true }),
    );
    const { user } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await user.click(await within(article).findByRole('button', { name: 'Like' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(/^An error occured$/);
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(within(article).getByRole('alert')).toHaveTextContent('Feedback cannot be stored right now.'),
    );
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    expect(await within(article).findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(within(article).queryByRole('alert')).toBeNull();
  });

  it('a network failure of the vote also says "An error occured"', async () => {
    const { user } = setup({ question: 'q' });
    const article = await screen.findByRole('article', { name: 'q' });
    await within(article).findByRole('button', { name: 'Like' });
    assistant.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(within(article).getByRole('button', { name: 'Like' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(/^An error occured$/);
  });
});

describe('what the answer is', () => {
  it.each([
    [{ kind: 'generated', model: 'llama' }, 'Generated with AI, which can make mistakes: verify it in the sources.'],
    [{ kind: 'extracts', model: 'extracts', fallback: 'timeout' }, /AI model took too long/],
    [{ kind: 'extracts', model: 'extracts', fallback: 'error' }, /AI model failed/],
  ] as const)('%o', async (metadata, note) => {
    assistant.onChat(() => streamResponse(answerChunks({ metadata: { ...metadata } })));
    setup({ question: 'q' });
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('links the page that says what the site stores, in a new tab so the conversation stays open', () => {
    setup();
    const link = screen.getByRole('link', { name: newTab('What this site stores') });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('copies the whole answer with its links made absolute and its numbered sources', async () => {
    const { user } = setup({ question: 'q' }); // user-event puts a clipboard of its own in place
    await user.click(await screen.findByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    const origin = window.location.origin;
    expect(await navigator.clipboard.readText()).toBe(
      `Validate the signature, issuer and audience of every token. [1](${origin}${PYJWT.url} "${PYJWT.title}")\n\n` +
        `Sources:\n\n1. [${PYJWT.title}](${origin}${PYJWT.url})`,
    );
  });
});

describe('recent conversations', () => {
  it('saved when the answer is ready, with the first question as title and the hits without their text', async () => {
    setup({ question: 'How do I validate an access token?' });
    await screen.findByRole('region', { name: 'Sources' });
    await waitFor(() => expect(readConversations()).toHaveLength(1));
    const [saved] = readConversations();
    expect(saved.title).toBe('How do I validate an access token?');
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(localStorage.getItem(CONVERSATIONS_KEY)).not.toContain('A long paragraph');
  });

  it('not saved when the answer failed', async () => {
    assistant.onChat(() => errorResponse(503, 'provider_unavailable', 'The assistant is unavailable.'));
    setup({ question: 'q' });
    await screen.findByRole('alert');
    expect(readConversations()).toEqual([]);
  });

  it('reopened with its messages, votes and stopped answers, and nothing announced', async () => {
    const messages: AskMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'First question' }] },
      {
        id: 'answer-1',
        role: 'assistant',
        metadata: { kind: 'extracts' },
        parts: [
          { type: 'text', text: 'First answer.' },
          { type: 'source-url', sourceId: 's1', url: '/docs/backend/database#pick-a-driver', title: 'Pick a driver' },
        ],
      },
      { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Second question' }] },
      { id: 'answer-2', role: 'assistant', parts: [{ type: 'text', text: 'Half an' }] },
    ];
    const conversation: StoredConversation = {
      id: 'chat-1',
      title: 'First question',
      messages,
      feedback: { 'answer-1': 'dislike' },
      stopped: ['u2'],
      updatedAt: 1,
    };
    setup({ conversation });
    expect(within(answerOf('First question')).getByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(within(answerOf('Second question')).getByText('You stopped this response')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ask another question' })).toHaveFocus();
    expect(status()).toBeEmptyDOMElement();
    // A follow-up continues the same conversation.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Ask another question' }), 'Third{Enter}');
    await screen.findByRole('article', { name: 'Third' });
    expect(assistant.to('/chat')[0].body).toMatchObject({ id: 'chat-1' });
  });
});

describe('the search step', () => {
  it('lists every hit as a link, and says 0 results when the search found nothing', async () => {
    assistant.onChat(
      () =>
        streamResponse(
          answerChunks({
            hits: [
              hit('database', 'Pick a driver', 'pick-a-driver'),
              hit('database', 'Migrations', 'manage-the-schema-with-migrations'),
            ],
          }),
        ),
      () =>
        streamResponse(
          answerChunks({
            query: 'parking permit',
            hits: [],
            text: 'I couldn’t find this in the standards.',
            sources: [],
          }),
        ),
    );
    const { user, field } = setup({ question: 'database' });
    expect(await screen.findByText('Searched for "validate access token" found 2 results')).toBeInTheDocument();
    await user.type(field(), 'parking{Enter}');
    expect(await screen.findByText('Searched for "parking permit" found 0 results')).toBeInTheDocument();
  });
});
