import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import AskAiScreen, { type AskAiScreenProps } from '../AskAiScreen';
import type { AskAiSettings } from '../../ModalShell/askAiSettings';
import { fakeAssistant } from './assistant';

const settings: AskAiSettings = {
  enabled: true,
  apiBase: '/api/ask',
  assistantId: 'developers',
  starters: ['How do I validate an access token?', 'How do we name Git branches?', 'Which database?'],
};

/** A fake assistant in place of `fetch` for each test of the file that calls this; `assistant()` is the current one. */
export function useFakeAssistant(): () => ReturnType<typeof fakeAssistant> {
  let current: ReturnType<typeof fakeAssistant>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    current = fakeAssistant();
    vi.stubGlobal('fetch', current.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => current;
}

/** The answer screen, with user-event (and its clipboard) set up first. */
export function renderScreen(props: Partial<AskAiScreenProps> = {}) {
  const on = { onBack: vi.fn(), onClose: vi.fn(), onNavigate: vi.fn() };
  const user = userEvent.setup();
  render(<AskAiScreen settings={settings} {...on} {...props} />);
  const field = () => screen.getByRole('textbox', { name: /^Ask (a|another) question$/ });
  return { ...on, user, field };
}

/** The screen's live region: what screen readers are told. */
export const liveRegion = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('ams-visually-hidden'))!;
