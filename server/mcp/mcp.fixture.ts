/**
 * A site build for the MCP server's tests, made the way `npm run build` makes
 * one (server/site.fixture.ts) plus what the MCP server reads: the search
 * index of the assistant's fixture standards (as plugins/search-index writes
 * it), each page's Markdown copy and the standards catalogue (as
 * plugins/markdown-export writes them).
 */
import { CATALOGUE_FILE, catalogueJson, mcpUrl, type Catalogue } from '../../lib/standards-catalogue';
import { contentHash, serializeIndex, type DocPage } from '../../packages/search/src/node';
import { mcpNotice } from '../../plugins/markdown-export/llms';
import { standards } from '../assistant/__fixtures__/standards';
import { makeSite } from '../site.fixture';

export const SITE_URL = 'https://developers.amsterdam/';

const dates = { lastReviewed: '2026-11-24', nextReview: '2027-08-24' };
const facts: Record<string, { description: string; status: string }> = {
  '/docs/backend/handling-access-tokens': {
    description: 'How City APIs validate JWT access tokens as RFC 9068 describes.',
    status: 'required',
  },
  '/docs/backend/database': {
    description: 'PostgreSQL is the relational database for City applications.',
    status: 'required',
  },
  '/docs/general/using-git': {
    description: 'The minimum rules for branches in City Git repositories.',
    status: 'recommended',
  },
};

/** Areas in the order llms.txt lists them, which is not the index's order. */
const AREAS: [string, string[]][] = [
  ['Common standards', ['/docs/general/using-git']],
  ['Backend', ['/docs/backend/database', '/docs/backend/handling-access-tokens']],
];

const pageByUrl = new Map(standards.map((page) => [page.url, page]));

/** The Markdown copy of a fixture page, shaped like the plugin's: front matter, the title, the sections, the MCP line. */
function markdownOf(page: DocPage): string {
  const { description, status } = facts[page.url]!;
  const [title, ...sections] = page.sections;
  const front = `---\ntitle: ${title!.title}\ndescription: ${description}\nstatus: ${status}\nlast_reviewed: ${dates.lastReviewed}\nnext_review: ${dates.nextReview}\n---\n`;
  const body = [`# ${title!.title}`, ...title!.content];
  for (const section of sections) body.push(`${'#'.repeat(section.level)} ${section.title}`, ...section.content);
  return `${front}\n${body.join('\n\n')}\n\n${mcpNotice(mcpUrl(SITE_URL))}\n`;
}

export const catalogue: Catalogue = {
  siteUrl: SITE_URL,
  areas: AREAS.map(([title, paths]) => ({
    title,
    pages: paths.map((path) => ({
      id: path.replace(/^\/docs\//, ''),
      title: pageByUrl.get(path)!.sections[0]!.title,
      path,
      ...facts[path]!,
      ...dates,
    })),
  })),
};

/** The files of the build the MCP server reads, to add to (or leave out of) a fixture site. */
function mcpFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const { index, texts } = serializeIndex(standards, contentHash);
  const name = `index.${contentHash(index)}.json`;
  files[`search/${name}`] = index;
  for (const text of texts) files[`search/${text.file}`] = text.json;
  const records = standards.reduce((n, p) => n + p.sections.reduce((m, s) => m + 1 + s.content.length, 0), 0);
  files['search/manifest.json'] = `${JSON.stringify({ index: `/search/${name}`, records })}\n`;
  for (const page of standards) {
    files[`${page.url.slice(1)}.html`] =
      `<!doctype html><html><head><title>${page.sections[0]!.title}</title></head><body></body></html>`;
    files[`${page.url.slice(1)}.md`] = markdownOf(page);
  }
  files[CATALOGUE_FILE] = catalogueJson(catalogue);
  return files;
}

/** A fixture site with everything the MCP server reads. */
export const makeMcpSite = (extra: Record<string, string> = {}): Promise<string> =>
  makeSite({ ...mcpFiles(), ...extra });
