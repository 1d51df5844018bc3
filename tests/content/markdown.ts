/**
 * Just enough Markdown reading for the content tests: fenced blocks, headings,
 * links and prose, with code never mistaken for any of them.
 */
import matter from 'gray-matter';
import { frontMatterSource } from '@site/lib/front-matter';

export interface Fence {
  /** The first word of the info string (```bash title="…" → bash), '' when there is none. */
  language: string;
  info: string;
  /** The line of the opening fence in the file (1-based). */
  line: number;
  /** What the block holds, without its fences. */
  code: string;
}

/** How a block declares itself (CONTRIBUTING.md, "Code blocks"): checked by the snippet test, or shown only. */
const blockMarkers = ['runnable', 'illustrative'] as const;
export type BlockMarker = (typeof blockMarkers)[number];

/** The title and the bare words of a fence's info string: ```ts title="src/a.ts" runnable → title, ['runnable']. */
export function fenceMeta(fence: Fence): { title: string; words: string[] } {
  const rest = fence.info.slice(fence.language.length);
  const title = /\btitle=(["'])(.*?)\1/.exec(rest)?.[2] ?? '';
  const words = rest
    .replace(/\btitle=(["']).*?\1/, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return { title, words };
}

/** The markers a fence carries; a well-formed fence carries exactly one. */
export function fenceMarkers(fence: Fence): BlockMarker[] {
  return fenceMeta(fence).words.filter((word): word is BlockMarker =>
    (blockMarkers as readonly string[]).includes(word),
  );
}

export interface Page {
  frontMatter: Record<string, unknown>;
  yamlSource: string;
  /** The body with fenced blocks, inline code and HTML comments blanked out, line numbers kept. */
  text: string;
  fences: Fence[];
  /** Where the body starts in the file (1-based), to report file lines. */
  bodyLine: number;
}

export function readPage(fileContent: string): Page {
  const { data, content } = matter(fileContent, {});
  const yamlSource = frontMatterSource(fileContent) ?? '';
  const bodyLine = fileContent.slice(0, fileContent.length - content.length).split('\n').length;
  const fences: Fence[] = [];
  const lines = content.split('\n');
  let open: { marker: string; indent: number; code: string[]; fence: Fence } | undefined;
  const kept = lines.map((line, index) => {
    const fence = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (fence && fence[2][0] === open.marker[0] && fence[2].length >= open.marker.length && !fence[3].trim()) {
        open.fence.code = open.code.join('\n') + (open.code.length ? '\n' : '');
        open = undefined;
      } else {
        // CommonMark: a fence indented by n spaces removes up to n spaces from each of its lines.
        open.code.push(line.replace(new RegExp(`^ {0,${open.indent}}`), ''));
      }
      return '';
    }
    if (fence) {
      const info = fence[3].trim();
      const found: Fence = { language: info.split(/\s+/)[0] ?? '', info, line: bodyLine + index, code: '' };
      fences.push(found);
      open = { marker: fence[2], indent: fence[1].length, code: [], fence: found };
      return '';
    }
    return line;
  });
  const text = kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(`+)[^`\n]*?\1/g, ' code ');
  return { frontMatter: data, yamlSource, text, fences, bodyLine };
}

/** ATX headings of one level (`## Title`), outside code. */
export function headings(page: Page, level: number): string[] {
  const pattern = new RegExp(`^ {0,3}#{${level}}(?:[ \\t]+(.*?))?[ \\t#]*$`, 'gm');
  return [...page.text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Setext h1 headings (a line of text underlined with ===), outside code. */
export function setextH1(page: Page): string[] {
  return [...page.text.matchAll(/^(\S.*)\n {0,3}=+[ \t]*$/gm)].map((match) => match[1]);
}

/** Every link target: inline links, images excluded, and reference definitions. */
export function linkTargets(page: Page): string[] {
  const inline = [...page.text.matchAll(/(?<!!)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1],
  );
  const references = [...page.text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$/gm)].map((match) => match[1]);
  const html = [...page.text.matchAll(/<a\s[^>]*href=["']([^"']+)["']/g)].map((match) => match[1]);
  return [...inline, ...references, ...html];
}

/**
 * Words of prose: the body without code, headings, admonition fences,
 * import/export lines, tags and link targets.
 */
export function proseWords(page: Page): number {
  const prose = page.text
    .split('\n')
    .filter((line) => !/^ {0,3}#/.test(line) && !/^\s*:::/.test(line) && !/^(?:import|export)\s/.test(line))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^ {0,3}\[[^\]]+\]:.*$/gm, '');
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}
