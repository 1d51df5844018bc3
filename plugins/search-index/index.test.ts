import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Plugin, RouteConfig } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIndexFromBuild, loadPagesFromBuild } from '../../packages/search/src/node';
import searchIndexPlugin, { docRoutePaths, htmlFileFor } from './index';

const fixture = (name: string) => readFile(new URL(`./__fixtures__/${name}.html`, import.meta.url), 'utf8');

// The shape the docs plugin gives its routes: root → version → sidebar layout → pages.
const routes = [
  {
    path: '/',
    component: '@theme/Home',
    exact: true,
    plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' },
  },
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            routes: [
              { path: '/docs/backend/docker-usage', component: '@theme/DocItem', exact: true },
              { path: '/docs/general/code-review', component: '@theme/DocItem', exact: true },
              { path: '/docs/category/backend', component: '@theme/DocCategoryGeneratedIndexPage', exact: true },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/404.html',
    component: '@theme/NotFound',
    exact: true,
    plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' },
  },
] as unknown as RouteConfig[];

describe('route selection', () => {
  it('keeps only doc pages', () => {
    expect(docRoutePaths(routes)).toEqual(['/docs/backend/docker-usage', '/docs/general/code-review']);
  });
});

describe('postBuild', () => {
  let outDir = '';
  afterEach(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  async function build(): Promise<string> {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    await mkdir(path.join(outDir, 'docs/backend'), { recursive: true });
    await mkdir(path.join(outDir, 'docs/general/code-review'), { recursive: true });
    await writeFile(path.join(outDir, 'docs/backend/docker-usage.html'), await fixture('docker-usage'));
    // trailingSlash: true writes folders; both layouts are found.
    await writeFile(path.join(outDir, 'docs/general/code-review/index.html'), await fixture('code-review-unlisted'));
    await writeFile(path.join(outDir, '404.html'), await fixture('not-found'));
    const plugin = searchIndexPlugin() as Plugin & { postBuild: (props: unknown) => Promise<void> };
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await plugin.postBuild({ routes, outDir, baseUrl: '/' });
    return outDir;
  }

  it('writes a hashed index, one hashed text per page and a manifest naming the index', async () => {
    const dir = await build();
    const files = await readdir(path.join(dir, 'search'));
    const indexFile = files.find((f) => /^index\.[0-9a-f]{12}\.json$/.test(f));
    const texts = files.filter((f) => /^text\.[0-9a-f]{12}\.json$/.test(f));
    expect(indexFile).toBeDefined();
    expect(texts).toHaveLength(2);
    expect(files.sort()).toEqual([indexFile, 'manifest.json', ...texts].sort());
    const manifest = JSON.parse(await readFile(path.join(dir, 'search/manifest.json'), 'utf8')) as {
      index: string;
      records: number;
    };
    expect(manifest.index).toBe(`/search/${indexFile}`);
    // The index says which words a section holds, not its sentences.
    const indexJson = await readFile(path.join(dir, 'search', indexFile ?? ''), 'utf8');
    expect(indexJson).not.toContain('Docker Swarm');

    const index = await loadIndexFromBuild(dir);
    expect(manifest.records).toBe(index.size);
    expect(new Set(index.records.map((r) => r.url_without_anchor))).toEqual(
      new Set(['/docs/backend/docker-usage', '/docs/general/code-review']),
    );
    const swarm = index.search({ indexName: 'developers', query: 'swarm', attributesToSnippet: ['content:6'] });
    expect(swarm.hits[0].url).toBe('/docs/backend/docker-usage#secrets');
    expect(swarm.hits[0]._snippetResult?.content).toMatchObject({
      value: expect.stringContaining('<mark>Swarm</mark>'),
    });
    expect(index.search({ indexName: 'developers', query: 'sidebar previous privacy' }).nbHits).toBe(0);
    expect(await loadPagesFromBuild(dir)).toEqual(
      ['/docs/backend/docker-usage', '/docs/general/code-review'].map((url) => expect.objectContaining({ url })),
    );
  });

  it('names the file by its content', async () => {
    const first = (await readdir(path.join(await build(), 'search'))).sort();
    await rm(outDir, { recursive: true, force: true });
    const second = (await readdir(path.join(await build(), 'search'))).sort();
    expect(second).toEqual(first);
  });

  it('finds the HTML of a route whatever the trailing-slash setting', async () => {
    const dir = await build();
    expect(htmlFileFor(dir, '/docs/backend/docker-usage', '/')).toBe(path.join(dir, 'docs/backend/docker-usage.html'));
    expect(htmlFileFor(dir, '/docs/general/code-review/', '/')).toBe(
      path.join(dir, 'docs/general/code-review/index.html'),
    );
    expect(htmlFileFor(dir, '/docs/missing', '/')).toBeNull();
  });
});
