import { describe, expect, it } from 'vitest';
import { generateCorpus, sampleTextOf } from './__fixtures__/bench-corpus';
import { keystrokes, labelledQueries } from './__fixtures__/queries';
import { corpus } from './__fixtures__/corpus';
import { SearchIndex } from './engine';
import { pluralForms } from './expand';
import { IndexFormatError, serializeIndex } from './format';
import { contentHash } from './node';
import type { SearchRequest } from './types';

const index = SearchIndex.fromPages(corpus);
const search = (query: unknown, extra: Partial<SearchRequest> = {}) =>
  index.search({ indexName: 'developers', query: query as string, ...extra });
const urls = (query: unknown, extra: Partial<SearchRequest> = {}) => search(query, extra).hits.map((h) => h.url);

describe('ranking', () => {
  it('ranks a heading match above a content match', () => {
    expect(urls('postgis')).toEqual(['/docs/backend/database#postgis', '/docs/backend/docker-usage#base-images']);
    expect(search('postgis').hits.map((h) => h.type)).toEqual(['lvl2', 'content']);
  });

  it('ranks the page title above section headings, and headings above body text', () => {
    expect(urls('accessibility')).toEqual([
      '/docs/frontend/accessibility',
      '/docs/frontend/accessibility#screen-readers',
      '/docs/general/testing#accessibility-tests',
    ]);
    expect(search('accessibility').hits[0].type).toBe('lvl1');
    expect(urls('coverage')).toEqual(['/docs/general/testing#coverage', '/docs/frontend/accessibility']);
  });

  it('returns one hit per section (distinct on url), the heading record first', () => {
    const result = search('docker');
    expect(result.hits.map((h) => `${h.url} ${h.type}`)).toEqual([
      '/docs/backend/docker-usage lvl1',
      '/docs/backend/docker-usage#base-images lvl2',
      '/docs/backend/docker-usage#secrets lvl2',
      '/docs/backend/docker-usage#registry lvl3',
      '/release-notes content',
    ]);
    expect(result.nbHits).toBe(5);
  });

  it('uses the page rank when everything else is equal', () => {
    const low = SearchIndex.fromPages(
      corpus.map((p) => (p.url === '/docs/backend/database' ? { ...p, pageRank: 0 } : p)),
    );
    const order = low
      .search({ indexName: 'developers', query: 'container' })
      .hits.map((h) => h.url_without_anchor ?? h.url);
    expect(order.indexOf('/docs/backend/docker-usage#registry')).toBeLessThan(
      order.indexOf('/docs/backend/database#local-development'),
    );
  });

  it('among otherwise equal sections, puts the earlier one first, as Algolia’s asc(weight.position) does', () => {
    const onePage = SearchIndex.fromPages([
      {
        ...corpus[0],
        url: '/docs/dependencies',
        sections: [
          {
            level: 1,
            anchor: null,
            title: 'Dependencies',
            content: ['Turn on Dependabot alerts and security updates for every repository you maintain.'],
          },
          { level: 2, anchor: 'further-reading', title: 'Further reading', content: ['Dependabot quickstart'] },
        ],
      },
    ]);
    expect(onePage.search({ indexName: 'developers', query: 'dependabot' }).hits.map((h) => h.url)).toEqual([
      '/docs/dependencies',
      '/docs/dependencies#further-reading',
    ]);
  });

  it('prefers sections where the query words stand together', () => {
    const page = (url: string, text: string) => ({
      ...corpus[0],
      url,
      sections: [{ level: 1, anchor: null, title: 'Git', content: [text] }],
    });
    const index2 = SearchIndex.fromPages([
      page('/apart', 'Commits commits: keep them small. Conventional wisdom says review them.'),
      page(
        '/together',
        'Write Conventional Commits so the changelog can be generated from the history of the repository.',
      ),
    ]);
    expect(index2.search({ indexName: 'x', query: 'conventional commits' }).hits.map((h) => h.url)).toEqual([
      '/together',
      '/apart',
    ]);
  });

  it('falls back to any-word matching for questions, without filler words', () => {
    const result = search('how do I store secrets in azure');
    expect(result.hits[0].url).toBe('/docs/backend/docker-usage#secrets');
    const highlighted = JSON.stringify(result.hits.map((h) => h._highlightResult));
    expect(highlighted).not.toContain('<mark>in</mark>');
  });
});

