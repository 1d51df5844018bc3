/**
 * The standards as the MCP endpoint serves them, read from the site build:
 * the catalogue (areas, pages, review dates) the markdown-export plugin
 * writes, each page's Markdown copy (read from disk when asked for, so a
 * large site costs no memory), and its headings with their anchors as the
 * search index holds them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_FILE, parseCatalogue, type CataloguePage } from '../../lib/standards-catalogue';
import type { DocPage } from '../../packages/search/src/node';

export interface Heading {
  /** 2 for a `##` section, 3 for `###`, … */
  level: number;
  title: string;
  /** The section's public URL with its anchor. */
  url: string;
}

export interface StandardPage extends CataloguePage {
  area: string;
  /** The page's public URL (`https://developers.amsterdam/docs/backend/database`). */
  url: string;
  /** Its Markdown copy: the URL plus `.md`. */
  markdownUrl: string;
}

export interface StandardArea {
  title: string;
  pages: StandardPage[];
}

/** The route a reference to a page names: a URL (any host, with or without anchor or `.md`), a route or a doc id. */
export function routeOf(reference: string): string | undefined {
  let path = reference.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  path = path.replace(/\/(?:index)?(?:\.html?|\.md)?$/i, '').replace(/\.(?:html?|md)$/i, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.startsWith('/docs/') && path !== '/docs') path = `/docs${path}`;
  return path;
}

export class Standards {
  private readonly byPath = new Map<string, StandardPage>();
  private readonly byUrl = new Map<string, StandardPage>();
  private readonly sections = new Map<string, Heading[]>();

  private constructor(
    private readonly buildDir: string,
    readonly siteUrl: string,
    readonly areas: StandardArea[],
    searchPages: readonly DocPage[],
  ) {
    for (const page of areas.flatMap((a) => a.pages)) {
      this.byPath.set(page.path, page);
      this.byUrl.set(page.url, page);
    }
    for (const page of searchPages) {
      const headings = page.sections
        .filter((s) => s.level >= 2 && s.anchor)
        .map((s) => ({ level: s.level, title: s.title, url: `${this.publicUrl(page.url)}#${s.anchor}` }));
      this.sections.set(page.url.replace(/#.*$/, ''), headings);
    }
  }

  /**
   * The catalogue of a build, with the headings of `searchPages` (the
   * search index's pages). Rejects with one line when the build has no
   * catalogue or a damaged one.
   */
  static async load(buildDir: string, searchPages: readonly DocPage[]): Promise<Standards> {
    const catalogue = parseCatalogue(await readFile(join(buildDir, CATALOGUE_FILE), 'utf8'));
    const url = (path: string) => new URL(path, catalogue.siteUrl).href;
    const areas = catalogue.areas.map((area) => ({
      title: area.title,
      pages: area.pages.map((page) => ({
        ...page,
        area: area.title,
        url: url(page.path),
        markdownUrl: url(`${page.path}.md`),
      })),
    }));
    return new Standards(buildDir, catalogue.siteUrl, areas, searchPages);
  }

  get pages(): StandardPage[] {
    return this.areas.flatMap((area) => area.pages);
  }

  /** A route or a relative URL of the site as its public URL. */
  publicUrl(path: string): string {
    return new URL(path, this.siteUrl).href;
  }

  /** The page a URL, route or doc id names, or undefined. */
  find(reference: string): StandardPage | undefined {
    const route = routeOf(reference);
    return route === undefined ? undefined : this.byPath.get(route);
  }

  /** The page whose public URL is exactly this (a resource URI). */
  atUrl(url: string): StandardPage | undefined {
    return this.byUrl.get(url);
  }

  areaOf(path: string): string | undefined {
    return this.byPath.get(path.replace(/#.*$/, ''))?.area;
  }

  headings(page: StandardPage): Heading[] {
    return this.sections.get(page.path) ?? [];
  }

  /** The page's Markdown copy as the build wrote it. */
  markdown(page: StandardPage): Promise<string> {
    return readFile(join(this.buildDir, `${page.path.replace(/^\/+/, '')}.md`), 'utf8');
  }
}
