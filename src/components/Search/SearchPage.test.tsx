// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalProvider,
  SearchIndex,
  SearchUnavailableError,
  type ProviderRequest,
  type SearchHit,
  type SearchProvider,
} from '@site/packages/search/src';
import { corpus } from '@site/packages/search/src/__fixtures__/corpus';
import { history, location } from '@site/tests/unit/doubles/docusaurus-router';
import SearchPage from './SearchPage';

const provider = vi.hoisted(() => ({ current: null as SearchProvider | null }));
vi.mock('./useSiteSearchProvider', () => ({
  useSiteSearchProvider: () => provider.current,
  useSearchSettings: () => ({ provider: 'local', siteUrl: 'https://developers.amsterdam' }),
}));

const hit = (n: number): SearchHit => ({
  objectID: `h${n}`,
  url: `/docs/general/page-${n}`,
  type: 'lvl2',
  hierarchy: { lvl0: 'Common standards', lvl1: `Page ${n}`, lvl2: 'Testing' },
  _highlightResult: {},
});

/** 45 hits, 20 a page, as the engine would page them. */
function paged(): SearchProvider {
  const all = Array.from({ length: 45 }, (_, i) => hit(i));
  return {
    preload: async () => undefined,
    suggest: async () => [],
    search: vi.fn(async ([request]: readonly ProviderRequest[]) => {
      const page = request.page ?? 0;
      const size = request.hitsPerPage ?? 20;
      return {
        results: [
          {
            hits: all.slice(page * size, page * size + size),
            nbHits: all.length,
            page,
            nbPages: Math.ceil(all.length / size),
            hitsPerPage: size,
            index: 'developers',
            query: request.query ?? '',
          },
        ],
      };
    }),
  };
}

describe('the search page', () => {
  beforeEach(() => {
    provider.current = createLocalProvider({ load: async () => SearchIndex.fromPages(corpus) });
    history.replace.mockClear();
    location.search = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads ?q=, shows the count politely and each hit with its hierarchy and snippet', async () => {
    location.search = '?q=postgis';
    render(<SearchPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search the documentation' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('postgis');
    expect(await screen.findByRole('status')).toHaveTextContent(/^\d+ results? for "postgis"$/);
    const items = await screen.findAllByRole('listitem');
    const first = items[0];
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(/PostGIS/);
    expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/docs\//));
    expect(first).toHaveTextContent(/Backend/);
    expect(first.querySelector('mark')).not.toBeNull();
  });

  it('writes the query back to ?q= with history.replace once typing pauses', async () => {
    render(<SearchPage />);
    // No delay between keys: all six land before any timer can run, so the count checks the pause rule, not
    // how fast this machine types.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox'), 'docker');
    await waitFor(() => expect(history.replace).toHaveBeenCalled());
    expect(history.replace).toHaveBeenCalledTimes(1);
    expect(history.replace.mock.calls[0][0]).toMatchObject({ search: '?q=docker' });
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('shows 20 results at a time and loads the next page on request', async () => {
    provider.current = paged();
    location.search = '?q=test';
    render(<SearchPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('45 results for "test"');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    expect(screen.getAllByRole('link')[20]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    expect(vi.mocked(provider.current.search).mock.calls.map(([[r]]) => r.page)).toEqual([0, 1, 2]);
  });

  it('shares the no-results and error screens with the modal', async () => {
    location.search = '?q=zzqqxx';
    const { unmount } = render(<SearchPage />);
    expect(await screen.findByRole('heading', { name: 'No results found for "zzqqxx"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Let us know\./ })).toBeInTheDocument();
    unmount();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    provider.current = createLocalProvider({
      load: async () => {
        throw new SearchUnavailableError('offline');
      },
    });
    location.search = '?q=docker';
    render(<SearchPage />);
    expect(await screen.findByRole('heading', { name: 'Unable to fetch results' })).toBeInTheDocument();
  });
});
