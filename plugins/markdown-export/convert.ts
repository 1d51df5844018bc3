/**
 * A doc page's source as clean, portable Markdown for people's editors and
 * assistants: a front matter block of the reader-facing fields, the title as
 * the one `#` heading, admonitions as block quotes, links that work outside
 * this site (absolute), and code fences that keep only their language and title.
 */
import type { Blockquote, Code, Link, Paragraph, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/** The front matter a reader of the Markdown copy sees, in this order. */
const EXPORTED_FIELDS = ['title', 'description', 'status', 'last_reviewed', 'next_review'] as const;

export interface ConvertOptions {
  /** The page's front matter as the build read it. */
  frontMatter: Readonly<Record<string, unknown>>;
  title: string;
  /**
   * Turns a link as written in the page into the absolute URL it means, or
   * returns it unchanged when it already is one.
   */
  resolveLink(url: string): string;
}

const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/** Docusaurus admonitions are container directives (`:::note[Title]`); a label paragraph carries the title. */
interface ContainerDirective {
  type: 'containerDirective';
  name: string;
  children: RootContent[];
}

export interface PlainMarkdown {
  /** The `---` front matter block. */
  frontMatter: string;
  /** The page from its `# title` on. */
  body: string;
}

/** The whole Markdown file: front matter, then the page, then a closing line (the MCP server's address) when given. */
export const markdownFile = (page: PlainMarkdown, closingLine?: string): string =>
  `${page.frontMatter}\n${page.body}${closingLine ? `\n${closingLine}\n` : ''}`;

export function toPlainMarkdown(source: string, options: ConvertOptions): PlainMarkdown {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).parse(source);
  transform(tree as Root, options);
  const body = unified()
    .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' })
    .use(remarkGfm)
    .stringify(tree as Root);
  return {
    frontMatter: frontMatterBlock(options.frontMatter, options.title),
    body: `# ${options.title}\n\n${body.trimEnd()}\n`,
  };
}

/** Nodes whose children are blocks: HTML in them is a block of its own, elsewhere it sits in a line of text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective']);

/** `{/* … *\/}`, the comment syntax of MDX. */
const MDX_COMMENT = /[ \t]*\{\/\*[\s\S]*?\*\/\}/g;

/** Whether a top-level paragraph is MDX's `import`/`export` (an ESM statement MDX runs, never shows). */
const isEsm = (node: RootContent) =>
  node.type === 'paragraph' && node.children[0]?.type === 'text' && /^(?:import|export)\s/.test(node.children[0].value);

/** A paragraph left with nothing to read (its only content was a comment or markup that is gone). */
const isEmpty = (node: RootContent) =>
  node.type === 'paragraph' && node.children.every((child) => child.type === 'text' && child.value.trim() === '');

function transform(tree: Root, options: ConvertOptions): void {
  tree.children = tree.children.filter((node) => node.type !== 'yaml' && !isEsm(node));
  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'link':
      case 'definition':
      case 'image':
        (node as Link).url = options.resolveLink((node as Link).url);
        return undefined;
      case 'code':
        (node as Code).meta = codeTitle((node as Code).meta);
        return undefined;
      case 'html':
        // Raw HTML or JSX has no meaning outside the site: keep its words only, and a tab's label as its heading.
        if (parent && index !== undefined) {
          const value = (node as { value: string }).value;
          const inline = !BLOCK_PARENTS.has(parent.type);
          parent.children.splice(index, 1, ...(htmlWords(value, inline) as never[]));
          return [SKIP, index];
        }
        return undefined;
      case 'text': {
        // An MDX comment ({/* … */}) is for the authors; it never shows on the page.
        const text = node as { value: string };
        text.value = text.value.replace(MDX_COMMENT, '');
        return undefined;
      }
      default:
        break;
    }
    if (node.type === 'containerDirective' && parent && index !== undefined) {
      parent.children.splice(index, 1, admonition(node as unknown as ContainerDirective));
      return [SKIP, index];
    }
    if ((node.type === 'leafDirective' || node.type === 'textDirective') && parent && index !== undefined) {
      // Not used by our pages; if one appears, its content stays readable.
      const children = (node as unknown as { children: RootContent[] }).children;
      parent.children.splice(index, 1, ...(children as never[]));
      return [SKIP, index];
    }
    return undefined;
  });
  visit(tree, (node) => {
    if ('children' in node) (node as { children: RootContent[] }).children = node.children.filter((c) => !isEmpty(c));
  });
}

/**
 * The words of a piece of HTML or JSX: the text between its tags, and the
 * label of each `<TabItem label="…">` (Docusaurus tabs) as a bold line, so
 * the tabs' contents read as labelled sections one after the other.
 */
function htmlWords(value: string, inline: boolean): RootContent[] {
  const nodes: RootContent[] = [];
  const pattern = /<TabItem\b[^>]*?\blabel=(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\})[^>]*>/g;
  let last = 0;
  const words = (text: string) => {
    // A tag between words separates them (`<summary>More</summary>Detail`), so it leaves a space.
    const plain = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!plain) return;
    nodes.push(
      inline ? { type: 'text', value: plain } : { type: 'paragraph', children: [{ type: 'text', value: plain }] },
    );
  };
  for (const match of value.matchAll(pattern)) {
    words(value.slice(last, match.index));
    const label: RootContent = {
      type: 'strong',
      children: [{ type: 'text', value: match[1] ?? match[2] ?? match[3]! }],
    };
    nodes.push(inline ? label : { type: 'paragraph', children: [label as Paragraph['children'][number]] });
    last = match.index + match[0].length;
  }
  words(value.slice(last));
  return nodes;
}

/** `:::tip[You are not on your own]` → a block quote opening with "**Tip: You are not on your own**". */
function admonition(node: ContainerDirective): Blockquote {
  const kind = ADMONITION_TITLES[node.name] ?? node.name.charAt(0).toUpperCase() + node.name.slice(1);
  const [first, ...rest] = node.children;
  const isLabel =
    first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const label = isLabel ? (first as Paragraph).children : [];
  const heading: Paragraph = {
    type: 'paragraph',
    children: [
      {
        type: 'strong',
        children: label.length > 0 ? [{ type: 'text', value: `${kind}: ` }, ...label] : [{ type: 'text', value: kind }],
      },
    ],
  };
  const body = (isLabel ? rest : node.children) as Blockquote['children'];
  return { type: 'blockquote', children: [heading, ...body] };
}

/** Keeps a fence's `title="…"`, the one piece of meta a reader can use. */
function codeTitle(meta: string | null | undefined): string | null {
  const title = meta?.match(/\btitle=(?:"([^"]*)"|'([^']*)')/);
  return title ? `title="${title[1] ?? title[2]}"` : null;
}

function frontMatterBlock(frontMatter: Readonly<Record<string, unknown>>, title: string): string {
  const values: Record<string, unknown> = { ...frontMatter, title };
  const lines = EXPORTED_FIELDS.filter((field) => values[field] !== undefined && values[field] !== null).map(
    (field) => `${field}: ${yamlScalar(values[field])}`,
  );
  return `---\n${lines.join('\n')}\n---\n`;
}

/** A YAML scalar that reads back as the same string (dates as written: YYYY-MM-DD). */
function yamlScalar(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return /^[\w][\w .,()/-]*$/.test(text) && !/^(?:true|false|null|yes|no|~)$/i.test(text) && !/:\s/.test(text)
    ? text
    : JSON.stringify(text);
}
