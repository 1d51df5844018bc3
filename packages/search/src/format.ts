// The files the build writes for the browser. Searching needs the headings
// and which words each section holds, not the sentences: those are only read
// to show a snippet, so they live in one small file per page, fetched for the
// pages a query actually shows. The index then grows with the vocabulary and
// the postings, about half of what the text would weigh.
import type { DocPage } from './records';
import { words } from './text';

/** What searching needs of a section; `content` is there once the page's text is loaded. */
interface IndexedSection {
  level: number;
  anchor: string | null;
  title: string;
  /** Number of content blocks (paragraphs, list items, table rows) under the heading. */
  blocks: number;
  /** Distinct normalised words of the blocks. */
  terms: string[];
  content?: string[];
}

export interface IndexedPage {
  url: string;
  lvl0: string;
  language: string;
  docusaurus_tag: string;
  pageRank: number;
  /** File name of the page's text, next to the index; '' when the text came with the page. */
  text: string;
  sections: IndexedSection[];
}

/** anchor 0: the heading's id is the slug of its title, as Docusaurus makes it, so it is not stored. */
type PackedSection = [level: number, anchor: string | 0, title: string, blocks: number];
type PackedPage = [
  url: string,
  lvl0: string,
  pageRank: number,
  text: string,
  sections: PackedSection[],
  overrides?: { language?: string; docusaurus_tag?: string },
];

export interface PackedIndex {
  v: 2;
  /** The most common language and tag; pages that differ carry overrides. */
  language: string;
  docusaurus_tag: string;
  pages: PackedPage[];
  /** The body-text vocabulary, sorted, separated by spaces (a normalised word never holds one). */
  terms: string;
  /**
   * Per term, in the order of `terms`, the sections holding it (numbered over
   * all pages in order) as base-36 gaps joined by commas; lists separated by spaces.
   */
  postings: string;
}

interface PackedText {
  v: 2;
  url: string;
  /** Per section of the page, its content blocks. */
  sections: string[][];
}

export class IndexFormatError extends Error {
  constructor(message: string) {
    super(`Search index is not readable: ${message}`);
    this.name = 'IndexFormatError';
  }
}

/** Docusaurus' heading ids (github-slugger) for the common case; anything else is stored verbatim. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The words a section is found by: the same for the build, the browser and the Node service. */
function sectionTerms(content: readonly string[]): string[] {
  return [...new Set(content.flatMap(words))];
}

/** What a page is besides its sections, in both forms. */
function pageFields(page: Omit<DocPage, 'sections'>): Omit<DocPage, 'sections'> {
  const { url, lvl0, language, docusaurus_tag, pageRank } = page;
  return { url, lvl0, language, docusaurus_tag, pageRank };
}

/** A page with its text, as the crawler read it, in the form the engine indexes. */
export function indexedPage(page: DocPage): IndexedPage {
  return {
    ...pageFields(page),
    text: '',
    sections: page.sections.map((s) => ({
      level: s.level,
      anchor: s.anchor,
      title: s.title,
      blocks: s.content.length,
      terms: sectionTerms(s.content),
      content: s.content,
    })),
  };
}

/** The inverse of `indexedPage`: a page from the index with its text file's blocks. */
export function docPage(page: IndexedPage, blocks: readonly string[][]): DocPage {
  return {
    ...pageFields(page),
    sections: page.sections.map((s, i) => ({ level: s.level, anchor: s.anchor, title: s.title, content: blocks[i] })),
  };
}

function mostCommon(values: string[], fallback: string): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}

function packText(page: DocPage): PackedText {
  return { v: 2, url: page.url, sections: page.sections.map((s) => s.content) };
}

/** `textNames[i]` is the file holding page i's text (content-hashed by the build). */
export function packIndex(pages: readonly DocPage[], textNames: readonly string[]): PackedIndex {
  const language = mostCommon(
    pages.map((p) => p.language),
    'en',
  );
  const tag = mostCommon(
    pages.map((p) => p.docusaurus_tag),
    'default',
  );
  const postings = new Map<string, number[]>();
  let section = 0;
  for (const page of pages) {
    for (const s of page.sections) {
      for (const term of sectionTerms(s.content)) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(section);
      }
      section++;
    }
  }
  const terms = [...postings.keys()].sort();
  const gaps = (list: number[]) => list.map((n, i) => (i === 0 ? n : n - list[i - 1]).toString(36)).join(',');
  return {
    v: 2,
    language,
    docusaurus_tag: tag,
    pages: pages.map((p, i): PackedPage => {
      const sections = p.sections.map((s): PackedSection => [
        s.level,
        s.anchor !== null && s.anchor === slugify(s.title) ? 0 : (s.anchor ?? ''),
        s.title,
        s.content.length,
      ]);
      const overrides: { language?: string; docusaurus_tag?: string } = {};
      if (p.language !== language) overrides.language = p.language;
      if (p.docusaurus_tag !== tag) overrides.docusaurus_tag = p.docusaurus_tag;
      const text = textNames[i] ?? '';
      return Object.keys(overrides).length > 0
        ? [p.url, p.lvl0, p.pageRank, text, sections, overrides]
        : [p.url, p.lvl0, p.pageRank, text, sections];
    }),
    terms: terms.join(' '),
    postings: terms.map((t) => gaps(postings.get(t) ?? [])).join(' '),
  };
}