describe('typo tolerance', () => {
  it('allows one typo from 4 letters, counting a swap as one', () => {
    expect(urls('dokcer')[0]).toBe('/docs/backend/docker-usage');
    expect(urls('secrts')).toEqual(['/docs/backend/docker-usage#secrets']);
    expect(urls('sekrets')).toEqual(['/docs/backend/docker-usage#secrets']);
  });

  it('allows no typo below 4 letters and only one below 8', () => {
    expect(search('tst').nbHits).toBe(0); // "test" is one typo away
    expect(search('sekretz').nbHits).toBe(0); // two typos in 7 letters
  });

  it('allows two typos from 8 letters', () => {
    expect(urls('acessibilty')[0]).toBe('/docs/frontend/accessibility');
    expect(urls('intgratoin')).toEqual(['/docs/general/testing']);
  });

  it('ranks an exact match above a typo match', () => {
    const index2 = SearchIndex.fromPages([
      { ...corpus[0], url: '/a', sections: [{ level: 1, anchor: null, title: 'Taken', content: [] }] },
      { ...corpus[0], url: '/b', sections: [{ level: 1, anchor: null, title: 'Token', content: [] }] },
    ]);
    expect(index2.search({ indexName: 'x', query: 'token' }).hits.map((h) => h.url)).toEqual(['/b', '/a']);
  });

  it('treats singular and plural as the same word, like Algolia’s ignorePlurals', () => {
    const index2 = SearchIndex.fromPages([
      { ...corpus[0], url: '/git', sections: [{ level: 1, anchor: null, title: 'Name your branches', content: [] }] },
      {
        ...corpus[0],
        url: '/other',
        sections: [{ level: 1, anchor: null, title: 'Branch', content: ['Names of the owners.'] }],
      },
    ]);
    const result = index2.search({ indexName: 'x', query: 'branch names' });
    expect(result.hits.map((h) => h.url)).toEqual(['/git', '/other']);
    expect(result.hits[0]._highlightResult.hierarchy).toMatchObject({
      lvl1: { value: '<mark>Name</mark> your <mark>branches</mark>', matchLevel: 'full' },
    });
    expect(pluralForms('policies')).toEqual(['policy']);
    expect(pluralForms('policy')).toEqual(['policies']);
    expect(pluralForms('access')).toEqual(['accesses']);
  });

  it('never corrects numbers', () => {
    const rfc = SearchIndex.fromPages([
      {
        ...corpus[0],
        url: '/t',
        sections: [{ level: 1, anchor: null, title: 'Tokens', content: ['Validate per RFC 9068.'] }],
      },
    ]);
    expect(rfc.search({ indexName: 'x', query: '9068' }).nbHits).toBe(1);
    expect(rfc.search({ indexName: 'x', query: '9086' }).nbHits).toBe(0);
  });
});

describe('prefix matching', () => {
  it('completes the last word from 3 letters', () => {
    expect(urls('conta')).toContain('/docs/backend/docker-usage#registry');
    const hit = search('docker conta', { attributesToSnippet: ['content'] }).hits.find((h) => h.type === 'content');
    expect(hit?._highlightResult.content).toMatchObject({
      value: '<mark>Docker</mark> is the <mark>conta</mark>iner tool for development, test and production.',
    });
  });

  it('does not complete earlier words or words under 3 letters', () => {
    expect(search('co').nbHits).toBe(0);
    const words = search('conta docker').hits.flatMap((h) => JSON.stringify(h._highlightResult));
    expect(words.join()).not.toContain('<mark>conta</mark>');
  });
});

