import { siteFacts } from '../../lib/site-facts';
import type { Composition, Group } from './compose';
import type { Section } from './library';
import { isTableRow } from './sentences';

export const DECLINE_SENTENCE = "I couldn't find this in the standards.";
export const SOURCE_PREFIX = 'Source: ';
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
export function link(title: string, url: string): string {
  return `[${escapeMarkdown(title)}](${url})`;
}

function renderGroup({ section, units, list }: Group): string {
  const parts: string[] = [];
  const prose = units.filter((u) => !isTableRow(u.text));
  const rows = units.filter((u) => isTableRow(u.text));
  // One paragraph per block of the page: sentences of one block run on, blocks stay apart.
  for (const block of [...new Set(prose.map((u) => u.block))]) {
    parts.push(
      prose
        .filter((u) => u.block === block)
        .map((u) => escapeMarkdown(u.text))
        .join(' '),
    );
  }
  const items = list.map((b) => section.blocks[b]);
  if (rows.length > 0) {
    const header = rows[0].header ?? rows[0].text;
    items.unshift(...[header, ...rows.map((u) => u.text)].filter((t, i, all) => all.indexOf(t) === i));
  }
  if (items.length > 0) parts.push(items.map((t) => `- ${escapeMarkdown(t)}`).join('\n'));
  parts.push(`${SOURCE_PREFIX}${link(section.title, section.url)}`);
  return parts.join('\n\n');
}

/** The answer: quoted sentences grouped by the section they come from, each group followed by its link. */
export function renderExtracts(composition: Composition): string {
  return composition.groups.map(renderGroup).join('\n\n');
}

/** "I couldn't find this in the standards." with the closest pages as links. */
export function renderDecline(closest: readonly Section[]): string {
  const pages = closest.length > 0 ? closest.map((s) => ({ title: s.pageTitle, url: s.pageUrl })) : [START_PAGE];
  const intro = closest.length > 0 ? 'The closest pages are:' : 'You can start from:';
  return `${DECLINE_SENTENCE} ${intro}\n\n${pages.map((p) => `- ${link(p.title, p.url)}`).join('\n')}`;
}
