// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalProvider, SearchIndex } from '@site/packages/search/src';
import { corpus } from '@site/packages/search/src/__fixtures__/corpus';
import { history } from '@site/tests/unit/doubles/docusaurus-router';
import { fakeAssistant } from '../AskAI/__fixtures__/assistant';
import { CONVERSATIONS_KEY, loadAskAiScreen, type StoredConversation } from '../AskAI/AskAiLoader';
import { RECENT_KEY } from './searchHistory';
import SearchModal from './SearchModal';

const askAi = {
  enabled: true,
  apiBase: '/api/ask',
  assistantId: 'developers',
  starters: ['How do I validate an access token?'],
};
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { url: 'https://developers.amsterdam', customFields: { askAi } } }),
}));

const conversation = (n: number): StoredConversation => ({
  id: `chat-${n}`,
  title: `Question ${n}`,
  messages: [
    { id: `u${n}`, role: 'user', parts: [{ type: 'text', text: `Question ${n}` }] },
    { id: `a${n}`, role: 'assistant', parts: [{ type: 'text', text: `Answer ${n}.` }] },
  ],
  feedback: {},
  stopped: [],
  updatedAt: n,
});

let assistant: ReturnType<typeof fakeAssistant>;

const localIndex = () => createLocalProvider({ load: async () => SearchIndex.fromPages(corpus) });

function setup({
  startWithAsk = false,
  initialQuery = '',
  initialQuestion = undefined as string | undefined,
  provider = localIndex(),
} = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <SearchModal
      provider={provider}
      onClose={onClose}
      startWithAsk={startWithAsk}
      initialQuery={initialQuery}
      initialQuestion={initialQuestion}
    />,
  );
  // Started on the answer screen, the search field comes later.
  const input = screen.queryByRole('combobox', { name: 'Search the documentation' }) as HTMLElement;
  return { onClose, user, input };
}

const questionField = () => screen.findByRole('textbox', { name: /^Ask (a|another) question$/ });
// Focus moves in an effect once the field is drawn: waited for, so a busy machine cannot catch the moment between.
const expectFocused = async (element: Promise<HTMLElement>) => {
  const found = await element;
  await waitFor(() => expect(found).toHaveFocus());
};

// The answer screen's chunk is compiled once, before the timed waits.
beforeAll(async () => {
  await loadAskAiScreen();
}, 30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.push.mockClear();
  assistant = fakeAssistant();
  vi.stubGlobal('fetch', assistant.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Ask AI in the search modal', () => {
  it('while the first answer to a query is on its way, the listbox holding only "Ask AI" is busy', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const provider = createLocalProvider({
      load: async () => {
        await held;
        return SearchIndex.fromPages(corpus);
      },
    });
    const { user, input } = setup({ provider });
    await user.type(input, 'docker');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await act(async () => release?.());
    await waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getAllByRole('group').length).toBeGreaterThan(0);
  });

  it('with a query, "Ask AI: {query}" is the first option and active: Enter asks it', async () => {
    const { user, input } = setup();
    await user.type(input, 'docker');
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    expect(options[0]).toHaveTextContent('Ask AI: docker');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'docker' })).toBeInTheDocument();
    await expectFocused(questionField());
    expect(assistant.to('/chat')[0].body).toMatchObject({ messages: [{ role: 'user', parts: [{ text: 'docker' }] }] });
    expect(history.push).not.toHaveBeenCalled();
  });

  it('↓ moves to the first result, and Enter still opens it', async () => {
    const { user, input, onClose } = setup();
    await user.type(input, 'docker');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(history.push.mock.calls[0][0]).toMatch(/^\/docs\/backend\/docker-usage/);
    expect(onClose).toHaveBeenCalledWith('navigated');
  });

  it('the option is there before the results, and with no results', async () => {
    const { user, input } = setup();
    await user.type(input, 'pstogresqll');
    expect(await screen.findByRole('heading', { name: 'No results found for "pstogresqll"' })).toBeInTheDocument();
    const [option] = screen.getAllByRole('option');
    expect(option).toHaveTextContent('Ask AI: pstogresqll');
    await user.click(option);
    expect(await screen.findByRole('article', { name: 'pstogresqll' })).toBeInTheDocument();
  });

  it('Ctrl+I or Cmd+I opens the answer screen from the search field: with the query, or the starters', async () => {
    const { user, input } = setup();
    await user.keyboard('{Control>}i{/Control}');
    expect(await screen.findByRole('button', { name: 'How do I validate an access token?' })).toBeInTheDocument();
    await expectFocused(questionField());
    expect(assistant.to('/chat')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    await user.type(screen.getByRole('combobox'), 'tokens');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(await screen.findByRole('article', { name: 'tokens' })).toBeInTheDocument();
    expect(input).not.toBeInTheDocument();
  });

  it('opened with Ctrl/Cmd+I on the page, it starts on the answer screen with the starters', async () => {
    const { user } = setup({ startWithAsk: true });
    expect(await screen.findByRole('button', { name: 'How do I validate an access token?' })).toBeInTheDocument();
    await expectFocused(questionField());
    expect(assistant.to('/chat')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    await expectFocused(screen.findByRole('combobox', { name: 'Search the documentation' }));
  });

  it('Ctrl/Cmd+I pressed before its code arrived: it starts by asking what the field held, the query kept behind', async () => {
    const { user } = setup({ startWithAsk: true, initialQuery: 'tokens', initialQuestion: 'tokens' });
    expect(await screen.findByRole('article', { name: 'tokens' })).toBeInTheDocument();
    await waitFor(() => expect(assistant.to('/chat')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(await screen.findByRole('combobox', { name: 'Search the documentation' })).toHaveValue('tokens');
  });

  it('back to search keeps the query and puts the focus in the search field', async () => {
    const { user, input } = setup();
    await user.type(input, 'docker{Enter}');
    await screen.findByRole('article', { name: 'docker' });
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    const search = screen.getByRole('combobox', { name: 'Search the documentation' });
    expect(search).toHaveValue('docker');
    expect(search).toHaveFocus();
  });

  it('a link in the answer closes the modal as a navigation', async () => {
    const { user, input, onClose } = setup();
    await user.type(input, 'docker{Enter}');
    const sources = await screen.findByRole('region', { name: 'Sources' });
    await user.click(within(sources).getAllByRole('link')[0]);
    expect(onClose).toHaveBeenCalledWith('navigated');
  });

  it('typing a question never fires a shortcut: "/", "k", Ctrl+K stay in the field', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Control>}i{/Control}');
    const field = await questionField();
    await user.type(field, '/k{Control>}k{/Control}i');
    expect(field).toHaveValue('/ki');
    expect(onClose).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });
});

