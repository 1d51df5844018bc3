import { escapeHtml as escape } from '../../packages/search/src/node';
import type { QuestionGroup, Report } from './data';
import { channelSentence } from './markdown';

const day = (time: number | null) => (time === null ? '–' : new Date(time).toISOString().slice(0, 10));

interface Bar {
  label: string;
  parts: { value: number; className: string; name: string }[];
}

/**
 * A horizontal stacked bar chart as inline SVG. It is a picture of the table
 * that follows it, so screen readers skip it (aria-hidden) and read the table.
 */
function barChart(bars: Bar[]): string {
  if (bars.length === 0) return '';
  const max = Math.max(1, ...bars.map((b) => b.parts.reduce((sum, p) => sum + p.value, 0)));
  const row = 28;
  const labelWidth = 320;
  const width = 760;
  const scale = (width - labelWidth - 40) / max;
  const rows = bars.map((bar, i) => {
    const y = i * row;
    let x = labelWidth;
    const rects = bar.parts
      .filter((p) => p.value > 0)
      .map((p) => {
        const rect = `<rect class="${p.className}" x="${x}" y="${y + 4}" width="${Math.max(2, p.value * scale)}" height="${row - 8}"><title>${escape(`${p.name}: ${p.value}`)}</title></rect>`;
        x += p.value * scale;
        return rect;
      });
    const label = bar.label.length > 48 ? `${bar.label.slice(0, 47)}…` : bar.label;
    const total = bar.parts.reduce((sum, p) => sum + p.value, 0);
    return `<text x="${labelWidth - 8}" y="${y + row / 2 + 5}" text-anchor="end">${escape(label)}</text>${rects.join('')}<text x="${x + 6}" y="${y + row / 2 + 5}">${total}</text>`;
  });
  return `<svg aria-hidden="true" focusable="false" viewBox="0 0 ${width} ${bars.length * row}" width="100%" role="presentation">${rows.join('')}</svg>`;
}

const legend = (items: [string, string][]) =>
  `<p class="legend" aria-hidden="true">${items.map(([cls, name]) => `<span class="swatch ${cls}"></span>${escape(name)}`).join(' ')}</p>`;

function groupTable(groups: QuestionGroup[], caption: string): string {
  const rows = groups.map(
    (g) =>
      `<tr><th scope="row">${escape(g.label)}${
        g.questions.length > 1
          ? `<br><small>also: ${g.questions
              .filter((q) => q !== g.label)
              .slice(0, 3)
              .map(escape)
              .join('; ')}</small>`
          : ''
      }</th><td>${g.count}</td><td>${g.viaMcp}</td><td>${g.declined}</td><td>${g.disliked}</td><td>${
        g.pages
          .slice(0, 5)
          .map((p) => `${escape(p.page)} (${p.count})`)
          .join('<br>') || '–'
      }</td></tr>`,
  );
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">question</th><th scope="col">asked</th><th scope="col">via MCP</th><th scope="col">declined</th><th scope="col">disliked</th><th scope="col">pages cited</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The report as one self-contained HTML page: inline styles and SVG, no script, nothing fetched. */
export function reportHtml(report: Report): string {
  const pageBars = report.pages.map((p) => ({
    label: p.page,
    parts: [
      { value: p.yes, className: 'yes', name: 'helpful' },
      { value: p.no, className: 'no', name: 'not helpful' },
    ],
  }));
  const pageRows = report.pages.map(
    (p) =>
      `<tr><th scope="row">${escape(p.page)}</th><td>${p.yes}</td><td>${p.no}</td><td>${p.comments.length ? `<ul>${p.comments.map((c) => `<li>${c.helpful ? 'Yes' : 'No'}, ${day(c.createdAt)}: ${escape(c.comment)}</li>`).join('')}</ul>` : '–'}</td></tr>`,
  );
  const groupBars = report.groups.slice(0, 20).map((g) => ({
    label: g.label,
    parts: [
      { value: g.count - g.declined, className: 'yes', name: 'answered' },
      { value: g.declined, className: 'no', name: 'declined' },
    ],
  }));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Amsterdam Developers: what readers told us</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #000; background: #fff; }
  h1, h2 { line-height: 1.2; }
  table { border-collapse: collapse; width: 100%; margin-block: 1rem 2rem; }
  caption { text-align: start; font-weight: 700; padding-block-end: 0.5rem; }
  th, td { border-block-end: 1px solid #767676; padding: 0.4rem 0.6rem; text-align: start; vertical-align: top; }
  td { font-variant-numeric: tabular-nums; }
  svg text { font: 13px system-ui, sans-serif; fill: #000; }
  .yes { fill: #004699; background: #004699; }
  .no { fill: #ec0000; background: #ec0000; }
  .legend { font-size: 0.875rem; }
  .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; margin-inline: 0.6rem 0.3rem; vertical-align: middle; }
</style>
</head>
<body>
<main>
<h1>What readers told us</h1>
<p>Votes and questions from ${day(report.from)} to ${day(report.to)}. Page views are not tracked.</p>

<h2>Was this page helpful?</h2>
${
  report.pages.length === 0
    ? '<p>No votes yet.</p>'
    : `${legend([
        ['yes', 'helpful'],
        ['no', 'not helpful'],
      ])}${barChart(pageBars)}<table><caption>Votes and comments per page</caption><thead><tr><th scope="col">page</th><th scope="col">yes</th><th scope="col">no</th><th scope="col">comments</th></tr></thead><tbody>${pageRows.join('')}</tbody></table>`
}

<h2>Questions the standards could not answer</h2>
${report.unanswered.length === 0 ? '<p>None: every question found an answer in the standards.</p>' : groupTable(report.unanswered, 'Declined questions, by group')}

<h2>Questions to the assistant, grouped</h2>
${
  report.groups.length === 0
    ? '<p>No questions yet.</p>'
    : `<p>${escape(channelSentence(report.questions))}</p>${legend([
        ['yes', 'answered'],
        ['no', 'declined'],
      ])}${barChart(groupBars)}${groupTable(report.groups, 'Every question group')}`
}
</main>
</body>
</html>
`;
}
