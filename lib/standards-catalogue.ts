/**
 * What the build tells the server's MCP endpoint about the standards: the
 * site's public address, the areas in the order of llms.txt (the sidebar's
 * categories) and, per page, the fields a reader sees above its title.
 * Written by plugins/markdown-export beside the Markdown copies, read by
 * server/mcp at start. No dependencies: the server imports this at run time.
 */

/** The catalogue's name inside the build folder; the server never serves it. */
export const CATALOGUE_FILE = 'standards.json';

/** Where the server answers the Model Context Protocol, on the site's own origin. */
export const MCP_PATH = '/mcp';

/** The MCP endpoint of a site, e.g. `https://developers.amsterdam/mcp`. */
export const mcpUrl = (siteUrl: string): string => new URL(MCP_PATH, siteUrl).href;

export interface CataloguePage {
  /** The doc id, its path in docs/ without `.md` (`backend/database`). */
  id: string;
  title: string;
  description: string;
  /** The route (`/docs/backend/database`); the Markdown copy is at the route plus `.md`. */
  path: string;
  /** `required`, `recommended` or `process` (lib/front-matter.ts). */
  status: string;
  /** `YYYY-MM-DD`. */
  lastReviewed: string;
  nextReview: string;
}

interface CatalogueArea {
  title: string;
  pages: CataloguePage[];
}

export interface Catalogue {
  /** The site's public origin and base, e.g. `https://developers.amsterdam/`. */
  siteUrl: string;
  areas: CatalogueArea[];
}

export function catalogueJson(catalogue: Catalogue): string {
  return `${JSON.stringify(catalogue)}\n`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PATH = /^\/[\w./-]*$/;

/** A front-matter value as the catalogue keeps it: dates (which YAML may have parsed) as `YYYY-MM-DD`. */
export function catalogueValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value === undefined || value === null ? '' : String(value);
}

/** Parses and checks a catalogue; throws a sentence naming what is wrong, so a damaged file is noticed at start. */
export function parseCatalogue(json: string): Catalogue {
  const fail = (what: string): never => {
    throw new Error(`${CATALOGUE_FILE}: ${what}`);
  };
  const raw = JSON.parse(json) as Partial<Catalogue> | null;
  if (raw === null || typeof raw !== 'object') return fail('not an object');
  const { siteUrl, areas } = raw;
  if (typeof siteUrl !== 'string' || !/^https?:\/\/[^/]+\/(?:[^?#]*)$/.test(siteUrl)) {
    return fail('"siteUrl" must be an absolute http(s) URL ending in /');
  }
  if (!Array.isArray(areas)) return fail('"areas" must be a list');
  const seen = new Set<string>();
  for (const area of areas) {
    if (typeof area?.title !== 'string' || area.title === '' || !Array.isArray(area.pages)) {
      return fail('each area needs a "title" and a list of "pages"');
    }
    for (const page of area.pages as unknown as Record<string, unknown>[]) {
      for (const key of ['id', 'title', 'description', 'path', 'status', 'lastReviewed', 'nextReview']) {
        if (typeof page?.[key] !== 'string') fail(`a page of "${area.title}" has no "${key}"`);
      }
      const { path, lastReviewed, nextReview } = page as unknown as CataloguePage;
      if (!PATH.test(path) || path.includes('..')) fail(`"${path}" is not a route`);
      if (!DATE.test(lastReviewed) || !DATE.test(nextReview)) fail(`the review dates of ${path} are not YYYY-MM-DD`);
      if (seen.has(path)) fail(`${path} is listed twice`);
      seen.add(path);
    }
  }
  return { siteUrl, areas: areas as CatalogueArea[] };
}
