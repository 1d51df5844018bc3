import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpus } from './__fixtures__/corpus';
import { Corpus } from './corpus';
import { SearchIndex } from './engine';
import { executeQuery, type RawMatch } from './expand';
import { indexedPage } from './format';
import { Planner } from './plan';
import { BOOST } from './rank';

/** The MiniSearch release whose private `executeQuery` expand.ts was checked against. */
const CHECKED_VERSION = '7.2.0';

function installedVersion(): string {
  const entry = createRequire(import.meta.url).resolve('minisearch');
  let dir = path.dirname(entry);
  while (path.basename(dir) !== 'minisearch') dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const byId = (list: RawMatch[]) => [...list].sort((a, b) => a.id - b.id);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MiniSearch's private executeQuery (the fast path)", () => {
  it('is the version it was checked against: re-check expand.ts and this file before changing the pin', () => {
    expect(installedVersion()).toBe(CHECKED_VERSION);
    expect(executeQuery).toBeTypeOf('function');
  });

  it('is what searching takes: MiniSearch’s public search, which sorts every match, is never called', () => {
    const publicSearch = vi.spyOn(MiniSearch.prototype, 'search');
    const index = SearchIndex.fromPages(corpus);
    for (const query of ['docker', 'postgres database', 'dokcer', 'dock', 'how do i use a database'])
      expect(index.search({ indexName: 'developers', query }).nbHits, query).toBeGreaterThan(0);
    expect(publicSearch).not.toHaveBeenCalled();
  });

  it('gives the public API’s matches, with the score before MiniSearch weighs it by terms matched', () => {
    const { engine } = new Planner(new Corpus(corpus.map(indexedPage)));
    const options: SearchOptions = {
      fuzzy: false,
      prefix: false,
      boost: BOOST,
      boostTerm: (t) => (t === 'docs' ? 0.5 : 1),
    };
    const word = (...terms: string[]): Query => ({ combineWith: 'OR', queries: terms });
    const queries: Query[] = [
      { combineWith: 'AND', queries: [word('docker')] },
      { combineWith: 'AND', queries: [word('postgres', 'postgresql'), word('database', 'databases')] },
      { combineWith: 'OR', queries: [word('docker', 'docs'), word('compose')] },
    ];
    for (const query of queries) {
      const fast = byId(engine.matches(query, options));
      const slow = byId(engine.matchesViaSearch(query, options));
      expect(fast.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(fast.map((m) => [m.id, m.match])).toEqual(slow.map((m) => [m.id, m.match]));
      fast.forEach((m, i) => expect(m.score).toBeCloseTo(slow[i].score, 12));
    }
  });
});
