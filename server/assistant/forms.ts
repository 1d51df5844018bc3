import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Token, Tokens } from 'marked';
import { frontMatterSource, withoutFrontMatter, yamlLiteral } from '../../lib/front-matter';
import { unescapeHtml } from '../../packages/search/src/node';
import { listFiles } from '../files';
import { describeError } from '../storage/db';
import type { AssistantLog } from './pipeline';

/** A run of a block's text: words, or code written as code (`FROM ${PYTHON_IMAGE}`). */
interface Piece {
  text: string;
  code: boolean;
}

/** What a block is on its page: a paragraph, a list item, a table row, or a paragraph of a note set apart (an admonition). */
export type BlockKind = 'paragraph' | 'item' | 'row' | 'note';

/** A block of a page (paragraph, list item or table row) as the reader sees it, and its runs. */
interface BlockForm {
  kind: BlockKind;
  plain: string;
  pieces: Piece[];
  /** The code block a paragraph ending in a colon introduces. */
  codeAfter?: CodeBlock;
  /** A table row's cells, each as its runs. */
  cells?: Piece[][];
  /** For a list item, how deep its list is nested: 0 for a list of its own, 1 for a list inside an item. */
  depth?: number;
  /** The words in bold the block opens with ("**Which applications:** every application…"): what it is about. */
  label?: string;
}

export interface CodeBlock {
  lang: string;
  text: string;
}

/** How the index writes a block's text: white space folded. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The runs of inline Markdown: code stays code; emphasis and link texts are their words. */
function piecesOf(tokens: readonly Token[] | undefined, out: Piece[] = []): Piece[] {
  for (const token of tokens ?? []) {
    if (token.type === 'codespan') out.push({ text: unescapeHtml((token as Tokens.Codespan).text), code: true });
    else if ('tokens' in token && token.tokens && token.type !== 'text') piecesOf(token.tokens, out);
    else if (token.type === 'text' && 'tokens' in token && token.tokens) piecesOf(token.tokens, out);
    else if (token.type === 'br') out.push({ text: ' ', code: false });
    else if ('text' in token && typeof token.text === 'string')
      out.push({ text: unescapeHtml(token.text), code: false });
  }
  return out;
}

function blockForm(kind: BlockKind, tokens: readonly Token[] | undefined): BlockForm {
  const pieces = piecesOf(tokens);
  const opening = tokens?.[0];
  const label =
    opening?.type === 'strong'
      ? fold(
          piecesOf([opening])
            .map((p) => p.text)
            .join(''),
        )
      : undefined;
  return { kind, plain: fold(pieces.map((p) => p.text).join('')), pieces, ...(label ? { label } : {}) };
}

/** The blocks of a page, in order, as the search index splits them. */
function blocksOf(tokens: readonly Token[], out: BlockForm[] = [], inNote = false, depth = 0): BlockForm[] {
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
        out.push(blockForm(inNote ? 'note' : 'paragraph', (token as Tokens.Paragraph).tokens));
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) {
          const [first, ...rest] = item.tokens;
          out.push({ ...blockForm(inNote ? 'note' : 'item', first && 'tokens' in first ? first.tokens : []), depth });
          blocksOf(rest, out, inNote, depth + 1);
        }
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const cells = row.map((cell) => blockForm('row', cell.tokens));
          const pieces = cells.flatMap((c, i) => (i === 0 ? c.pieces : [{ text: ' | ', code: false }, ...c.pieces]));
          out.push({
            kind: 'row',
            plain: cells.map((c) => c.plain).join(' | '),
            pieces,
            cells: cells.map((c) => c.pieces),
          });
        }
        break;
      }
      case 'blockquote':
        blocksOf((token as Tokens.Blockquote).tokens, out, true);
        break;
      case 'code': {
        const before = out[out.length - 1];
        const code = token as Tokens.Code;
        if (before?.plain.endsWith(':')) before.codeAfter = { lang: code.lang?.split(/\s/)[0] ?? '', text: code.text };
        break;
      }
    }
  }
  return out;
}

