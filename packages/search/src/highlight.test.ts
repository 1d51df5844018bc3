import { describe, expect, it } from 'vitest';
import { corpus } from './__fixtures__/corpus';
import { SearchIndex } from './engine';
import { matcherFromWords } from './__fixtures__/matcher';
import { highlight, snippet } from './highlight';
import { highlightOf, snippetOf } from './hits';

const mark = { pre: '<mark>', post: '</mark>' };

describe('highlight', () => {
  it('wraps every matched word and escapes the rest', () => {
    expect(highlight('Pin <versions> & "quotes" it\'s', matcherFromWords(['versions']), mark)).toEqual({
      value: 'Pin &lt;<mark>versions</mark>&gt; &amp; &quot;quotes&quot; it&#39;s',
      matchLevel: 'full',
      matchedWords: ['versions'],
      fullyHighlighted: false,
    });
  });

  it('reports partial, full and none, and whole-value matches', () => {
    expect(highlight('Docker usage', matcherFromWords(['docker', 'alpine']), mark)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['docker'],
    });
    expect(highlight('Docker', matcherFromWords(['docker']), mark)).toEqual({
      value: '<mark>Docker</mark>',
      matchLevel: 'full',
      matchedWords: ['docker'],
      fullyHighlighted: true,
    });
    expect(highlight('Base images', matcherFromWords(['docker']), mark)).toEqual({
      value: 'Base images',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('marks only the typed part of a prefix and the whole word of a typo', () => {
    expect(highlight('Containers', matcherFromWords(['cont']), mark).value).toBe('<mark>Cont</mark>ainers');
    expect(highlight('Docker', matcherFromWords(['dokcer']), mark).value).toBe('<mark>Docker</mark>');
  });

  it('uses the requested tags and never lets markup through', () => {
    const tags = { pre: '<em class="hit">', post: '</em>' };
    expect(highlight('<img src=x onerror=alert(1)> docker', matcherFromWords(['docker']), tags).value).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <em class="hit">docker</em>',
    );
  });

  it('matches accented words without changing the text', () => {
    expect(highlight('Café Amsterdam', matcherFromWords(['cafe']), mark).value).toBe('<mark>Café</mark> Amsterdam');
  });
});

describe('snippet', () => {
  const text =
    'City applications store their data in PostgreSQL, a relational database queried with SQL by every team.';

  it('cuts to N words around the match with ellipses', () => {
    expect(snippet(text, matcherFromWords(['postgresql']), 5, mark, '…')).toEqual({
      value: '…data in <mark>PostgreSQL</mark>, a relational…',
      matchLevel: 'full',
    });
  });

  it('returns the start of the text when nothing matches, and whole short texts untouched', () => {
    expect(snippet(text, matcherFromWords(['docker']), 4, mark, '…')).toEqual({
      value: 'City applications store their…',
      matchLevel: 'none',
    });
    expect(snippet('Run <it> locally.', matcherFromWords(['locally']), 10, mark, '…')).toEqual({
      value: 'Run &lt;it&gt; <mark>locally</mark>.',
      matchLevel: 'full',
    });
  });

  it('prefers the window holding the most query words', () => {
    const value = snippet(text, matcherFromWords(['city', 'sql', 'team']), 4, mark, '...').value;
    expect(value).toBe('...<mark>SQL</mark> by every <mark>team</mark>.');
  });
});

describe('hits', () => {
  const index = SearchIndex.fromPages(corpus);

  it('snippets attributes as `attr:N`, nested ones too, in Algolia’s shape', () => {
    const [hit] = index.search({
      indexName: 'developers',
      query: 'relational',
      attributesToSnippet: ['content:3', 'hierarchy.lvl1', 'hierarchy.lvl3:2'],
      snippetEllipsisText: '…',
    }).hits;
    expect(hit._snippetResult).toEqual({
      content: { value: '…a <mark>relational</mark> database…', matchLevel: 'full' },
      hierarchy: { lvl1: { value: 'Database', matchLevel: 'none' } },
    });
    expect(hit._highlightResult.content).toEqual({
      value: 'City applications store their data in PostgreSQL, a <mark>relational</mark> database queried with SQL.',
      matchLevel: 'full',
      matchedWords: ['relational'],
      fullyHighlighted: false,
    });
  });

  it('reads highlight and snippet values by attribute path', () => {
    const [hit] = index.search({
      indexName: 'developers',
      query: 'postgis',
      attributesToSnippet: ['hierarchy.lvl2:3'],
    }).hits;
    expect(highlightOf(hit, 'hierarchy.lvl2')?.value).toBe('<mark>PostGIS</mark> for geospatial data');
    expect(snippetOf(hit, 'hierarchy.lvl2')).toEqual({
      value: '<mark>PostGIS</mark> for geospatial…',
      matchLevel: 'full',
    });
    expect(highlightOf(hit, 'content')).toBeUndefined();
    expect(highlightOf(hit, 'hierarchy')).toBeUndefined();
  });

  it('leaves _snippetResult out when nothing is snippeted', () => {
    const [hit] = index.search({ indexName: 'developers', query: 'relational' }).hits;
    expect(hit).not.toHaveProperty('_snippetResult');
  });
});