describe('recent conversations on the empty-query screen', () => {
  it('lists them newest first, reopens one, and saves a new one when its answer is ready', async () => {
    localStorage.setItem(CONVERSATIONS_KEY, JSON.stringify([conversation(2), conversation(1)]));
    const { user, input } = setup();
    const section = screen.getByRole('region', { name: 'Recent conversations' });
    expect(
      within(section)
        .getAllByRole('button', { name: /^Question/ })
        .map((b) => b.textContent),
    ).toEqual(['Question 2', 'Question 1']);
    await user.click(within(section).getByRole('button', { name: 'Question 1' }));
    expect(await screen.findByText('Answer 1.')).toBeInTheDocument();
    expect(assistant.to('/chat')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    await user.type(screen.getByRole('combobox'), 'docker{Enter}');
    await screen.findByRole('region', { name: 'Sources' });
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    await user.clear(screen.getByRole('combobox'));
    const titles = within(screen.getByRole('region', { name: 'Recent conversations' }))
      .getAllByRole('button', { name: /^(Question|docker)/ })
      .map((b) => b.textContent);
    expect(titles[0]).toBe('docker');
    expect(input).not.toBeInTheDocument(); // a new field after the answer screen
  });

  it('↑ and ↓ move through the saved searches and the conversations, the field keeps the focus; Enter opens', async () => {
    const saved = { url: '/docs/backend/database', type: 'lvl1', hierarchy: { lvl0: 'Backend', lvl1: 'Database' } };
    localStorage.setItem(RECENT_KEY, JSON.stringify([saved]));
    localStorage.setItem(CONVERSATIONS_KEY, JSON.stringify([conversation(2), conversation(1)]));
    const { user, input } = setup();
    const start = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant'); // none until an arrow picks one: Enter opens nothing
    expect(document.querySelector('[aria-hidden="true"] > kbd')?.parentElement).toHaveTextContent(
      '↑ ↓ to move, Enter to open, Esc to close',
    );

    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const activeRows = () => start.querySelectorAll('[data-active]');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Database');
    expect(activeRows()).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Question 1');
    expect(active()!.closest('[data-active]')).not.toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Ask AI a question');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Database'); // round the list, as the results go
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Ask AI a question');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Question 1');
    expect(input).toHaveFocus();
    expect(activeRows()).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Answer 1.')).toBeInTheDocument();
  });

  it('Enter on an active saved search opens its page', async () => {
    const saved = { url: '/docs/backend/database', type: 'lvl1', hierarchy: { lvl0: 'Backend', lvl1: 'Database' } };
    localStorage.setItem(RECENT_KEY, JSON.stringify([saved]));
    const { user, onClose } = setup();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onClose).toHaveBeenCalledWith('navigated');
  });

  it('removes one; the focus moves to the next, then to the search field', async () => {
    localStorage.setItem(CONVERSATIONS_KEY, JSON.stringify([conversation(2), conversation(1)]));
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove from recent conversations: Question 2' }));
    expect(screen.queryByRole('button', { name: 'Question 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Question 1' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(CONVERSATIONS_KEY)!).map((c: StoredConversation) => c.id)).toEqual([
      'chat-1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove from recent conversations: Question 1' }));
    expect(screen.queryByRole('region', { name: 'Recent conversations' })).toBeNull();
    expect(input).toHaveFocus();
  });

  it('a corrupt store is logged and ignored; "Ask AI a question" still opens the answer screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CONVERSATIONS_KEY, '{corrupt');
    const { user } = setup();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONVERSATIONS_KEY), expect.anything());
    expect(screen.queryByRole('region', { name: 'Recent conversations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask AI a question' }));
    await expectFocused(questionField());
  });

  it('a full storage is logged and the answer still shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user, input } = setup();
    await user.type(input, 'docker{Enter}');
    expect(await screen.findByRole('region', { name: 'Sources' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONVERSATIONS_KEY), expect.anything());
  });
});
