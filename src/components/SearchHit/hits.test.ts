import { describe, expect, it } from 'vitest';
import { FALLBACK_LVL0, type SearchHit } from '@site/packages/search/src';
import { parseHighlight, plainText } from './Highlighted';
import { groupHits, hitBreadcrumb, hitHeading, hitPath, hitTitle, sitePath } from './hits';

function hit(id: string, lvl0: string | null, extra: Partial<SearchHit> = {}): SearchHit {
  return {
    objectID: id,
    url: `/docs/${id}`,
    type: 'lvl1',
    hierarchy: { lvl0, lvl1: `Title ${id}` },
    _highlightResult: {},
    ...extra,
  };
}

describe('grouping by lvl0', () => {
  it('keeps the ranking order of groups and hits, at most 5 per group by default', () => {
    const hits = [
      ...Array.from({ length: 7 }, (_, i) => hit(`b${i}`, 'Backend')),
      hit('f0', 'Frontend'),
      hit('b7', 'Backend'),
      hit('x', null),
      hit('f1', 'Frontend'),
    ];
    const groups = groupHits(hits);
    expect(groups.map((g) => g.name)).toEqual(['Backend', 'Frontend', FALLBACK_LVL0]);
    expect(groups[0].hits.map((h) => h.objectID)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
    expect(groups[1].hits.map((h) => h.objectID)).toEqual(['f0', 'f1']);
    expect(groupHits(hits, 2)[0].hits).toHaveLength(2);
    expect(groupHits([])).toEqual([]);
  });
});

describe('what a hit shows', () => {
  const heading = hit('h', 'Backend', {
    type: 'lvl3',
    hierarchy: { lvl0: 'Backend', lvl1: 'Docker usage', lvl2: 'Base images', lvl3: 'Container registry' },
    _highlightResult: {
      hierarchy: { lvl3: { value: '<mark>Container</mark> registry', matchLevel: 'partial', matchedWords: [] } },
    },
  });
  const paragraph = hit('p', 'Backend', {
    type: 'content',
    content: 'Pin <versions> & "dependencies".',
    hierarchy: { lvl0: 'Backend', lvl1: 'Docker usage', lvl2: 'Base images' },
    _snippetResult: {
      content: { value: '… Pin &lt;versions&gt; &amp; <mark>dependencies</mark>', matchLevel: 'full' },
    },
  });

  it('a heading: its own text, with the headings above it', () => {
    expect(hitTitle(heading)).toBe('<mark>Container</mark> registry');
    expect(hitPath(heading)).toEqual(['Docker usage', 'Base images']);
    expect(hitBreadcrumb(heading)).toEqual(['Backend', 'Docker usage', 'Base images']);
  });

  it('a paragraph: the words around the match, under its heading', () => {
    expect(plainText(hitTitle(paragraph))).toBe('… Pin <versions> & dependencies');
    expect(hitPath(paragraph)).toEqual(['Docker usage', 'Base images']);
    expect(hitHeading(paragraph)).toBe('Base images');
    expect(hitBreadcrumb(paragraph)).toEqual(['Backend', 'Docker usage']);
  });

  it('a saved hit, which has no highlights, escaped to the same form', () => {
    const saved = { url: '/docs/x', type: 'lvl2' as const, hierarchy: { lvl1: 'A & B', lvl2: '<C>' } };
    expect(hitTitle(saved)).toBe('&lt;C&gt;');
    expect(plainText(hitTitle(saved))).toBe('<C>');
    expect(hitPath(saved)).toEqual(['A &amp; B']);
  });

  it('hosted hits with the live site’s address become paths of this site', () => {
    expect(sitePath('https://developers.amsterdam/docs/intro#a', 'https://developers.amsterdam')).toBe('/docs/intro#a');
    expect(sitePath('/docs/intro', 'https://developers.amsterdam')).toBe('/docs/intro');
    expect(sitePath('https://example.com/x', 'https://developers.amsterdam')).toBe('https://example.com/x');
  });
});

describe('highlights', () => {
  it('split at <mark> and decode the escaped text, never producing markup', () => {
    expect(parseHighlight('a <mark>b</mark> &lt;script&gt;')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' <script>', marked: false },
    ]);
    expect(parseHighlight('<mark>x</mark><mark>y</mark>')).toEqual([
      { text: 'x', marked: true },
      { text: 'y', marked: true },
    ]);
    expect(parseHighlight('')).toEqual([]);
    expect(parseHighlight('<mark>unclosed')).toEqual([{ text: '<mark>unclosed', marked: false }]);
  });
});