export interface SerializedIndex {
  /** JSON of the index. */
  index: string;
  /** One per page, in page order: the file name the index refers to and its JSON. */
  texts: Array<{ file: string; json: string }>;
}

/** The index and the page texts as files; `hash` names each text by its content so it can be cached forever. */
export function serializeIndex(pages: readonly DocPage[], hash: (json: string) => string): SerializedIndex {
  const texts = pages.map((page) => {
    const json = JSON.stringify(packText(page));
    return { file: `text.${hash(json)}.json`, json };
  });
  const index = JSON.stringify(
    packIndex(
      pages,
      texts.map((t) => t.file),
    ),
  );
  return { index, texts };
}

const isString = (v: unknown): v is string => typeof v === 'string';
/** Text files sit next to the index: a plain file name, never a path. */
const isFileName = (v: unknown): v is string => isString(v) && /^(?:[\w-]+\.)*[\w-]+$|^$/.test(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function parseJson(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    throw new IndexFormatError('invalid JSON');
  }
}

/** Accepts the parsed or raw JSON; throws IndexFormatError on anything else so callers can show the error state. */
export function parseIndex(input: unknown): IndexedPage[] {
  const data = parseJson(input);
  if (data === null || typeof data !== 'object') throw new IndexFormatError('not an object');
  const packed = data as Partial<PackedIndex>;
  if (
    packed.v !== 2 ||
    !Array.isArray(packed.pages) ||
    !isString(packed.language) ||
    !isString(packed.docusaurus_tag) ||
    !isString(packed.terms) ||
    !isString(packed.postings)
  ) {
    throw new IndexFormatError('unknown version or missing fields');
  }
  const { language, docusaurus_tag } = packed;
  const sections: IndexedSection[] = [];
  const pages = packed.pages.map((entry, i): IndexedPage => {
    const [url, lvl0, pageRank, text, packedSections, overrides] = Array.isArray(entry) ? entry : [];
    if (
      !isString(url) ||
      !isString(lvl0) ||
      typeof pageRank !== 'number' ||
      !isFileName(text) ||
      !Array.isArray(packedSections)
    ) {
      throw new IndexFormatError(`page ${i} is malformed`);
    }
    return {
      url,
      lvl0,
      pageRank,
      text,
      language: overrides?.language ?? language,
      docusaurus_tag: overrides?.docusaurus_tag ?? docusaurus_tag,
      sections: packedSections.map((s): IndexedSection => {
        const [level, anchor, title, blocks] = Array.isArray(s) ? s : [];
        if (typeof level !== 'number' || !(isString(anchor) || anchor === 0) || !isString(title) || !isCount(blocks)) {
          throw new IndexFormatError(`a section of page ${url} is malformed`);
        }
        const section: IndexedSection = {
          level,
          anchor: anchor === 0 ? slugify(title) : anchor === '' ? null : anchor,
          title,
          blocks,
          terms: [],
        };
        sections.push(section);
        return section;
      }),
    };
  });
  const terms = packed.terms === '' ? [] : packed.terms.split(' ');
  const lists = packed.postings === '' ? [] : packed.postings.split(' ');
  if (terms.length !== lists.length) throw new IndexFormatError('terms and postings differ in length');
  terms.forEach((term, t) => {
    let at = -1;
    for (const gap of lists[t].split(',')) {
      const step = /^[0-9a-z]+$/.test(gap) ? Number.parseInt(gap, 36) : Number.NaN;
      const next = at < 0 ? step : at + step;
      // Gaps after the first are positive: a section lists a term once.
      if (!Number.isSafeInteger(next) || (at >= 0 && step === 0) || next >= sections.length) {
        throw new IndexFormatError(`the postings of "${term}" are malformed`);
      }
      at = next;
      sections[at].terms.push(term);
    }
  });
  return pages;
}

/** A page's text file, checked against what the index says the page holds. */
export function parseText(input: unknown, page: Pick<IndexedPage, 'url' | 'sections'>): string[][] {
  const data = parseJson(input) as Partial<PackedText> | null;
  if (
    data === null ||
    typeof data !== 'object' ||
    data.v !== 2 ||
    data.url !== page.url ||
    !Array.isArray(data.sections) ||
    data.sections.length !== page.sections.length
  ) {
    throw new IndexFormatError(`the text of ${page.url} does not belong to this index`);
  }
  return data.sections.map((blocks, i) => {
    if (!Array.isArray(blocks) || blocks.length !== page.sections[i].blocks || !blocks.every(isString)) {
      throw new IndexFormatError(`the text of ${page.url} does not match its sections`);
    }
    return blocks;
  });
}
