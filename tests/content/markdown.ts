/**
 * Just enough Markdown reading for the content tests: fenced blocks, headings,
 * links and prose, with code never mistaken for any of them.
 */
import matter from 'gray-matter';
import { frontMatterSource } from '@site/plugins/front-matter/validate';

export interface Fence {
  /** The first word of the info string (```bash title="…" → bash), '' when there is none. */
  language: string;
  info: string;
  line: number;
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
  let open: { marker: string } | undefined;
  const kept = lines.map((line, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
        open = undefined;
      }
      return '';
    }
    if (fence) {
      const info = fence[2].trim();
      fences.push({ language: info.split(/\s+/)[0] ?? '', info, line: bodyLine + index });
      open = { marker: fence[1] };
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
