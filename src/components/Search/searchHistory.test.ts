// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecent,
  FAVOURITE_KEY,
  makeFavourite,
  MAX_RECENT,
  readLists,
  readSaved,
  RECENT_KEY,
  rememberHit,
  removeFavourite,
  removeRecent,
  writeLists,
  writeSaved,
  type SavedLists,
} from './searchHistory';
import type { SavedHit } from '../SearchHit/hits';

const hit = (n: number): SavedHit => ({
  url: `/docs/page-${n}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Backend', lvl1: `Page ${n}` },
});
const empty: SavedLists = { recent: [], favourites: [] };

describe('recent and favourite searches', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('recent → favourite → removed, and stored under namespaced keys', () => {
    let lists = addRecent(addRecent(empty, hit(1)), hit(2));
    expect(lists.recent.map((h) => h.url)).toEqual(['/docs/page-2', '/docs/page-1']);
    const favoured = makeFavourite(lists, '/docs/page-1');
    writeLists(lists, favoured);
    lists = favoured;
    expect(lists.recent.map((h) => h.url)).toEqual(['/docs/page-2']);
    expect(lists.favourites.map((h) => h.url)).toEqual(['/docs/page-1']);
    expect(readLists()).toEqual(lists);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_KEY)!)).toEqual([hit(1)]);
    expect(RECENT_KEY).toBe('amsterdam-developers.search.recent');

    lists = removeFavourite(removeRecent(lists, '/docs/page-2'), '/docs/page-1');
    expect(lists).toEqual(empty);
  });

  it('keeps the newest first, without repeats, at most seven', () => {
    let lists = empty;
    for (let n = 0; n < 10; n++) lists = addRecent(lists, hit(n));
    lists = addRecent(lists, hit(5));
    expect(lists.recent).toHaveLength(MAX_RECENT);
    expect(lists.recent.map((h) => h.url).slice(0, 3)).toEqual(['/docs/page-5', '/docs/page-9', '/docs/page-8']);
  });

  it('does not repeat a favourite among the recents', () => {
    const lists = makeFavourite(addRecent(empty, hit(1)), '/docs/page-1');
    expect(addRecent(lists, hit(1))).toBe(lists);
  });

  it('remembers a hit chosen on the search page', () => {
    rememberHit(hit(3));
    expect(readSaved(RECENT_KEY)).toEqual([hit(3)]);
  });

  it('logs and ignores corrupt storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readSaved(RECENT_KEY)).toEqual([]);
    localStorage.setItem(RECENT_KEY, '{"url":"/docs"}');
    expect(readSaved(RECENT_KEY)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    // Entries of the wrong shape are dropped, the rest kept.
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([hit(1), { url: 42 }, null, { url: 'javascript:x', hierarchy: {} }]),
    );
    expect(readSaved(RECENT_KEY)).toEqual([hit(1)]);
  });

  it('logs and ignores a full storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeSaved(RECENT_KEY, [hit(1)])).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(RECENT_KEY), expect.any(DOMException));
  });

  it('logs and ignores a blocked storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readLists()).toEqual(empty);
    expect(() => writeSaved(FAVOURITE_KEY, [hit(1)])).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
