import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { EXTRACTS_TEXT, KEYCLOAK, TOKENS, DOCKER } from './__fixtures__/answers';
import { citationLinks, mapProse, splitCode, tidyEscapes, withoutCitations } from './markdown';

/** The Markdown's syntax tree as CommonMark with GFM reads it, without positions: what it renders as. */
function tree(markdown: string): unknown {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).filter(([key]) => key !== 'position');
    return Object.fromEntries(entries.map(([key, value]) => [key, strip(value)]));
  };
  return strip(unified().use(remarkParse).use(remarkGfm).parse(markdown));
}

describe('code is left alone', () => {
  it('splits prose from code spans and fenced blocks, and joins back to the same text', () => {
    const text = 'a `x\\_y` b ``c ` d`` e\n\n```sh\nA\\_B [1](/x)\n```\nf \\` g ` h';
    const pieces = splitCode(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.code).map((p) => p.text)).toEqual([
      '`x\\_y`',
      '``c ` d``',
      '```sh\nA\\_B [1](/x)\n```\n',
    ]);
  });

  it('an unclosed fence runs to the end (an answer still streaming in)', () => {
    expect(mapProse('a_b\n\n```\nc_d', (prose) => prose.toUpperCase())).toBe('A_B\n\n```\nc_d');
  });
});

describe('citations', () => {
  it('finds each [n](url "title") outside code, in order', () => {
    expect(citationLinks(EXTRACTS_TEXT)).toEqual([
      { n: 1, href: TOKENS.url, title: TOKENS.title },
      { n: 2, href: KEYCLOAK.url, title: KEYCLOAK.title },
      { n: 2, href: KEYCLOAK.url, title: KEYCLOAK.title },
      { n: 3, href: DOCKER.url, title: DOCKER.title },
    ]);
    expect(citationLinks('`[1](/docs/a)` and [text](/docs/b) and [2](/docs/c)')).toEqual([
      { n: 2, href: '/docs/c', title: '' },
    ]);
  });

  it('drops them with the space before them', () => {
    expect(withoutCitations('It is so. [1](/docs/a#b "A › B")\n\n`[2](/x)`')).toBe('It is so.\n\n`[2](/x)`');
  });
});

describe('tidyEscapes', () => {
  it.each([
    ['PYTHON\\_IMAGE', 'PYTHON_IMAGE'],
    ['AB\\#48213', 'AB#48213'],
    ['\\# not a heading', '\\# not a heading'],
    ['a \\_ b', 'a _ b'],
    ['\\_emphasis\\_', '\\_emphasis\\_'],
    ['a\\*b\\*c', 'a\\*b\\*c'],
    ['5 \\* 3', '5 * 3'],
    ['\\- not a list', '\\- not a list'],
    ['a \\- b \\+ c', 'a - b + c'],
    ['1\\. not a list; 1\\. mid-line', '1\\. not a list; 1. mid-line'],
    ['\\!\\[not an image\\]', '!\\[not an image\\]'],
    ['\\![image](x)', '\\![image](x)'],
    ['Wow\\!', 'Wow!'],
    ['AT\\&T and \\&amp;', 'AT&T and \\&amp;'],
    ['\\<b\\> \\| \\~ \\` \\\\', '\\<b> \\| \\~ \\` \\\\'],
    ['\\{x\\} \\(y\\) a\\:b', '{x} (y) a:b'],
    ['`PYTHON\\_IMAGE` stays in code', '`PYTHON\\_IMAGE` stays in code'],
  ])('%s → %s', (escaped, tidy) => {
    expect(tidyEscapes(escaped)).toBe(tidy);
  });

  it('never changes what the text renders as', () => {
    const samples = [
      EXTRACTS_TEXT,
      'PYTHON\\_IMAGE, AB\\#48213, a \\_ b, 5 \\* 3, x \\- y, Wow\\!, AT\\&T, a\\>b, \\{x\\}, \\(y\\) 1\\. mid',
      '\\# Heading?\n\n\\- item?\n\n1\\. item?\n\n\\> quote?\n\n\\_em\\_ \\*em\\* \\[l\\](x) \\!\\[i\\](y) \\&amp;',
    ];
    for (const text of samples) expect(tree(tidyEscapes(text))).toEqual(tree(text));
  });
});
