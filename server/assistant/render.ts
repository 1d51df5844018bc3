import { siteFacts } from '../../lib/site-facts';
import type { Composition, Group } from './compose';
import { QuoteForms, type CodeBlock } from './forms';
import type { Section, Unit } from './library';
import { isTableRow } from './sentences';

export const DECLINE_SENTENCE = "I couldn't find this in the standards.";
/** Shown when not one page comes close. */
const START_PAGE = { title: 'Collaborating on standards', url: siteFacts.docsIntro };

// Every ASCII punctuation character CommonMark lets a backslash escape that could
// change how a quoted sentence renders; a leading list or heading marker too.
const MARKDOWN_SPECIAL = /[\\`*_{}[\]<>#|~&!]/g;

/** Text that renders as itself in Markdown: an extract stays verbatim on the screen. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(MARKDOWN_SPECIAL, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/^([-+=])/, '\\$1');
}

export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** A Markdown link to a page or section of the standards. */
function link(title: string, url: string): string {
  return `[${escapeMarkdown(title)}](${url})`;
}

/**
 * A numbered citation of a section: `[2](/docs/page#anchor)`. No link title: DocSearch's client reads one as part
 * of the address. The section's title reaches clients in the source-url chunk sent as soon as it is cited.
 */
function citation(n: number, section: Pick<Section, 'url'>): string {
  return `[${n}](${section.url})`;
}

/**
 * Quoted table rows (the crawler writes a row as "a | b") as a GFM table under their table's header row, each cell
 * as the page shows it: code as code.
 */
function table(section: Section, units: readonly Unit[], forms: QuoteForms): string {
  const rows = [units[0].header ?? units[0].text, ...units.map((u) => u.text)].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  const cells = (row: string) =>
    `| ${(forms.cells(section.pageUrl, row, escapeMarkdown) ?? row.split(' | ').map(escapeMarkdown)).join(' | ')} |`;
  const width = rows[0].split(' | ').length;
  return [cells(rows[0]), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(cells)].join('\n');
}

/** A quoted sentence (or a whole block) in Markdown that renders as its page shows it: code as code, the rest as itself. */
function quote(section: Section, block: number, text: string, forms: QuoteForms): string {
  return forms.sentence(section.pageUrl, section.blocks[block], text, escapeMarkdown) ?? escapeMarkdown(text);
}

/** A fenced code block, with a fence longer than any run of backticks in the code. */
function fenced({ lang, text }: CodeBlock): string {
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${fence}${lang}\n${text}\n${fence}`;
}

/** What a quote brings after its sentences, each as the page shows it: its list, its table rows under their header, its code. */
function following(
  { section, units, list, code }: Pick<Group, 'section' | 'units' | 'list' | 'code'>,
  forms: QuoteForms,
) {
  const rows = units.filter((u) => isTableRow(u.text));
  return [
    ...(list.length > 0 ? [list.map((b) => `- ${quote(section, b, section.blocks[b], forms)}`).join('\n')] : []),
    ...(rows.length > 0 ? [table(section, rows, forms)] : []),
    ...(code ? [fenced(code)] : []),
  ];
}

function renderGroup(group: Group, n: number, forms: QuoteForms): string {
  const { section, units, code } = group;
  const parts: string[] = [];
  const prose = units.filter((u) => !isTableRow(u.text));
  // One paragraph per block of the page: sentences of one block run on, blocks stay apart.
  for (const block of [...new Set(prose.map((u) => u.block))]) {
    parts.push(
      prose
        .filter((u) => u.block === block)
        .map((u) => quote(section, u.block, u.text, forms))
        .join(' '),
    );
  }
  parts.push(...following(group, forms));
  const cite = citation(n, section);
  // Nothing can follow a table's last row or a code block: the citation stands below it.
  if (prose.length < units.length || code) parts.push(cite);
  else parts[parts.length - 1] += ` ${cite}`;
  return parts.join('\n\n');
}

/**
 * The answer, one piece per quoted section (streamed as one piece each, so
 * an answer stopped half-way never loses a quote's citation): its sentences,
 * lists and tables, ending in the section's numbered citation.
 */
export function renderExtracts(composition: Composition, forms: QuoteForms = QuoteForms.empty()): string[] {
  return composition.groups.map((group, i) => renderGroup(group, i + 1, forms));
}

export const CLOSEST_SENTENCE = 'These sections look closest:';

/** Leads the line of other close pages after the closest sections: links to read on, not sources quoted. */
export const OTHER_PAGES_LEAD = 'Other close pages:';

/**
 * "These sections look closest:" with the best sentence or two of each, cited; a sentence that ends in a colon
 * with what it introduces (a list, a table or code) inside its item, the citation below.
 */
export function renderClosest(composition: Composition, forms: QuoteForms = QuoteForms.empty()): string[] {
  const items = composition.closest.map((quoted, i) => {
    const { section, units } = quoted;
    const cite = citation(i + 1, section);
    const prose = units.filter((u) => !isTableRow(u.text));
    const parts = [
      ...(prose.length > 0 ? [prose.map((unit) => quote(section, unit.block, unit.text, forms)).join(' ')] : []),
      ...following(quoted, forms),
    ];
    if (parts.length === 1 && prose.length > 0) return `- ${parts[0]} ${cite}`;
    // Nested in the item: what follows its first line is indented to the item's content, a blank line inside code too.
    return `- ${[...parts, cite].map((part) => part.replace(/\n/g, '\n  ')).join('\n\n  ')}`;
  });
  const others = otherClosePages(composition);
  if (others.length === 0) return [CLOSEST_SENTENCE, items.join('\n')];
  return [
    CLOSEST_SENTENCE,
    items.join('\n'),
    `${OTHER_PAGES_LEAD} ${others.map((p) => link(p.title, p.url)).join(', ')}.`,
  ];
}

/**
 * The pages the search found closest that the closest sections do not show, so that the answer points at as many
 * pages as a decline does: where the sections all come from one page, the standard that rules on the question is
 * often the next page found.
 */
function otherClosePages(composition: Composition): Array<{ title: string; url: string }> {
  const shown = new Set(composition.closest.map((c) => c.section.pageUrl));
  return composition.closestPages
    .filter((p) => !shown.has(p.pageUrl))
    .slice(0, Math.max(0, composition.closestPages.length - shown.size))
    .map((p) => ({ title: p.pageTitle, url: p.pageUrl }));
}

/** An answer without its line of other close pages: the part whose links are the sources it quotes. */
export function quotingPart(answer: string): string {
  return answer
    .split('\n')
    .filter((line) => !line.startsWith(OTHER_PAGES_LEAD))
    .join('\n');
}

/** "I couldn't find this in the standards." with the closest pages as links. */
export function renderDecline(closest: readonly Section[]): string {
  const pages = closest.length > 0 ? closest.map((s) => ({ title: s.pageTitle, url: s.pageUrl })) : [START_PAGE];
  const intro = closest.length > 0 ? 'The closest pages are:' : 'You can start from:';
  return `${DECLINE_SENTENCE} ${intro}\n\n${pages.map((p) => `- ${link(p.title, p.url)}`).join('\n')}`;
}

// A numbered citation as renderExtracts writes it: [2](/docs/page#anchor "Title").
const CITATION = /\s*\[(\d+)\]\(([^)\s]+)(?:\s+"(?:[^"\\]|\\.)*")?\)/g;

/** Inline Markdown as the text it renders: code spans as their code, escapes undone. */
function plainText(markdown: string): string {
  return markdown
    .split(/(`+)(?: ?)(.*?)(?: ?)\1/)
    .map((part, i) => (i % 3 === 0 ? unescapeMarkdown(part) : i % 3 === 2 ? part : ''))
    .join('');
}

