/**
 * The Latin range browsers and font services commonly split fonts on: Basic
 * Latin and Latin-1 (Dutch and English text, "é", "ë", "€" included), general
 * punctuation (dashes, quotes, the zero-width space in heading anchors),
 * arrows (the mobile menu's "← Back to main menu"), mathematical operators and
 * a few signs. A page whose text stays inside it needs only the subset font.
 */
export const LATIN_RANGE: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x21ff],
  [0x2200, 0x22ff],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const LAST_CODE_POINT = 0x10ffff;

/** Every code point in the ranges, as a string to hand to the subsetter. */
export function charactersIn(ranges: readonly (readonly [number, number])[]): string {
  let text = '';
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      // Lone surrogates are not characters a font can map.
      if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** What the ranges leave out, up to the last code point: the part a full font still has to cover. */
export function complement(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let next = 0;
  for (const [from, to] of sorted) {
    if (from > next) gaps.push([next, from - 1]);
    next = Math.max(next, to + 1);
  }
  if (next <= LAST_CODE_POINT) gaps.push([next, LAST_CODE_POINT]);
  return gaps;
}

/** The CSS `unicode-range` value for the ranges. */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
