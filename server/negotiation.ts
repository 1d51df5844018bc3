/**
 * Doc pages come as HTML and as Markdown (written by plugins/markdown-export
 * beside the page: `docs/x.html` → `docs/x.md`). The address is the same; the
 * request's Accept header chooses, with its q-values; a wildcard matches HTML
 * first, so a browser or a bare `*\/*` gets the page, and only a client that
 * ranks `text/markdown` higher (or lists it first at the same q) gets the copy.
 */
import Negotiator from 'negotiator';

const HTML = 'text/html';
const MARKDOWN = 'text/markdown';

/** Whether an Accept header ranks Markdown above HTML. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  // Listed HTML first, so a wildcard or an equal q-value for both chooses HTML.
  return new Negotiator({ headers: { accept } }).mediaType([HTML, MARKDOWN]) === MARKDOWN;
}

/** The Markdown copy's file for a doc page's HTML file, or undefined when the file is not a doc page. */
export function markdownTwin(file: string): string | undefined {
  const page = /^(docs\/.+?)(?:\/index)?\.html$/.exec(file);
  return page ? `${page[1]}.md` : undefined;
}