/** Backticks around code: one more than the longest run inside it, spaced when it starts or ends with one. */
function codeSpan(code: string): string {
  const fence = '`'.repeat(Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/**
 * The standards in the form their readers see them: which words are code,
 * and which code block a paragraph introduces. Read from the Markdown copy
 * of each page the build writes (`/docs/x.md`), so a quote keeps its code
 * as code. The search index, which the quotes come from, holds the text
 * alone; nor does it hold the description each page gives of itself in its
 * front matter.
 */
export class QuoteForms {
  private constructor(
    private readonly pages: Map<string, Map<string, BlockForm>>,
    private readonly descriptions: Map<string, string> = new Map(),
  ) {}

  /** The page's description from its front matter: one sentence of what the page covers. */
  descriptionOf(pageUrl: string): string | undefined {
    return this.descriptions.get(pageUrl);
  }

  static empty(): QuoteForms {
    return new QuoteForms(new Map());
  }

  /** Each page's blocks, from Markdown copies: `docs/x.md` is the page `/docs/x`. */
  static async fromMarkdown(files: ReadonlyMap<string, string>): Promise<QuoteForms> {
    // marked is an ES module: imported, not required, so the compiled server loads it on every Node version.
    const { lexer } = await import('marked');
    const pages = new Map<string, Map<string, BlockForm>>();
    const descriptions = new Map<string, string>();
    for (const [file, markdown] of files) {
      const body = withoutFrontMatter(markdown);
      const url = `/${file.replace(/\\/g, '/').replace(/\.md$/, '')}`;
      pages.set(url, new Map(blocksOf(lexer(body)).map((b) => [b.plain, b])));
      const description = yamlLiteral(frontMatterSource(markdown) ?? '', 'description');
      if (description) descriptions.set(url, description);
    }
    return new QuoteForms(pages, descriptions);
  }

  /** The forms of a build's doc pages; none when it has no Markdown copies. */
  static async fromBuild(buildDir: string): Promise<QuoteForms> {
    const files = new Map<string, string>();
    for (const file of [...(await listFiles(buildDir))].filter((f) => /^docs\/.+\.md$/.test(f)))
      files.set(file, await readFile(path.join(buildDir, file), 'utf8'));
    return QuoteForms.fromMarkdown(files);
  }

  /**
   * The forms of a build's doc pages; none, with a warning in the log, when
   * its Markdown copies cannot be read: the assistant still answers, with
   * code as plain text.
   */
  static async load(buildDir: string, log: Pick<AssistantLog, 'warn'>): Promise<QuoteForms> {
    try {
      return await QuoteForms.fromBuild(buildDir);
    } catch (error) {
      log.warn(
        { err: describeError(error) },
        "Ask AI: the site build's Markdown copies could not be read; quotes show code as plain text",
      );
      return QuoteForms.empty();
    }
  }

  private block(pageUrl: string, block: string): BlockForm | undefined {
    return this.pages.get(pageUrl)?.get(fold(block));
  }

  /**
   * A sentence of a block as Markdown that renders as the page shows it:
   * code as code, every other character as itself (`escape` makes text
   * literal). Undefined when the page's Markdown does not hold the block.
   */
  sentence(pageUrl: string, block: string, sentence: string, escape: (text: string) => string): string | undefined {
    const form = this.block(pageUrl, block);
    if (!form || !form.pieces.some((p) => p.code)) return undefined;
    // Positions in the folded text of the block, piece by piece.
    let text = '';
    const spans: Array<{ from: number; to: number; code: boolean }> = [];
    for (const piece of form.pieces) {
      const folded = piece.text.replace(/\s+/g, ' ');
      const from = text.length;
      text += folded;
      spans.push({ from, to: text.length, code: piece.code });
    }
    const lead = text.length - text.trimStart().length;
    const start = text.indexOf(fold(sentence), lead);
    if (start < 0) return undefined;
    const end = start + fold(sentence).length;
    let out = '';
    for (const span of spans) {
      const from = Math.max(span.from, start);
      const to = Math.min(span.to, end);
      if (from >= to) continue;
      const part = text.slice(from, to);
      out += span.code ? codeSpan(part) : escape(part);
    }
    return out;
  }

  /**
   * A table row's cells as Markdown that renders as the page shows them: code as code, every other character as
   * itself. Undefined when the page's Markdown does not hold the row.
   */
  cells(pageUrl: string, row: string, escape: (text: string) => string): string[] | undefined {
    return this.block(pageUrl, row)?.cells?.map((pieces) =>
      pieces
        // A pipe ends a cell even inside code: GFM reads "\|" there as the pipe itself.
        .map((p) => (p.code ? codeSpan(p.text.replace(/\s+/g, ' ')).replace(/\|/g, '\\|') : escape(p.text)))
        .join('')
        .trim(),
    );
  }

  /** What the block is on its page; undefined when the page's Markdown does not hold it. */
  kindOf(pageUrl: string, block: string): BlockKind | undefined {
    return this.block(pageUrl, block)?.kind;
  }

  /** How deep the list of a list item is nested (0: not inside another item); undefined for any other block. */
  depthOf(pageUrl: string, block: string): number | undefined {
    return this.block(pageUrl, block)?.depth;
  }

  /** The words in bold the block opens with, if any: its label ("Which applications:"). */
  labelOf(pageUrl: string, block: string): string | undefined {
    return this.block(pageUrl, block)?.label;
  }

  /** The code block the block introduces ("… look it up with:"), if any. */
  codeAfter(pageUrl: string, block: string): CodeBlock | undefined {
    return this.block(pageUrl, block)?.codeAfter;
  }
}
