import { describe, expect, it } from 'vitest';
import { corpus } from './__fixtures__/corpus';
import { pageToRecords } from './records';
import { typoDistance, queryTerms, tokenize, transpositions } from './text';

describe('pageToRecords', () => {
  const records = pageToRecords(corpus[1]);

  it('makes one record per heading and per content block, DocSearch style', () => {
    expect(records.map((r) => `${r.type} ${r.url}`)).toEqual([
      'lvl1 /docs/backend/docker-usage',
      'content /docs/backend/docker-usage',
      'lvl2 /docs/backend/docker-usage#base-images',
      'content /docs/backend/docker-usage#base-images',
      'content /docs/backend/docker-usage#base-images',
      'lvl3 /docs/backend/docker-usage#registry',
      'content /docs/backend/docker-usage#registry',
      'lvl2 /docs/backend/docker-usage#secrets',
      'content /docs/backend/docker-usage#secrets',
    ]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('carries the hierarchy down and resets it at a new section', () => {
    expect(records[6].hierarchy).toEqual({
      lvl0: 'Backend',
      lvl1: 'Docker usage',
      lvl2: 'Base images',
      lvl3: 'Container registry',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[7].hierarchy).toEqual({
      lvl0: 'Backend',
      lvl1: 'Docker usage',
      lvl2: 'Secrets',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[0]).toMatchObject({
      content: null,
      anchor: null,
      url_without_anchor: '/docs/backend/docker-usage',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('weighs by page rank, level and position', () => {
    expect(records.map((r) => r.weight.level)).toEqual([100, 0, 90, 0, 0, 80, 0, 90, 0]);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(records.every((r) => r.weight.pageRank === 1)).toBe(true);
  });
});

describe('text rules', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(typoDistance('dokcer', 'docker', 2)).toBe(1);
    expect(typoDistance('postgress', 'postgresql', 2)).toBe(2);
    expect(typoDistance('abc', 'xyz', 1)).toBe(2);
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
  });

  it('splits on punctuation and folds case and accents', () => {
    expect(tokenize('Node.js & node-postgres, Café!').map((t) => t.norm)).toEqual([
      'node',
      'js',
      'node',
      'postgres',
      'cafe',
    ]);
    expect(queryTerms('  Docker DOCKER docker ')).toEqual(['docker']);
    expect(queryTerms(undefined)).toEqual([]);
  });
});
