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

export function objectIdFor(url: string, position: number): string {
  return `${url}:${position}`;
}

function emptyHierarchy(lvl0: string): Hierarchy {
  return { lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

export function pageToRecords(page: DocPage): SearchRecord[] {
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
    for (const text of section.content) push('content', text);
  }
  return records;
}

export function pagesToRecords(pages: readonly DocPage[]): SearchRecord[] {
  return pages.flatMap(pageToRecords);
}

// ---- compact serialisation -------------------------------------------------

/** anchor 0: the heading's id is the slug of its title, as Docusaurus makes it, so it is not stored. */
type PackedSection = [level: number, anchor: string | 0, title: string, ...content: string[]];
type PackedPage = [
  url: string,
  lvl0: string,
  pageRank: number,
  sections: PackedSection[],
  overrides?: { language?: string; docusaurus_tag?: string },
];

export interface PackedIndex {
  v: 1;
  /** The most common language and tag; pages that differ carry overrides. */
  language: string;
  docusaurus_tag: string;
  pages: PackedPage[];
}

function mostCommon(values: string[], fallback: string): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}

/** Docusaurus' heading ids (github-slugger) for the common case; anything else is stored verbatim. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function packPages(pages: readonly DocPage[]): PackedIndex {
  const language = mostCommon(
    pages.map((p) => p.language),
    'en',
  );
  const tag = mostCommon(
    pages.map((p) => p.docusaurus_tag),
    'default',
  );
  return {
    v: 1,
    language,
    docusaurus_tag: tag,
    pages: pages.map((p): PackedPage => {
      const sections = p.sections.map((s): PackedSection => [
        s.level,
        s.anchor !== null && s.anchor === slugify(s.title) ? 0 : (s.anchor ?? ''),
        s.title,
        ...s.content,
      ]);
      const overrides: { language?: string; docusaurus_tag?: string } = {};
      if (p.language !== language) overrides.language = p.language;
      if (p.docusaurus_tag !== tag) overrides.docusaurus_tag = p.docusaurus_tag;
      return Object.keys(overrides).length > 0
        ? [p.url, p.lvl0, p.pageRank, sections, overrides]
        : [p.url, p.lvl0, p.pageRank, sections];
    }),
  };
}

export function serializePages(pages: readonly DocPage[]): string {
  return JSON.stringify(packPages(pages));
}

export class IndexFormatError extends Error {
  constructor(message: string) {
    super(`Search index is not readable: ${message}`);
    this.name = 'IndexFormatError';
  }
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** Accepts the parsed or raw JSON; throws IndexFormatError on anything else so callers can show the error state. */
export function unpackPages(input: unknown): DocPage[] {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      throw new IndexFormatError('invalid JSON');
    }
  }
  if (data === null || typeof data !== 'object') throw new IndexFormatError('not an object');
  const packed = data as Partial<PackedIndex>;
  if (
    packed.v !== 1 ||
    !Array.isArray(packed.pages) ||
    !isString(packed.language) ||
    !isString(packed.docusaurus_tag)
  ) {
    throw new IndexFormatError('unknown version or missing fields');
  }
  const { language, docusaurus_tag } = packed;
  return packed.pages.map((entry, i): DocPage => {
    const [url, lvl0, pageRank, sections, overrides] = Array.isArray(entry) ? entry : [];
    if (!isString(url) || !isString(lvl0) || typeof pageRank !== 'number' || !Array.isArray(sections)) {
      throw new IndexFormatError(`page ${i} is malformed`);
    }
    return {
      url,
      lvl0,
      pageRank,
      language: overrides?.language ?? language,
      docusaurus_tag: overrides?.docusaurus_tag ?? docusaurus_tag,
      sections: sections.map((s): DocSection => {
        const [level, anchor, title, ...content] = Array.isArray(s) ? s : [];
        if (
          typeof level !== 'number' ||
          !(isString(anchor) || anchor === 0) ||
          !isString(title) ||
          !content.every(isString)
        ) {
          throw new IndexFormatError(`a section of page ${url} is malformed`);
        }
        return { level, anchor: anchor === 0 ? slugify(title) : anchor === '' ? null : anchor, title, content };
      }),
    };
  });
}
