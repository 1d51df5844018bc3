import { IndexFormatError, parseText, type IndexedPage } from './format';
import { outlineToRecords } from './records';
import type { Hierarchy, SearchRecord } from './types';

/**
 * All records sharing a URL: a heading and the blocks under it. Algolia
 * returns one hit per URL (DocSearch's `distinct`), so the engine indexes
 * sections, not records: six times fewer documents, and a section matches
 * when its words are spread over several of its blocks.
 */
export interface Section {
  records: number[];
  heading: number;
  hierarchy: Hierarchy;
  /** The blocks' text, joined; empty until the page's text is loaded. */
  content: string;
  /** Position of the page in the index. */
  page: number;
}

function groupSections(records: readonly SearchRecord[], pageOfRecord: (record: number) => number): Section[] {
  const byUrl = new Map<string, Section>();
  records.forEach((record, i) => {
    let section = byUrl.get(record.url);
    if (!section)
      byUrl.set(
        record.url,
        (section = { records: [], heading: -1, hierarchy: record.hierarchy, content: '', page: pageOfRecord(i) }),
      );
    section.records.push(i);
    if (record.type !== 'content' && section.heading < 0) {
      section.heading = i;
      section.hierarchy = record.hierarchy;
    }
  });
  const sections = [...byUrl.values()];
  for (const section of sections) joinContent(section, records);
  return sections;
}

/** (Re)computes a section's text from its records, e.g. once its page's text has arrived. */
function joinContent(section: Section, records: readonly SearchRecord[]): void {
  section.content = section.records
    .map((i) => records[i].content)
    .filter((c): c is string => typeof c === 'string' && c.length > 0)
    .join('\n');
}

/** Fetches a page's text file by the name the index gives it. */
export type TextSource = (file: string) => Promise<unknown>;

/**
 * The records and sections of the indexed pages. Searching works on the
 * sections' words from the start; a page's sentences (for snippets and
 * proximity) are filled in when its text arrives.
 */
export class Corpus {
  readonly records: SearchRecord[] = [];
  readonly sections: Section[];
  /** Per section, its body words: what the engine indexes, then releases. */
  sectionTerms: string[][];
  private readonly pages: readonly IndexedPage[];
  private readonly firstRecord: number[] = [];
  private readonly sectionsOfPage: number[][];
  private readonly loaded: boolean[];
  private readonly pending = new Map<number, Promise<void>>();
  private readonly source?: TextSource;

  constructor(pages: readonly IndexedPage[], source?: TextSource) {
    this.pages = pages;
    this.source = source;
    const termsOfRecord: string[][] = [];
    const pageOfRecord: number[] = [];
    pages.forEach((page, p) => {
      this.firstRecord.push(this.records.length);
      for (const record of outlineToRecords(page)) this.records.push(record);
      for (const section of page.sections) {
        for (let k = 0; k <= section.blocks; k++) {
          termsOfRecord.push(section.terms);
          pageOfRecord.push(p);
        }
      }
    });
    this.loaded = pages.map((page) => page.sections.every((s) => s.content !== undefined));
    this.sections = groupSections(this.records, (i) => pageOfRecord[i]);
    this.sectionsOfPage = pages.map(() => []);
    this.sectionTerms = this.sections.map((section, i) => {
      this.sectionsOfPage[section.page].push(i);
      // Two headings with the same id share a URL, hence a section.
      const lists = new Set(section.records.map((r) => termsOfRecord[r]));
      return lists.size === 1 ? [...lists][0] : [...new Set([...lists].flat())];
    });
  }

  /** The word lists are large and only needed to build the engine. */
  releaseTerms(): void {
    this.sectionTerms = [];
    for (const page of this.pages) for (const section of page.sections) section.terms = [];
  }

  url(page: number): string {
    return this.pages[page].url;
  }

  isLoaded(page: number): boolean {
    return this.loaded[page];
  }

  /** Resolves when the page's text is in; concurrent callers share one download, and a failed one can be retried. */
  load(page: number): Promise<void> {
    if (this.loaded[page]) return Promise.resolve();
    let pending = this.pending.get(page);
    if (!pending) {
      const { source } = this;
      if (!source)
        return Promise.reject(new Error(`The text of ${this.url(page)} is not loaded and there is no source`));
      pending = source(this.pages[page].text)
        .then((data) => this.addText(page, data))
        .finally(() => this.pending.delete(page));
      this.pending.set(page, pending);
    }
    return pending;
  }

  /** Fills in a page's text file (raw or parsed JSON); throws IndexFormatError if it is not this page's. */
  addText(page: number, data: unknown): void {
    if (!this.pages[page]) throw new IndexFormatError(`there is no page ${page}`);
    const blocks = parseText(data, this.pages[page]);
    let at = this.firstRecord[page];
    for (const section of blocks) {
      at++; // the heading record
      for (const text of section) this.records[at++].content = text;
    }
    for (const s of this.sectionsOfPage[page]) joinContent(this.sections[s], this.records);
    this.loaded[page] = true;
  }
}
