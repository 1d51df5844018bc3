import { LEVELS, type HeadingType, type Hierarchy, type SearchRecord } from './types';

/**
 * What the crawler reads from one page. Records are derived from it, so the
 * shipped file stores each page's hierarchy once instead of on every record.
 */
export interface DocSection {
  /** 1 for the page title (h1), 2..6 for h2..h6. */
  level: number;
  /** Heading id; null for the h1 section, whose URL is the page's. */
  anchor: string | null;
  title: string;
  /** Paragraphs, list items and table rows, in page order. */
  content: string[];
}

export interface DocPage {
  /** Site-relative path without anchor, e.g. /docs/backend/database. */
  url: string;
  /** Sidebar category, or "Documentation". */
  lvl0: string;
  language: string;
  docusaurus_tag: string;
  pageRank: number;
  /** sections[0] is the h1 section. */
  sections: DocSection[];
}

const LEVEL_WEIGHT = [0, 100, 90, 80, 70, 60, 50];

function objectIdFor(url: string, position: number): string {
  return `${url}:${position}`;
}

function emptyHierarchy(lvl0: string): Hierarchy {
  return { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** A page as records; a section whose text is not loaded yet gives content records with null content. */
export function outlineToRecords(page: PageOutline): SearchRecord[] {
  const records: SearchRecord[] = [];
  const stack = emptyHierarchy(page.lvl0);
  for (const section of page.sections) {
    const level = Math.min(6, Math.max(1, Math.trunc(section.level)));
    stack[LEVELS[level]] = section.title;
    for (let deeper = level + 1; deeper <= 6; deeper++) stack[LEVELS[deeper]] = null;
    const anchor = level === 1 ? null : section.anchor;
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    const push = (type: SearchRecord['type'], content: string | null) => {
      const position = records.length;
      records.push({
        objectID: objectIdFor(page.url, position),
        url,
        url_without_anchor: page.url,
        anchor,
        type,
        hierarchy: { ...stack },
        content,
        language: page.language,
        docusaurus_tag: page.docusaurus_tag,
        weight: { pageRank: page.pageRank, level: type === 'content' ? 0 : LEVEL_WEIGHT[level], position },
      });
    };
    push(LEVELS[level] as HeadingType, null);
    for (let i = 0; i < section.blocks; i++) push('content', section.content?.[i] ?? null);
  }
  return records;
}

export function pageToRecords(page: DocPage): SearchRecord[] {
  return outlineToRecords(outlineOf(page));
}

export function pagesToRecords(pages: readonly DocPage[]): SearchRecord[] {
  return pages.flatMap(pageToRecords);
}

/** What records are made of: the page without its words, with or without its text. */
interface PageOutline extends Omit<DocPage, 'sections'> {
  sections: Array<Omit<DocSection, 'content'> & { blocks: number; content?: readonly string[] }>;
}

function outlineOf(page: DocPage): PageOutline {
  return { ...page, sections: page.sections.map((s) => ({ ...s, blocks: s.content.length })) };
}