describe('facet filters', () => {
  it('ANDs array elements', () => {
    const all = urls('wcag');
    expect(all).toEqual(expect.arrayContaining(['/docs/frontend/accessibility', '/docs/nl/toegankelijkheid']));
    expect(urls('wcag', { facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'] })).toEqual([
      '/docs/frontend/accessibility',
    ]);
    expect(urls('wcag', { facetFilters: ['language:nl', 'hierarchy.lvl0:Backend'] })).toEqual([]);
  });

  it('ORs a nested array', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(urls('november', { facetFilters: filters })).toEqual(['/release-notes']);
    expect(urls('november', { facetFilters: ['docusaurus_tag:docs-default-current'] })).toEqual([]);
  });

  it('accepts a single string and negation', () => {
    const backend = urls('docker', { facetFilters: 'hierarchy.lvl0:Backend' });
    expect(backend.length).toBeGreaterThan(0);
    expect(backend.filter((url) => !url?.startsWith('/docs/backend/'))).toEqual([]);
    expect(urls('docker', { facetFilters: ['hierarchy.lvl0:-Backend'] })).toEqual(['/release-notes']);
  });
});

describe('response shape', () => {
  it('has the Algolia fields the UI reads, and the default highlight and snippet attributes', () => {
    const result = search('postgis');
    expect(Object.keys(result).sort()).toEqual(
      ['hits', 'hitsPerPage', 'index', 'nbHits', 'nbPages', 'page', 'query'].sort(),
    );
    expect(result).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      index: 'developers',
      query: 'postgis',
    });
    const [hit] = result.hits;
    expect(Object.keys(hit).sort()).toEqual(
      ['objectID', 'content', 'hierarchy', 'type', 'url', '_highlightResult'].sort(),
    );
    expect(hit).toMatchObject({
      objectID: '/docs/backend/database:2',
      content: null,
      hierarchy: {
        lvl1: 'Database',
        lvl2: 'PostGIS for geospatial data',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      type: 'lvl2',
      url: '/docs/backend/database#postgis',
    });
    expect(hit.hierarchy).not.toHaveProperty('lvl0');
    expect(hit._highlightResult).toEqual({
      hierarchy: {
        lvl0: { value: 'Backend', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Database', matchLevel: 'none', matchedWords: [] },
        lvl2: {
          value: '<mark>PostGIS</mark> for geospatial data',
          matchLevel: 'full',
          matchedWords: ['postgis'],
          fullyHighlighted: false,
        },
      },
    });
  });

  it('retrieves what is asked', () => {
    const [hit] = search('postgis', { attributesToRetrieve: ['hierarchy.lvl0', 'url'] }).hits;
    expect(hit).toEqual({
      objectID: '/docs/backend/database:2',
      hierarchy: { lvl0: 'Backend' },
      url: '/docs/backend/database#postgis',
      _highlightResult: expect.any(Object),
    });
  });

  it('pages through results', () => {
    const first = search('docker', { hitsPerPage: 2 });
    const third = search('docker', { hitsPerPage: 2, page: 2 });
    expect(first).toMatchObject({ nbHits: 5, nbPages: 3, hitsPerPage: 2, page: 0 });
    expect(first.hits).toHaveLength(2);
    expect(third.hits.map((h) => h.url)).toEqual(['/release-notes']);
    expect(search('docker', { hitsPerPage: 2, page: 9 }).hits).toEqual([]);
  });

  it('answers a multi-query body with one result per request, in order', () => {
    const { results } = index.multiSearch({
      requests: [
        { indexName: 'developers', query: 'docker', hitsPerPage: 1 },
        { indexName: 'other', query: 'postgis', facetFilters: ['language:en'] },
      ],
    });
    expect(results.map((r) => [r.index, r.query, r.hits.length])).toEqual([
      ['developers', 'docker', 1],
      ['other', 'postgis', 2],
    ]);
  });
});

