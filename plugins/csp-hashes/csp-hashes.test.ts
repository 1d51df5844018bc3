import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadContext, Plugin } from '@docusaurus/types';
import cspHashesPlugin, {
  algoliaConnectSources,
  collectInlineSources,
  connectSourcesFor,
  cspManifestFor,
  parseCspManifest,
  sha256Source,
} from './index';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function build(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'csp-'));
  dirs.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), html);
  }
  return dir;
}

describe('sha256Source', () => {
  it('is the hash a browser computes for the text (CSP level 3 example)', () => {
    // The hash of `alert('Hello, world.');` as given in the CSP specification.
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('collectInlineSources', () => {
  it('finds the scripts the browser runs, and only those', () => {
    const found = collectInlineSources(
      '<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>' +
        '<script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>' +
        '<script type="importmap">{"imports":{}}</script><style>p{}</style><svg style="display: none;"></svg>',
    );
    expect(found.scripts).toEqual(['a()', 'b()', 'c()', '{"imports":{}}']);
    expect(found.styles).toEqual(['p{}']);
    expect(found.styleAttributes).toEqual(['display: none;']);
    expect(found.eventHandlers).toEqual([]);
  });

  it('reports inline handlers and javascript: URLs', () => {
    const found = collectInlineSources('<button onclick="go()">x</button><a href=" javascript:go()">y</a>');
    expect(found.eventHandlers).toHaveLength(2);
  });
});

describe('cspManifestFor', () => {
  it('hashes every inline script and style attribute of every page once, in a stable order', async () => {
    const dir = await build({
      'index.html': '<script>one()</script><svg style="display: none;"></svg>',
      'docs/intro.html': '<script>one()</script><script>two()</script><script type="application/ld+json">{}</script>',
      'docs/nested/page.html': '<span style="display:inline-block"></span>',
      'assets/js/main.js': 'not(html)',
    });
    expect(await cspManifestFor(dir, ['https://x-dsn.algolia.net'])).toEqual({
      scriptHashes: [sha256Source('one()'), sha256Source('two()')].sort(),
      styleHashes: [],
      styleAttributeHashes: [sha256Source('display: none;'), sha256Source('display:inline-block')].sort(),
      connectSources: ['https://x-dsn.algolia.net'],
    });
  });

  it('fails the build on an inline event handler, naming the page', async () => {
    const dir = await build({ 'docs/bad.html': '<img src="x.png" onerror="steal()">' });
    await expect(cspManifestFor(dir)).rejects.toThrow(/docs\/bad\.html has inline event handlers.*onerror/);
  });

  it('is written by the plugin after the build, and read back by the server', async () => {
    const dir = await build({ 'index.html': '<script>three()</script>' });
    const context = { siteConfig: { customFields: {} } } as unknown as LoadContext;
    const plugin = cspHashesPlugin(context) as Plugin & { postBuild: NonNullable<Plugin['postBuild']> };
    await plugin.postBuild({ outDir: dir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const manifest = parseCspManifest(await readFile(join(dir, 'csp-sources.json'), 'utf8'));
    expect(manifest.scriptHashes).toEqual([sha256Source('three()')]);
  });
});

describe('connect sources', () => {
  it('adds Algolia hosts only when the site searches Algolia', () => {
    expect(connectSourcesFor({ search: { provider: 'local', algolia: { appId: 'ABC' } } })).toEqual([]);
    expect(connectSourcesFor({ search: { provider: 'algolia', algolia: { appId: 'ABC123' } } })).toEqual(
      algoliaConnectSources('ABC123'),
    );
    expect(algoliaConnectSources('ABC123')).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
    expect(connectSourcesFor({ search: { provider: 'algolia', algolia: { appId: 'x y' } } })).toEqual([]);
  });
});

describe('parseCspManifest', () => {
  it('refuses a damaged manifest instead of weakening the policy', () => {
    expect(() => parseCspManifest('{"scriptHashes":["\'unsafe-inline\'"]}')).toThrow(/scriptHashes/);
    expect(() =>
      parseCspManifest(
        JSON.stringify({ scriptHashes: [], styleHashes: [], styleAttributeHashes: [], connectSources: ['https://*'] }),
      ),
    ).toThrow(/connectSources/);
  });
});
