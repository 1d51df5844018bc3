import type { Report } from './data';

const day = (time: number | null) => (time === null ? '–' : new Date(time).toISOString().slice(0, 10));
/** Table cells hold no pipes or line breaks. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const pagesCell = (pages: { page: string; count: number }[]) =>
  pages.length
    ? pages
        .slice(0, 5)
        .map((p) => `${p.page} (${p.count})`)
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
    for (const p of report.pages) out.push(`| ${cell(p.page)} | ${p.yes} | ${p.no} |`);
    out.push('');
    for (const p of report.pages.filter((p) => p.comments.length > 0)) {
      out.push(`### Comments on ${p.page}`, '');
      for (const c of p.comments) out.push(`- ${c.helpful ? 'Yes' : 'No'}, ${day(c.createdAt)}: ${cell(c.comment)}`);
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
              .map(cell)
              .join('; ')})`
          : '';
      out.push(`- **${cell(g.label)}**: declined ${g.declined} of ${g.count}${others}`);
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
        `| ${cell(g.label)} | ${g.count} | ${g.viaMcp} | ${g.declined} | ${g.disliked} | ${cell(pagesCell(g.pages))} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
