// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalProvider,
  SearchIndex,
  SearchUnavailableError,
  type SearchHit,
  type SearchProvider,
  type SearchResponse,
} from '@site/packages/search/src';
import { corpus } from '@site/packages/search/src/__fixtures__/corpus';
import { history } from '@site/tests/unit/doubles/docusaurus-router';
import { newTab } from '@site/tests/unit/names';
import { letUsKnowUrl } from './letUsKnow';
import { FAVOURITE_KEY, RECENT_KEY } from './searchHistory';
import type { SavedHit } from '../SearchHit/hits';
import SearchModal from './SearchModal';

const engine = () => createLocalProvider({ load: async () => SearchIndex.fromPages(corpus) });

function response(hits: SearchHit[]): SearchResponse {
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    index: 'developers',
    query: '',
  };
}

/** A provider with fixed answers, for states the small corpus cannot produce. */
function fake(hits: SearchHit[], suggestions: string[] = []): SearchProvider {
  return {
    preload: async () => undefined,
    search: vi.fn(async () => ({ results: [response(hits)] })),
    suggest: vi.fn(async () => suggestions),
  };
}

const pageHit = (lvl0: string, n: number): SearchHit => ({
  objectID: `${lvl0}-${n}`,
  url: `/docs/${lvl0.toLowerCase()}/page-${n}`,
  type: 'lvl1',
  hierarchy: { lvl0, lvl1: `Page ${n}` },
  _highlightResult: {
    hierarchy: { lvl1: { value: `<mark>Page</mark> ${n}`, matchLevel: 'partial', matchedWords: ['page'] } },
  },
});

const saved = (n: number): SavedHit => ({
  url: `/docs/saved-${n}`,
  type: 'lvl2',
  hierarchy: { lvl0: 'Backend', lvl1: 'Database', lvl2: `Saved ${n}` },
});

function setup(provider: SearchProvider = engine()) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<SearchModal provider={provider} onClose={onClose} />);
  return { onClose, user, input: screen.getByRole('combobox', { name: 'Search the documentation' }) };
}

