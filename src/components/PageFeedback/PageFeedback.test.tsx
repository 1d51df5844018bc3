// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import PageFeedback, { THANKS } from './PageFeedback';
import { readVote, VOTES_KEY } from './votes';

const PAGE = '/docs/backend/database';
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

it('sends the vote, then the comment with the vote id, and thanks', async () => {
  fetchMock.mockResolvedValueOnce(json(201, { success: true, id: 'v-1' }));
  fetchMock.mockResolvedValueOnce(json(200, { success: true, id: 'v-1' }));
  render(<PageFeedback page={PAGE} />);
  expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));

  const field = await screen.findByRole('textbox', { name: /What could make this page better\?/ });
  await waitFor(() => expect(field).toHaveFocus());
  expect(screen.getByText('Thank you for your vote.')).toHaveAttribute('role', 'status');
  fireEvent.change(field, { target: { value: '  Add an example.  ' } });
  expect(screen.getByText('15 of 500 characters')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(screen.getByText(THANKS)).toHaveFocus());
  expect(sentBodies()).toEqual([
    { page: PAGE, helpful: false },
    { page: PAGE, helpful: false, comment: 'Add an example.', id: 'v-1' },
  ]);
  expect(readVote(PAGE)).toEqual({ helpful: false, id: 'v-1', comment: null });
});

it('does not ask again in a browser that voted', async () => {
  window.localStorage.setItem(VOTES_KEY, JSON.stringify({ [PAGE]: { helpful: true, id: 'v-1', comment: null } }));
  render(<PageFeedback page={PAGE} />);
  expect(await screen.findByText(THANKS)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
});

it('asks as usual when the stored value is broken', async () => {
  for (const broken of ['{not json', '[1,2]', '"x"', JSON.stringify({ [PAGE]: { helpful: 'yes' } })]) {
    window.localStorage.setItem(VOTES_KEY, broken);
    const { unmount } = render(<PageFeedback page={PAGE} />);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Yes' }), broken).toBeInTheDocument();
    unmount();
  }
});

it('keeps the vote when the server cannot be reached, and sends it on "Try again"', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<PageFeedback page={PAGE} />);
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
  expect(readVote(PAGE)).toEqual({ helpful: true, id: null, comment: null });

  fetchMock.mockResolvedValueOnce(json(201, { success: true, id: 'v-2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(THANKS)).toBeInTheDocument();
  expect(readVote(PAGE)).toEqual({ helpful: true, id: 'v-2', comment: null });
});

it('counts a static host without our server (an HTML 404) as unreachable', async () => {
  fetchMock.mockResolvedValueOnce(new Response('<h1>Not found</h1>', { status: 404 }));
  render(<PageFeedback page={PAGE} />);
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
});

it('refuses a comment over 500 characters in the page, without sending it', async () => {
  fetchMock.mockResolvedValueOnce(json(201, { success: true, id: 'v-3' }));
  render(<PageFeedback page={PAGE} />);
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  const field = await screen.findByRole('textbox');
  fireEvent.change(field, { target: { value: 'a'.repeat(501) } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/Your comment is too long/)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