describe('bad input', () => {
  it('returns nothing for an empty query rather than everything', () => {
    expect(search('')).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
    expect(search('   \n\t ')).toMatchObject({ hits: [], nbHits: 0 });
  });

  it('never throws on punctuation, regex characters, emoji or odd types', () => {
    for (const q of ['?!.,;:', '(.*+?[', '\\', '^$|{}', 'c++', '🐳🐳', '%00', '<script>', undefined, null, 42, {}]) {
      expect(() => search(q)).not.toThrow();
    }
    expect(search('(.*+?[').nbHits).toBe(0);
    expect(JSON.stringify(search('<script>alert(1)</script>').hits)).not.toContain('<script');
  });

  it('ignores emoji, punctuation and case around real words', () => {
    expect(urls('🐳 DoCkEr!')[0]).toBe('/docs/backend/docker-usage');
    expect(urls('"POSTGIS"?')[0]).toBe('/docs/backend/database#postgis');
  });

  it('cuts queries longer than 512 characters', () => {
    const long = `docker${' '.repeat(506)}postgis`;
    expect(search(long.replace(/ +/, ' ')).nbHits).toBe(1); // both words: one section
    const result = search(long);
    expect(result.query).toHaveLength(512);
    expect(result.nbHits).toBe(5); // "postgis" lies past the cut
  });

  it('clamps odd paging values', () => {
    const result = search('docker', { hitsPerPage: -3, page: -1 });
    expect(result).toMatchObject({ hitsPerPage: 0, page: 0, nbPages: 0, hits: [], nbHits: 5 });
    expect(search('docker', { hitsPerPage: Number.NaN }).hitsPerPage).toBe(20);
  });
});

describe('suggestions', () => {
  it('offers up to 3 corrected queries that do find something', () => {
    expect(search('dokkerr').nbHits).toBe(0);
    const suggestions = index.suggest('dokkerr');
    expect(suggestions[0]).toBe('docker');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const s of suggestions) expect(search(s).nbHits).toBeGreaterThan(0);
    expect(index.suggest('acesibilitty tets')).toContain('accessibility tests');
  });

  it('offers nothing for gibberish or empty queries, and respects the filters', () => {
    expect(index.suggest('qqqqqqqq')).toEqual([]);
    expect(index.suggest('')).toEqual([]);
    expect(index.suggest('toegankelijkhied', { facetFilters: ['language:en'] })).toEqual([]);
    expect(index.suggest('toegankelijkhied', { limit: 1 })).toHaveLength(1);
  });
});

