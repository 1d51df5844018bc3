import { escapeHtml } from '../../packages/search/src/node';
import type { Report } from './data';

const day = (time: number | null) => (time === null ? '–' : new Date(time).toISOString().slice(0, 10));

/**
 * Control characters (C0 but the white space collapsed before, DEL, C1) and the bidirectional controls: in a
 * terminal they move the cursor or recolour it, in an editor they reorder what is shown.
 */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/**
 * Markdown's inline syntax, escaped with a backslash: emphasis, code, strikethrough, links and images (the
 * brackets), table cells (the pipe).
 */
const MARKDOWN = /[\\`*_~[\]|!]/g;

/**
 * Text readers wrote (or the database holds), as inert Markdown on one line: line breaks collapsed, control
 * characters shown as U+FFFD, HTML escaped as the HTML report escapes it (so no tag, comment or entity of
 * theirs is live), and Markdown's own syntax escaped, so no link, image or emphasis of theirs is either. GFM
 * makes an e-mail address a mailto: link whatever escapes it holds; a word joiner (U+2060, invisible) after
 * each `@` keeps it text. Web addresses stay links, as GitHub makes them in any text.
 */
const text = (value: string) =>
  escapeHtml(value.replace(/\s+/g, ' ').replace(CONTROLS, '\ufffd').trim())
    .replace(MARKDOWN, '\\$&')
    .replace(/@/g, '@\u2060');
const pagesCell = (pages: { page: string; count: number }[]) =>
  pages.length
    ? pages
        .slice(0, 5)
        .map((p) => `${text(p.page)} (${p.count})`)
        .join(', ')
    : '–';

/** How many questions there were and how many came through the MCP server rather than the site's Ask AI. */
export function channelSentence({ total, viaMcp }: Report['questions']): string {
  const questions = `${total} question${total === 1 ? '' : 's'}`;
  return `${questions}: ${total - viaMcp} through Ask AI on the site, ${viaMcp} through the MCP server (an editor's assistant calling ask_standards).`;
}

/** The report as Markdown, to paste into an issue. */
export function reportMarkdown(report: Report): string {
  const out: string[] = ['# Amsterdam Developers: what readers told us', ''];
  out.push(`Votes and questions from ${day(report.from)} to ${day(report.to)}. Page views are not tracked.`, '');

  out.push('## Was this page helpful?', '');
  if (report.pages.length === 0) out.push('No votes yet.', '');
  else {
    out.push('| page | yes | no |', '| --- | ---: | ---: |');
    for (const p of report.pages) out.push(`| ${text(p.page)} | ${p.yes} | ${p.no} |`);
    out.push('');
    for (const p of report.pages.filter((p) => p.comments.length > 0)) {
      out.push(`### Comments on ${text(p.page)}`, '');
      for (const c of p.comments) out.push(`- ${c.helpful ? 'Yes' : 'No'}, ${day(c.createdAt)}: ${text(c.comment)}`);
      out.push('');
    }
  }

  out.push('## Questions the standards could not answer', '');
  if (report.unanswered.length === 0) out.push('None: every question found an answer in the standards.', '');
  else {
    for (const g of report.unanswered) {
      const others =
        g.questions.length > 1
          ? ` (also asked as: ${g.questions
              .filter((q) => q !== g.label)
              .slice(0, 3)
              .map(text)
              .join('; ')})`
          : '';
      out.push(`- **${text(g.label)}**: declined ${g.declined} of ${g.count}${others}`);
    }
    out.push('');
  }

  out.push('## Questions to the assistant, grouped', '');
  if (report.groups.length === 0) out.push('No questions yet.', '');
  else {
    out.push(`${channelSentence(report.questions)}`, '');
    out.push(
      '| question | asked | via MCP | declined | disliked | pages cited |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
    );
    for (const g of report.groups) {
      out.push(
        `| ${text(g.label)} | ${g.count} | ${g.viaMcp} | ${g.declined} | ${g.disliked} | ${pagesCell(g.pages)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
