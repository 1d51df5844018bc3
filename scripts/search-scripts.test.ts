import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../packages/search/src/__fixtures__/bench-corpus';
import { pagesFromBuild, routeOfFile } from './search-build';
import { frozenQueries, labelledQueries } from '../packages/search/src/__fixtures__/queries';
import { recordsFromBuild } from './search-records';

const fixtures = path.resolve(__dirname, '../plugins/search-index/__fixtures__');

// A route is real when its Markdown file is in docs/: /docs/x/y is docs/x/y.md or docs/x/y/index.md.
const isDocsRoute = (route: string) => {
  const file = path.join(__dirname, '../docs', route.replace(/^\/docs\//, ''));
  return existsSync(`${file}.md`) || existsSync(path.join(file, 'index.md'));
};

describe.each([
  { name: 'labelled queries', queries: labelledQueries, least: 40, typos: 10 },
  { name: 'frozen queries', queries: frozenQueries, least: 90, typos: 18 },
])('the $name', ({ queries, least, typos }) => {
  it(`hold at least ${least} queries on real routes, ${typos} of them with a typo`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(least);
    expect(queries.filter((q) => q.typo).length).toBeGreaterThanOrEqual(typos);
    for (const q of queries) {
      expect(q.query.trim()).not.toBe('');
      expect(isDocsRoute(q.expected), q.expected).toBe(true);
    }
  });
});

describe('the frozen queries', () => {
  it('are unchanged since they were frozen: a change is a new set, written blind again', () => {
    const file = path.join(__dirname, '../packages/search/src/__fixtures__/queries-frozen.json');
    const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '046e986568177330038a76e9b978d3eccee93c4274cb448c2c962356354fe5b4',
    );
  });

  it('cover every page of the site', () => {
    const pages = new Set(frozenQueries.map((q) => q.expected));
    const docs = readdirSync(path.join(__dirname, '../docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => `/docs/${f.replace(/(\/index)?\.md$/, '')}`);
    expect(docs.filter((route) => !pages.has(route))).toEqual([]);
  });
});

describe('records from a build without the plugin', () => {
  let build = '';
  beforeAll(async () => {
    build = await mkdtemp(path.join(os.tmpdir(), 'search-build-'));
    await mkdir(path.join(build, 'docs/backend'), { recursive: true });
    await cp(path.join(fixtures, 'docker-usage.html'), path.join(build, 'docs/backend/docker-usage.html'));
    await cp(path.join(fixtures, 'not-found.html'), path.join(build, '404.html'));
  });
  afterAll(() => rm(build, { recursive: true, force: true }));

  it('maps files to routes', () => {
    expect(routeOfFile('/b', '/b/docs/intro.html')).toBe('/docs/intro');
    expect(routeOfFile('/b', '/b/docs/intro/index.html')).toBe('/docs/intro/');
  });

  it('crawls the doc pages and skips the rest', async () => {
    const { pages, source } = await pagesFromBuild(build);
    expect(source).toBe('html');
    expect(pages.map((p) => p.url)).toEqual(['/docs/backend/docker-usage']);
  });

  it('can make URLs absolute for a hosted index', async () => {
    const [first] = await recordsFromBuild(build, { siteUrl: 'https://developers.amsterdam/' });
    expect(first).toMatchObject({
      url: 'https://developers.amsterdam/docs/backend/docker-usage',
      type: 'lvl1',
      objectID: '/docs/backend/docker-usage:0',
    });
  });
});

describe('generated bench corpus', () => {
  it('is deterministic and shaped like a docs site', () => {
    const a = generateCorpus({ pages: 3, sampleText: 'docker postgres accessibility' });
    expect(generateCorpus({ pages: 3, sampleText: 'docker postgres accessibility' })).toEqual(a);
    expect(a[0].sections[0].level).toBe(1);
    expect(a[0].sections.length).toBeGreaterThan(4);
  });
});
