import { existsSync } from 'node:fs';
import { cp, mkdtemp, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../packages/search/src/__fixtures__/bench-corpus';
import { pagesFromBuild, routeOfFile } from './search-build';
import { labelledQueries } from '../packages/search/src/__fixtures__/queries';
import { recordsFromBuild } from './search-records';

const fixtures = path.resolve(__dirname, '../plugins/search-index/__fixtures__');

describe('the labelled queries', () => {
  it('holds at least 40 labelled queries on real routes, 10 of them with a typo', () => {
    const queries = labelledQueries;
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(queries.filter((q) => q.typo).length).toBeGreaterThanOrEqual(10);
    // A route is real when its Markdown file is in docs/: /docs/x/y is docs/x/y.md or docs/x/y/index.md.
    const docsDir = path.join(__dirname, '../docs');
    for (const q of queries) {
      expect(q.query.trim()).not.toBe('');
      const file = path.join(docsDir, q.expected.replace(/^\/docs\//, ''));
      expect(existsSync(`${file}.md`) || existsSync(path.join(file, 'index.md')), q.expected).toBe(true);
    }
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
