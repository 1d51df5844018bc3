// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS } from '../LazyChunk/LazyChunkStatus';
import AskAiLoader from './AskAiLoader';

const download = vi.hoisted(() => {
  let arrive!: () => void;
  const slow = new Promise<void>((resolve) => (arrive = resolve));
  return { fail: true, slow, arrive };
});

// The answer screen's chunk: a slow download that fails (offline, a new deploy), then one that arrives.
vi.mock('./AskAiScreen', async () => {
  await download.slow;
  if (download.fail) throw new TypeError('Loading chunk ask-ai failed.');
  return {
    default: ({ question, draft }: { question?: string; draft?: string }) => (
      <p>
        Answer screen for {question ?? 'nothing'}, draft {draft}
      </p>
    ),
  };
});

const settings = { enabled: true, apiBase: '/api/ask', assistantId: 'developers', starters: [] };

it('while loading: the field at once, a spinner after 200 ms; a failed download: Retry that fetches again', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const start = performance.now();
  render(<AskAiLoader settings={settings} onBack={vi.fn()} onClose={vi.fn()} onNavigate={vi.fn()} />);
  const field = screen.getByRole('textbox', { name: 'Ask a question' });
  expect(field).toHaveFocus(); // not the page behind the modal while the code loads
  expect(screen.queryByText('Loading…')).toBeNull();
  // Waited for, not slept on: a busy machine may show it late, never early.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading…'), { timeout: 5_000 });
  // Node's timers keep whole milliseconds, so one may fire a fraction of one early by this clock.
  expect(performance.now() - start).toBeGreaterThan(SPINNER_DELAY_MS - 2);
  await user.type(field, 'half a question');

  download.arrive();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ask AI could not be loaded');
  expect(alert).toHaveTextContent('You might want to check your network connection.');
  expect(warn).toHaveBeenCalledWith('The Ask AI answer screen could not be loaded:', expect.any(Error));
  const retry = screen.getByRole('button', { name: 'Retry' });
  // Focus moves in an effect after the alert is drawn, so on a busy machine it may land a moment after the alert.
  await waitFor(() => expect(retry).toHaveFocus()); // not the page behind the modal

  download.fail = false;
  await user.click(retry);
  expect(await screen.findByText('Answer screen for nothing, draft half a question')).toBeInTheDocument();
});