/** A passage of an extracts answer: quoted text, or a code block, with the section it is cited to. */
export interface Passage {
  text: string;
  url: string;
  code?: boolean;
}

/**
 * The quoted text of an extracts answer with the section each piece is
 * cited to, Markdown undone: each paragraph, list item, table row and code
 * block before a citation belongs to it. For checking that every quote is
 * verbatim.
 */
export function quotedPassages(answer: string): Passage[] {
  const out: Passage[] = [];
  let last = 0;
  for (const match of answer.matchAll(CITATION)) {
    const before = answer.slice(last, match.index);
    last = match.index + match[0].length;
    let code: string[] | undefined;
    let fence = '';
    let indent = '';
    for (const line of before.split('\n')) {
      const trimmed = line.trim();
      if (code) {
        if (trimmed === fence) {
          out.push({ text: code.join('\n'), url: match[2], code: true });
          code = undefined;
        }
        // A code block inside a list item is indented to the item's content.
        else code.push(line.startsWith(indent) ? line.slice(indent.length) : line);
        continue;
      }
      const opening = /^(\s*)(`{3,})\S*$/.exec(line);
      if (opening) {
        [code, indent, fence] = [[], opening[1], opening[2]];
        continue;
      }
      if (!trimmed || trimmed === CLOSEST_SENTENCE || /^\|(?:\s*---\s*\|)+$/.test(trimmed) || /^\*.*\*$/.test(trimmed))
        continue;
      const item = trimmed.replace(/^- /, '');
      const row = /^\|\s(.*)\s\|$/.exec(item);
      const text = row ? row[1].split(' | ').map(plainText).join(' | ') : plainText(item);
      out.push({ text, url: match[2] });
    }
  }
  return out;
}
