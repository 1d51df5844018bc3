/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|fig|no|nr)\.$/i;
/** A sentence ends at . ! or ? before a space and something that can start one. */
const BOUNDARY = /[.!?](?=\s+["“'(`]?[A-Z0-9])/g;
/** Fewer words than this is a label ("Type.") that belongs with the sentence after it. */
const MIN_WORDS = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A table row as the crawler writes it: cells joined by " | ". */
export const isTableRow = (block: string) => block.includes(' | ');

/**
 * The sentences of one block of text, each an exact slice of it (so an
 * extract is always verbatim). A table row stays whole.
 */
export function sentences(block: string): string[] {
  const text = block.trim();
  if (!text) return [];
  if (isTableRow(text)) return [text];
  const ends: number[] = [];
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + 1;
    if (!ABBREVIATION.test(text.slice(0, end))) ends.push(end);
  }
  ends.push(text.length);
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const end of ends) {
    const short = wordCount(text.slice(start, end)) < MIN_WORDS;
    // A short piece joins the next one; a short last piece joins the one before.
    if (short && end !== text.length) continue;
    if (short && ranges.length > 0) ranges[ranges.length - 1][1] = end;
    else ranges.push([start, end]);
    start = end;
  }
  return ranges.map(([from, to]) => text.slice(from, to).trim()).filter(Boolean);
}