describe('an index that arrives without its page texts', () => {
  const { index: json, texts } = serializeIndex(corpus, contentHash);
  const byFile = new Map(texts.map((t) => [t.file, t.json]));
  const fromFiles = () => {
    const asked: string[] = [];
    const lazy = SearchIndex.fromSerialized(json, {
      loadText: async (file) => {
        asked.push(file);
        return byFile.get(file);
      },
    });
    return { lazy, asked };
  };
  const requests: SearchRequest[] = [
    'postgis',
    'docker',
    'container registry',
    'dokcer imag',
    'accessibility tests',
    'key vault secrets',
    'zzzz',
  ].flatMap((query) => [
    { indexName: 'developers', query, attributesToSnippet: ['content:8'] },
    { indexName: 'developers', query, hitsPerPage: 2, page: 1, facetFilters: ['language:en'] },
  ]);

  it('answers exactly as the pages with their text do, once prepared', async () => {
    const { lazy } = fromFiles();
    for (const request of requests) {
      await lazy.prepare([request]);
      expect(lazy.search(request)).toEqual(index.search(request));
    }
  });

  it('fetches only the texts of the pages it shows as text, once each', async () => {
    const { lazy, asked } = fromFiles();
    // A heading hit shows no text; counting needs none either.
    expect(lazy.textNeeded([{ indexName: 'developers', query: 'postgis', hitsPerPage: 1 }])).toEqual([]);
    expect(lazy.textNeeded([{ indexName: 'developers', query: 'docker', hitsPerPage: 0 }])).toEqual([]);
    expect(lazy.search({ indexName: 'developers', query: 'docker', hitsPerPage: 0 }).nbHits).toBe(5);
    const relational = { indexName: 'developers', query: 'relational', hitsPerPage: 1 };
    expect(lazy.textNeeded([relational])).toEqual([0]);
    await Promise.all([lazy.prepare([relational]), lazy.prepare([relational])]);
    expect(asked).toEqual([texts[0].file]);
    expect(lazy.search(relational).hits[0]._highlightResult.content).toMatchObject({ matchLevel: 'full' });
    expect(lazy.textNeeded([relational])).toEqual([]);
    expect(lazy.records.filter((r) => r.type === 'content' && r.content === null).length).toBeGreaterThan(0);
  });

  it('reads text for proximity only where the headings leave the order open', () => {
    const { lazy } = fromFiles();
    // "Container registry" stands together in a heading: nothing can come closer.
    const settled = { indexName: 'developers', query: 'container registry', hitsPerPage: 1 };
    expect(lazy.textNeeded([settled])).toEqual([]);
    expect(lazy.search(settled).hits[0].url).toBe('/docs/backend/docker-usage#registry');
  });

  it('reads the text where it can bring the words closer than the headings do', async () => {
    const page = (url: string, pageRank: number, text: string) => ({
      ...corpus[0],
      url,
      pageRank,
      sections: [{ level: 1, anchor: null, title: 'Alpha and beta', content: [text] }],
    });
    // Tied on words, typos and attribute; only the text of /close has the words side by side.
    const pages = [
      page('/apart', 1, 'Alpha comes first. Then, later, beta.'),
      page('/close', 0, 'Use alpha beta here.'),
    ];
    const { index: pagesJson, texts: pageTexts } = serializeIndex(pages, contentHash);
    const lazy = SearchIndex.fromSerialized(pagesJson, {
      loadText: async (file) => pageTexts.find((t) => t.file === file)?.json,
    });
    const request = { indexName: 'developers', query: 'alpha beta' };
    expect(lazy.textNeeded([request]).sort()).toEqual([0, 1]);
    await lazy.prepare([request]);
    expect(lazy.search(request).hits.map((h) => h.url)).toEqual(['/close', '/apart']);
    expect(
      SearchIndex.fromPages(pages)
        .search(request)
        .hits.map((h) => h.url),
    ).toEqual(['/close', '/apart']);
  });

  it('refuses to answer with text it does not have, and can try a failed download again', async () => {
    let fail = true;
    const lazy = SearchIndex.fromSerialized(json, {
      loadText: async (file) => {
        if (fail) throw new TypeError('Failed to fetch');
        return byFile.get(file);
      },
    });
    const docker = { indexName: 'developers', query: 'docker' };
    expect(() => lazy.search(docker)).toThrow(/call prepare\(\)/);
    await expect(lazy.prepare([docker])).rejects.toThrow('Failed to fetch');
    fail = false;
    await lazy.prepare([docker]);
    expect(lazy.search(docker).hits).toHaveLength(5);
  });

  it('rejects a text file that does not belong to the page', async () => {
    const wrong = SearchIndex.fromSerialized(json, { loadText: async () => texts[0].json });
    await expect(wrong.prepare([{ indexName: 'developers', query: 'docker' }])).rejects.toBeInstanceOf(
      IndexFormatError,
    );
    expect(() => SearchIndex.fromSerialized(json).addText(99, texts[0].json)).toThrow(IndexFormatError);
  });
});

describe('lazy page texts on a generated site', () => {
  it('answers every keystroke of the labelled queries exactly as the full index does', async () => {
    const pages = generateCorpus({ pages: 60, sampleText: sampleTextOf(corpus) });
    const full = SearchIndex.fromPages(pages);
    const { index: json, texts } = serializeIndex(pages, contentHash);
    const byFile = new Map(texts.map((t) => [t.file, t.json]));
    const lazy = SearchIndex.fromSerialized(json, { loadText: async (file) => byFile.get(file) });
    const typed = keystrokes(labelledQueries);
    const generatedWords = pages[3].sections[1].content[0].split(' ').slice(0, 3).join(' ');
    let fetched = 0;
    for (const query of [...typed, generatedWords]) {
      const request = { indexName: 'developers', query, hitsPerPage: 20, attributesToSnippet: ['content:10'] };
      fetched += lazy.textNeeded([request]).length;
      await lazy.prepare([request]);
      const answer = lazy.search(request);
      expect(answer, query).toEqual(full.search(request));
    }
    expect(fetched).toBeLessThan(pages.length);
  }, 60_000); // thousands of queries: a correctness check, not a speed one, so a busy machine gets time
});