describe('SearchModal', () => {
  beforeEach(() => {
    localStorage.clear();
    history.push.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled modal dialog with the focus in its combobox', () => {
    const { input } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Search the documentation' });
    expect(dialog).toHaveAttribute('open');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Nothing for the arrows to move through: they are not promised.
    expect(document.querySelector('[aria-hidden="true"] > kbd')?.parentElement).toHaveTextContent(/^Esc to close$/);
    // The "/" shortcut can be turned off where it lands (WCAG 2.1.4).
    expect(screen.getByRole('switch', { name: 'Open search with the / key' })).toBeChecked();
  });

  it('empty query: recent searches become favourites, both can be removed, and it is all stored', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify([saved(1), saved(2)]));
    const { user } = setup();
    const recent = screen.getByRole('region', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/docs/saved-1', '/docs/saved-2']);
    expect(within(recent).getByRole('link', { name: /Saved 1.*Database/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as favourite: Saved 1' }));
    const favourites = screen.getByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: /Saved 1/ })).toHaveAttribute('href', '/docs/saved-1');
    expect(within(screen.getByRole('region', { name: 'Recent' })).queryByText('Saved 1')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FAVOURITE_KEY)!)).toEqual([saved(1)]);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual([saved(2)]);

    await user.click(screen.getByRole('button', { name: 'Remove from favourites: Saved 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove from recent searches: Saved 2' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITE_KEY)!)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual([]);
    expect(screen.getByText(/No recent searches/)).toBeInTheDocument();
  });

  it('empty query: a place for recent conversations, with nothing made up in it', () => {
    setup();
    const place = document.querySelector('[data-search-section="recent-conversations"]');
    expect(place).toBeInTheDocument();
    expect(place).toBeEmptyDOMElement();
    expect(screen.queryByText(/conversations/i)).not.toBeInTheDocument();
  });

  it('a corrupt storage is logged and the modal still opens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(RECENT_KEY, '[{broken');
    setup();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText(/No recent searches/)).toBeInTheDocument();
  });

  it('results: grouped by lvl0, at most 5 per group, highlighted, with "See all" and a polite count', async () => {
    const hits = [...Array.from({ length: 8 }, (_, i) => pageHit('Backend', i)), pageHit('Frontend', 8)];
    const { user, input } = setup(fake(hits));
    await user.type(input, 'page');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Backend', 'Frontend']);
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(5);
    expect(within(groups[1]).getAllByRole('option')).toHaveLength(1);
    expect(within(groups[0]).getAllByRole('option')[0].querySelector('mark')).toHaveTextContent('Page');
    expect(screen.getByRole('link', { name: 'See all 9 results' })).toHaveAttribute('href', '/search?q=page');
    // The count is said once typing pauses.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('9 results'), { timeout: 3000 });
  });

  it('keyboard: ↑ and ↓ move through the options, Enter opens one with the router and remembers it', async () => {
    const { user, input, onClose } = setup();
    await user.type(input, 'docker');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBe(options[options.length - 1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[1]);
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(history.push).toHaveBeenCalledTimes(1);
    const [url] = history.push.mock.calls[0] as [string];
    expect(url).toMatch(/^\/docs\/backend\/docker-usage/);
    expect(onClose).toHaveBeenCalledWith('navigated');
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)[0]).toMatchObject({ url });
  });

  it('no results: the message, up to 3 suggestions that search, and "Let us know."', async () => {
    const { user, input } = setup();
    await user.type(input, 'pstogresqll');
    expect(await screen.findByRole('heading', { name: 'No results found for "pstogresqll"' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found for "pstogresqll"'), {
      timeout: 3000,
    });
    const report = screen.getByRole('link', { name: newTab('Let us know.') });
    expect(report).toHaveAttribute('href', letUsKnowUrl('pstogresqll'));
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'postgresql' }));
    expect(input).toHaveValue('postgresql');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('no results: never more than 3 suggestions', async () => {
    const { user, input } = setup(fake([], ['a', 'b', 'c', 'd', 'e']));
    await user.type(input, 'zz');
    await screen.findByRole('heading', { name: /No results found/ });
    expect(screen.getAllByRole('button', { name: /^[a-e]$/ })).toHaveLength(3);
  });

  it('error: "Unable to fetch results", and typing again retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = engine();
    const real = provider.search.bind(provider);
    const search = vi
      .spyOn(provider, 'search')
      .mockRejectedValueOnce(new SearchUnavailableError('The search index could not be loaded'));
    const { user, input } = setup(provider);
    fireEvent.change(input, { target: { value: 'docker' } });
    expect(await screen.findByRole('heading', { name: 'Unable to fetch results' })).toBeInTheDocument();
    expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Unable to fetch results'), {
      timeout: 3000,
    });
    expect(warn).toHaveBeenCalled();

    search.mockImplementation(real);
    await user.type(input, 's');
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Unable to fetch results' })).not.toBeInTheDocument();
  });

  it('marks the results busy while the answer to a newer query is on its way', async () => {
    const provider = fake([pageHit('Backend', 1)]);
    let answer: (() => void) | undefined;
    const first = provider.search;
    const { input } = setup(provider);
    fireEvent.change(input, { target: { value: 'page' } });
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(listbox).toHaveAttribute('aria-busy', 'false');

    provider.search = vi.fn(
      (requests) => new Promise((resolve) => (answer = () => resolve(first(requests)))),
    ) as SearchProvider['search'];
    fireEvent.change(input, { target: { value: 'pages' } });
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer?.());
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
  });

  it('bad input never throws: long, regex, emoji, punctuation, whitespace, mixed case', async () => {
    const { input } = setup();
    for (const query of ['x'.repeat(600), '.*+?^${}()|[]\\', '🐳🐳', '!!!???', 'DoCkEr', '(docker']) {
      fireEvent.change(input, { target: { value: query } });
      await act(async () => undefined);
      // Said once typing pauses, so the live region may take a second.
      await screen.findByText((_, el) => el?.getAttribute('role') === 'status' && el.textContent !== '', undefined, {
        timeout: 3000,
      });
    }
    fireEvent.change(input, { target: { value: '   ' } });
    expect(await screen.findByText(/No recent searches/)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'DoCkEr' } });
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
  });

  it('closes with its Close button', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(first.onClose).toHaveBeenCalledWith('dismissed');
  });

  it('closes on Escape as the browser does it: the dialog’s close event', () => {
    const { onClose } = setup();
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });

  it('closes on Ctrl+K, the shortcut that opened it', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });
});
