/**
 * llms.txt and llms-full.txt (the llmstxt.org format): the site's title, a
 * one-line summary, and the pages grouped by area in sidebar order, each
 * linked to its Markdown copy with its description.
 */

export interface ExportedPage {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  /** The page's Markdown from its `# title` on, without front matter. */
  body: string;
}

export interface Area {
  title: string;
  pages: ExportedPage[];
}

/** The sidebar as Docusaurus loads it: docs and categories, nested. */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarItem[] }
  | { type: 'link' | 'html' };

/** Top-level docs of the sidebar (the introduction) come first, under this heading. */
export const START_AREA = 'Start here';
/** Pages no sidebar lists and no area claims by folder. */
export const OTHER_AREA = 'Other pages';

/**
 * Pages in sidebar order, grouped by top-level category. A page the sidebar
 * does not list still has its route: it joins the area whose listed pages
 * share its folder, after them.
 */
export function groupByArea(sidebar: readonly SidebarItem[], pages: readonly ExportedPage[]): Area[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const areas: Area[] = [];
  const listed = new Set<string>();
  const start: Area = { title: START_AREA, pages: [] };
  const docsIn = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) =>
      item.type === 'doc' || item.type === 'ref' ? [item.id] : item.type === 'category' ? docsIn(item.items) : [],
    );
  const take = (ids: string[], area: Area) => {
    for (const id of ids) {
      const page = byId.get(id);
      if (page && !listed.has(id)) {
        listed.add(id);
        area.pages.push(page);
      }
    }
  };
  for (const item of sidebar) {
    if (item.type === 'category') {
      const area: Area = { title: item.label, pages: [] };
      take(docsIn(item.items), area);
      areas.push(area);
    } else {
      take(docsIn([item]), start);
    }
  }
  const folder = (id: string) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : '');
  const other: Area = { title: OTHER_AREA, pages: [] };
  for (const page of pages) {
    if (listed.has(page.id)) continue;
    const home = areas.find((area) => area.pages.some((p) => folder(p.id) === folder(page.id) && folder(p.id)));
    (home ?? other).pages.push(page);
  }
  return [start, ...areas, other].filter((area) => area.pages.length > 0);
}

/** The one line that names the MCP server, in llms.txt and at the end of every Markdown copy. */
export const mcpNotice = (mcpUrl: string): string =>
  `AI assistants can search, read and ask these standards through the MCP server at ${mcpUrl} (Streamable HTTP, no sign-in).`;

export function llmsTxt(
  site: { title: string; summary: string; details?: string; mcpUrl?: string },
  areas: readonly Area[],
): string {
  const sections = areas.map(
    (area) =>
      `## ${area.title}\n\n${area.pages.map((p) => `- [${p.title}](${p.markdownUrl}): ${oneLine(p.description)}`).join('\n')}`,
  );
  const details = [site.details, site.mcpUrl && mcpNotice(site.mcpUrl)].filter(Boolean).map((d) => `${d}\n\n`);
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${details.join('')}${sections.join('\n\n')}\n`;
}

/** Every page's Markdown in the order of llms.txt, each under its title with its address. */
export function llmsFullTxt(areas: readonly Area[]): string {
  return `${areas
    .flatMap((area) => area.pages)
    .map((page) => {
      const [title = '', ...rest] = page.body.trimEnd().split('\n');
      return `${title}\n\nSource: ${page.url}\n${rest.join('\n')}`;
    })
    .join('\n\n')}\n`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
