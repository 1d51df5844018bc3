import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { facesIn } from './faces';
import { buildFaces, designSystemFontCss, fontFaceCss, headTagsFor, type BuiltFace } from './index';
import { LATIN_RANGE, charactersIn, complement, unicodeRange } from './unicode-range';

const designSystemCss = () => readFile(designSystemFontCss, 'utf8');

describe('unicode ranges', () => {
  it('the Latin range and its complement cover every code point once', () => {
    const all = [...LATIN_RANGE, ...complement(LATIN_RANGE)].sort((a, b) => a[0] - b[0]);
    expect(all[0]![0]).toBe(0);
    for (let i = 1; i < all.length; i++) expect(all[i]![0]).toBe(all[i - 1]![1] + 1);
    expect(all.at(-1)![1]).toBe(0x10ffff);
  });

  it('writes ranges as CSS and leaves lone surrogates out of the text', () => {
    expect(
      unicodeRange([
        [0, 0xff],
        [0x2190, 0x2190],
      ]),
    ).toBe('U+0-FF, U+2190');
    expect(charactersIn([[0xd7ff, 0xe000]])).toBe('\ud7ff\ue000');
    expect(charactersIn(LATIN_RANGE)).toContain('€');
    expect(charactersIn(LATIN_RANGE)).toContain('←');
  });
});

describe('facesIn', () => {
  it("reads the design system's faces from its stylesheet", async () => {
    const faces = facesIn(await designSystemCss());
    expect(faces.map((f) => `${f.weight} ${f.style}`)).toEqual(
      expect.arrayContaining(['400 normal', '700 normal', '800 normal', '400 italic']),
    );
    expect(faces.find((f) => f.weight === '400' && f.style === 'normal')).toMatchObject({
      family: 'Amsterdam Sans',
      display: 'swap',
      file: 'AmsterdamSans-Regular.woff2',
    });
  });

  it('refuses a face it cannot serve as woff2', () => {
    expect(() => facesIn('@font-face { font-family: X; src: url(x.ttf) format("truetype"); }')).toThrow(/woff2/);
  });
});

describe('the built faces', async () => {
  const css = await designSystemCss();
  const faces = await buildFaces(css, dirname(designSystemFontCss));
  const regular = faces.find((f) => f.weight === '400' && f.style === 'normal')!;

  it('cuts every face to a smaller woff2, named by its content', () => {
    expect(faces).toHaveLength(facesIn(css).length);
    for (const face of faces) {
      expect(face.latin.source.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(face.latin.source.length).toBeLessThan(face.full.source.length * 0.7);
      expect(face.latin.path).toMatch(/^assets\/fonts\/AmsterdamSans-[A-Za-z]+-latin\.[0-9a-f]{16}\.woff2$/);
      expect(face.full.path).toMatch(/^assets\/fonts\/AmsterdamSans-[A-Za-z]+\.[0-9a-f]{16}\.woff2$/);
    }
    expect(new Set(faces.flatMap((f) => [f.latin.path, f.full.path])).size).toBe(faces.length * 2);
  });

  it('is the same from one build to the next, so cached fonts stay valid', async () => {
    const again = await buildFaces(css, dirname(designSystemFontCss));
    expect(again.map((f) => f.latin.path)).toEqual(faces.map((f) => f.latin.path));
  });

  it('declares the subset for the Latin range and the full font for everything else', () => {
    const rules = fontFaceCss([regular], '/base/').match(/@font-face\{[^}]*\}/g)!;
    expect(rules).toHaveLength(2);
    expect(rules[0]).toContain(`url(/base/${regular.full.path})`);
    expect(rules[0]).toContain(`unicode-range:${unicodeRange(complement(LATIN_RANGE))}`);
    expect(rules[1]).toContain(`url(/base/${regular.latin.path})`);
    expect(rules[1]).toContain(`unicode-range:${unicodeRange(LATIN_RANGE)}`);
    for (const rule of rules) expect(rule).toMatch(/font-family:"Amsterdam Sans";font-style:normal;font-weight:400;/);
  });

  it('preloads the asked-for subsets at low priority, after the @font-face rules', () => {
    const tags = headTagsFor(faces, { preload: [{ weight: '400', style: 'normal' }] }, '/');
    expect(tags[0]).toMatchObject({ tagName: 'style' });
    expect(tags.slice(1)).toEqual([
      {
        tagName: 'link',
        attributes: {
          rel: 'preload',
          href: `/${regular.latin.path}`,
          as: 'font',
          type: 'font/woff2',
          crossorigin: 'anonymous',
          fetchpriority: 'low',
        },
      },
    ]);
  });

  it('names the faces there are when asked to preload one that is not', () => {
    const wrong = { preload: [{ weight: '650', style: 'normal' }] };
    expect(() => headTagsFor(faces as BuiltFace[], wrong, '/')).toThrow(/weight 650 .*there are .*400 normal/);
  });
});
