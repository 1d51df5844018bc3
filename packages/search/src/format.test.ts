import { describe, expect, it } from 'vitest';
import { corpus } from './__fixtures__/corpus';
import { docPage, IndexFormatError, packIndex, parseIndex, parseText, serializeIndex } from './format';
import { contentHash } from './node';

describe('index and page texts', () => {
  const { index, texts } = serializeIndex(corpus, contentHash);

  it('round-trips every page: headings from the index, sentences from its text file', () => {
    const pages = parseIndex(index);
    expect(pages.map((p) => p.text)).toEqual(texts.map((t) => t.file));
    const rebuilt = pages.map((page, i) => docPage(page, parseText(texts[i].json, page)));
    expect(rebuilt).toEqual(corpus);
  });

  it('keeps the words of each section, not its sentences', () => {
    const pages = parseIndex(index);
    const secrets = pages[1].sections.find((s) => s.anchor === 'secrets');
    expect(secrets?.content).toBeUndefined();
    expect(secrets?.terms).toEqual(expect.arrayContaining(['key', 'vault']));
    expect(new Set(secrets?.terms).size).toBe(secrets?.terms.length);
    for (const page of corpus)
      for (const section of page.sections) for (const block of section.content) expect(index).not.toContain(block);
  });

  it('stores common values once and overrides only what differs', () => {
    const packed = packIndex(corpus, []);
    expect(packed).toMatchObject({ v: 2, language: 'en', docusaurus_tag: 'docs-default-current' });
    expect(JSON.stringify(packed).match(/docs-default-current/g)).toHaveLength(1);
  });

  it('refuses anything that is not an index', () => {
    const good = JSON.parse(index) as { postings: string; terms: string; pages: unknown[][] };
    const withText = (file: string) => ({
      ...good,
      pages: good.pages.map((p) => [...p.slice(0, 3), file, ...p.slice(4)]),
    });
    for (const bad of [
      'not json',
      '{}',
      null,
      { v: 1, language: 'en', docusaurus_tag: 'x', pages: [] },
      { ...good, pages: [[1]] },
      { ...good, terms: `${good.terms} zzz` },
      { ...good, postings: good.postings.replace(/^[0-9a-z]+/, 'zzzz') },
      { ...good, postings: good.postings.replace(/^[0-9a-z]+/, '-1') },
      withText('../../etc/passwd'),
      withText('text/../x.json'),
    ]) {
      expect(() => parseIndex(bad)).toThrow(IndexFormatError);
    }
  });

  it('refuses a text that belongs to another page or no longer matches the index', () => {
    const pages = parseIndex(index);
    expect(() => parseText(texts[1].json, pages[0])).toThrow(IndexFormatError);
    const fewer = JSON.parse(texts[0].json) as { sections: string[][] };
    fewer.sections[0] = [];
    expect(() => parseText(fewer, pages[0])).toThrow(/does not match/);
    expect(() => parseText('{', pages[0])).toThrow(IndexFormatError);
  });
});
