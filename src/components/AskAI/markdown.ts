/**
 * Small, parser-free helpers over an answer's Markdown. Code (fenced blocks
 * and code spans) is never touched: what is written there is literal.
 */

interface Piece {
  code: boolean;
  text: string;
}

// A fence opens with three or more backticks or tildes, indented at most three spaces.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** The code spans of a line run: a run of n backticks up to the next run of exactly n. */
function splitSpans(text: string, add: (code: boolean, text: string) => void): void {
  let from = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let open = i;
    while (text[open] === '`') open++;
    const size = open - i;
    let close = -1;
    for (let j = open; j < text.length;) {
      if (text[j] !== '`') {
        j++;
        continue;
      }
      let end = j;
      while (text[end] === '`') end++;
      if (end - j === size) {
        close = end;
        break;
      }
      j = end;
    }
    if (close < 0) {
      i = open; // no closing run: the backticks are literal
      continue;
    }
    add(false, text.slice(from, i));
    add(true, text.slice(i, close));
    from = i = close;
  }
  add(false, text.slice(from));
}

/** The text cut into prose and code, in order; joined, the pieces give the text back. */
export function splitCode(markdown: string): Piece[] {
  const pieces: Piece[] = [];
  const add = (code: boolean, text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last && last.code === code) last.text += text;
    else pieces.push({ code, text });
  };
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let prose = '';
  lines.forEach((line, i) => {
    const text = i < lines.length - 1 ? `${line}\n` : line;
    if (fence) {
      add(true, text);
      const close = CLOSING_FENCE.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = null;
      return;
    }
    const open = FENCE.exec(line);
    if (!open) {
      prose += text;
      return;
    }
    splitSpans(prose, add);
    prose = '';
    fence = open[1];
    add(true, text);
  });
  splitSpans(prose, add);
  return pieces;
}

/** The text with `change` applied to its prose; code stays as written (an unclosed fence runs to the end). */
export function mapProse(markdown: string, change: (prose: string) => string): string {
  return splitCode(markdown)
    .map((piece) => (piece.code ? piece.text : change(piece.text)))
    .join('');
}

/** `[n](/docs/page#anchor "Page › Section")`: a numbered citation, its link and the title of its section. */
const CITATION = /\[(\d{1,3})\]\(\s*<?([^)\s>]+)>?(?:\s+"((?:[^"\\]|\\.)*)")?\s*\)/g;

export interface CitationLink {
  n: number;
  href: string;
  title: string;
}

const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** The numbered citation links of a text, in the order they appear (those inside code are code). */
export function citationLinks(markdown: string): CitationLink[] {
  return splitCode(markdown).flatMap((piece) =>
    piece.code
      ? []
      : [...piece.text.matchAll(CITATION)].map(([, n, href, title]) => ({
          n: Number(n),
          href,
          title: unescape(title ?? '').trim(),
        })),
  );
}

/** The text without its citation links (and the space before each). */
export function withoutCitations(markdown: string): string {
  return mapProse(markdown, (prose) => prose.replace(new RegExp(`[ \\t]*${CITATION.source}`, 'g'), ''));
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/** Whether `\` + the character at `at + 1` changes how the text renders, as CommonMark and GFM read it. */
function escapeNeeded(text: string, at: number): boolean {
  const char = text[at + 1];
  const before = text[at - 1];
  const after = text[at + 2];
  const line = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  const lineStart = /^ {0,3}$/.test(line);
  switch (char) {
    case '_':
      // Inside a word, or alone between spaces, an underscore cannot start or end emphasis.
      return !(isWordChar(before) && isWordChar(after)) && !(isSpace(before) && isSpace(after));
    case '*':
      return lineStart || !(isSpace(before) && isSpace(after));
    case '#':
    case '+':
    case '-':
    case '=':
    case '>':
      return lineStart;
    case '.':
    case ')':
      return /^ {0,3}\d{1,9}$/.test(line);
    case '!':
      return after === '[';
    case '&':
      return /^&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(text.slice(at + 1));
    case '\\':
    case '`':
    case '[':
    case ']':
    case '<':
    case '|':
    case '~':
      return true;
    default:
      return false;
  }
}

/**
 * The prose with the backslash escapes it does not need dropped
 * (`PYTHON\_IMAGE` → `PYTHON_IMAGE`, `AB\#48213` → `AB#48213`); it renders as
 * before. Code is left as it is.
 */
export function tidyEscapes(markdown: string): string {
  return mapProse(markdown, (prose) =>
    prose.replace(/\\[!-/:-@[-`{-~]/g, (escape, at: number) => (escapeNeeded(prose, at) ? escape : escape[1])),
  );
}
