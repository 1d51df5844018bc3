// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import CopyButton, { COPIED_LABEL_MS } from './index';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(() => Promise.resolve()) },
    configurable: true,
  });
});
afterEach(() => vi.useRealTimers());

it('copies the code and says "Copied!" for exactly 1.5 seconds', async () => {
  render(<CopyButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  await act(async () => {});
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('npm test');
  expect(screen.getByText('Copied!')).toBeInTheDocument();
  expect(COPIED_LABEL_MS).toBe(1500);
  act(() => vi.advanceTimersByTime(1499));
  expect(screen.getByText('Copied!')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Copied!')).toBeNull();
});

it('logs a refused copy and keeps the button usable', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(navigator.clipboard.writeText).mockRejectedValueOnce(new Error('denied'));
  render(<CopyButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  await act(async () => {});
  expect(error).toHaveBeenCalled();
  expect(screen.queryByText('Copied!')).toBeNull();
});
