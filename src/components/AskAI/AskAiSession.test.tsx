// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AskAiSession from './AskAiSession';
import { getAnswerSession, type AnswerSession } from '../ModalShell/answerSession';
import { endAnswerSession, followSource } from './sessionActions';
import { CONVERSATIONS_KEY, type StoredConversation } from './conversations';

const askAi = { enabled: true, apiBase: '/api/ask', assistantId: 'developers', starters: [] };
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { url: 'https://developers.amsterdam', customFields: { askAi } } }),
}));

const conversation: StoredConversation = {
  id: 'chat-1',
  title: 'Which database?',
  messages: [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Which database?' }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [{ type: 'text', text: 'PostgreSQL [1](/docs/backend/database#what-the-standard-is).' }],
    },
  ],
  feedback: {},
  stopped: [],
  updatedAt: 1,
};

function widthIs(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 997px)' && px >= 997,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Renders what the host renders for the current session, following its changes. */
function renderSession() {
  const view = render(<AskAiSession session={getAnswerSession()!} />);
  const rerender = () => act(() => view.rerender(<AskAiSession session={getAnswerSession()!} />));
  return { rerender };
}

const panel = () => screen.queryByRole('complementary', { name: 'Ask AI' });
const back = () => screen.getByRole('button', { name: 'Back to your answer' });

beforeEach(() => {
  localStorage.setItem(CONVERSATIONS_KEY, JSON.stringify([conversation]));
  sessionStorage.clear();
  endAnswerSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Rendering the answer screen takes a while on a busy machine.
describe('the conversation a source was followed from', { timeout: 20_000 }, () => {
  it('at desktop width: beside the page, the focus left to it; closed, its button takes the focus and brings it back', async () => {
    widthIs(1280);
    const user = userEvent.setup();
    followSource('chat-1', { surface: 'modal', scrollTop: 0, exchange: 0 });
    const { rerender } = renderSession();

    expect(panel()).not.toBeNull();
    expect(screen.getByRole('article', { name: 'Which database?' })).toBeTruthy();
    expect(document.body.style.marginInlineEnd).not.toBe('');
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Close Ask AI' }));
    rerender();
    expect(panel()).toBeNull();
    expect(document.body.style.marginInlineEnd).toBe('');
    expect(document.activeElement).toBe(back());

    await user.click(back());
    rerender();
    expect(panel()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ask another question' }));

    // Ctrl+I in its own question field hides it as well.
    await user.keyboard('{Control>}i{/Control}');
    rerender();
    expect(panel()).toBeNull();
  });

  it('a source followed in the panel leaves it open, with the same conversation', async () => {
    widthIs(1280);
    const user = userEvent.setup();
    followSource('chat-1', { surface: 'modal', scrollTop: 0, exchange: 0 });
    const { rerender } = renderSession();
    const citation = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.startsWith('/docs/backend/database'));
    await user.click(citation!);
    rerender();
    expect(getAnswerSession()).toMatchObject({ conversationId: 'chat-1', open: true, surface: 'panel' });
    expect(panel()).not.toBeNull();
  });

  it('on a phone: only "Back to your answer", which asks the search dialog to reopen it', () => {
    widthIs(390);
    followSource('chat-1', { surface: 'modal', scrollTop: 0, exchange: 0 });
    renderSession();
    expect(panel()).toBeNull();
    expect(back()).toBeTruthy();
  });

  it('a conversation no longer kept (removed, or lost mid-answer with a reload) ends the session', () => {
    widthIs(1280);
    const gone: AnswerSession = { conversationId: 'chat-9', open: true, surface: 'modal', scrollTop: 0, exchange: 0 };
    render(<AskAiSession session={gone} />);
    expect(panel()).toBeNull();
    expect(getAnswerSession()).toBeNull();
  });
});
