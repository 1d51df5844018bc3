import {
  LEVELS,
  type SearchIndex,
  type SearchRecord,
  typoBudget,
  typoDistance,
  words,
} from '../../packages/search/src/node';
import { QuoteForms } from './forms';
import { englishLexicon } from './lexicon';
import { namedExamples } from './examples';
import { definedShortForms } from './short-forms';
import { isTableRow, sentences } from './sentences';
import { stem } from './stem';
import { allStems } from './words';

/** One sentence (or table row) of a section: the unit an extract is made of. */
export interface Unit {
  text: string;
  /** Which block of the section it comes from, and its place among the section's units. */
  block: number;
  position: number;
  stems: Set<string>;
  /** Stems outside quotation marks: words inside quotes are an example ("Download the 2026 budget"), not the subject. */
  ownStems: Set<string>;
  words: number;
  /** The section's next blocks are a list this sentence introduces ("… these checks:"). */
  introducesList: boolean;
  /** For a table row: the table's header row, and its stems, which say what each column of the row is. */
  header?: string;
  headerStems?: Set<string>;
  /** From a note beside the text ("Guidance updated"), which says what changed rather than the rule itself. */
  note: boolean;
  /** For the last sentence of a block that introduces a code block ("… with coverage.py:"): the code and its stems. */
  code?: { text: string; stems: Set<string> };
}

/** A heading and the blocks under it, with what the assistant needs to quote from it. */
export interface Section {
  /** Site-relative, with the anchor: /docs/backend/database#pitfalls; the page's own URL for its top. */
  url: string;
  pageUrl: string;
  pageTitle: string;
  /** The section's own heading; the page title for the top of the page. */
  heading: string;
  /** "Page › Section", or the page title for the top of the page. */
  title: string;
  /** Headings from the page title down to this section. */
  trail: string[];
  /** Heading level: 1 for the top of the page. */
  level: number;
  blocks: string[];
  /** The stems of each block, by index: the context of each of its sentences. */
  blockStems: Set<string>[];
  units: Unit[];
  stems: Set<string>;
  /** Stems of every heading from the page title down to the section's own, and of its own heading alone. */
  headingStems: Set<string>;
  ownHeadingStems: Set<string>;
  /** Stems of the page's description (its front matter): what the page says it is about. */
  descriptionStems: Set<string>;
  /** The index's records of the section: its heading, then its blocks. */
  records: SearchRecord[];
  /** How often each stem occurs in the blocks, and how many words they have: for BM25. */
  frequencies: Map<string, number>;
  length: number;
  /** Neighbouring stems of the blocks and headings ("pull request"), joined by a space. */
  pairs: Set<string>;
  /** The stems of the code blocks its sentences introduce ("A layout that works for most projects:"). */
  codeStems: Set<string>;
}

/** A page as one document, for ranking pages: how often each stem occurs in all its sections and headings. */
export interface PageStats {
  frequencies: Map<string, number>;
  length: number;
}

/** Text in double quotes, straight or curly. */
const QUOTED = /"[^"]*"|“[^”]*”/g;

function unitsOf(
  blocks: readonly string[],
  isNote: (block: string) => boolean,
  codeAfter: (block: string) => string | undefined,
): Unit[] {
  const units: Unit[] = [];
  let header: string | undefined;
  let headerStems: Set<string> | undefined;
  blocks.forEach((block, b) => {
    if (isTableRow(block)) {
      // The first row of a run of rows is the table's header.
      if (b === 0 || !isTableRow(blocks[b - 1])) [header, headerStems] = [block, allStems(block)];
    } else [header, headerStems] = [undefined, undefined];
    const code = codeAfter(block);
    const all = sentences(block);
    all.forEach((text, i) => {
      units.push({
        text,
        block: b,
        position: units.length,
        stems: allStems(text),
        ownStems: allStems(text.replace(QUOTED, ' ')),
        words: text.split(/\s+/).length,
        introducesList: text.endsWith(':') && b + 1 < blocks.length,
        ...(header !== undefined && header !== block ? { header, headerStems } : {}),
        note: isNote(block),
        // What a block introduces follows its last sentence.
        code: code !== undefined && i === all.length - 1 ? { text: code, stems: allStems(code) } : undefined,
      });
    });
  });
  return units;
}

/**
 * The standards as sections, read from the search index the site build
 * writes, with the word statistics that weigh a question's words: a word
 * found in few sections says more than one found everywhere.
 */
export class Library {
  readonly sections: Section[] = [];
  private readonly byUrl = new Map<string, Section>();
  private readonly sectionCount: Map<string, number> = new Map();
  private readonly positions = new Map<string, number>();
  /** The average number of words in a section. */
  readonly averageLength: number;
  /** Each page as one document, and the average page length: for BM25 over pages. */
  readonly pages = new Map<string, PageStats>();
  readonly averagePageLength: number;
  /** Every word the sections use, with how many sections use it: what a typo is corrected to. */
  private readonly vocabulary = new Map<string, number>();
  private readonly corrections = new Map<string, string | undefined>();
  /** The short forms the pages define ("architecture decision record (ADR)"), with the words they stand for. */
  private readonly shortForms: Map<string, string[]>;
  /** Names the pages give as examples of a kind ("Terraform" of infrastructure as code), with the kind's rarest word. */
  private readonly examples = new Map<string, readonly string[]>();
  /** A name written in at most this many sections is read by its kind as well. */
  private static readonly RARE_NAME_SECTIONS = 3;

  constructor(
    records: readonly SearchRecord[],
    /** How the pages write their code, for quotes that keep it. */
    readonly forms: QuoteForms = QuoteForms.empty(),
  ) {
    const grouped = new Map<string, SearchRecord[]>();
    for (const record of records) {
      const list = grouped.get(record.url);
      if (list) list.push(record);
      else grouped.set(record.url, [record]);
    }
    // Each page's description, stemmed once and shared by its sections.
    const described = new Map<string, Set<string>>();
    const descriptionStems = (pageUrl: string) => {
      if (!described.has(pageUrl)) described.set(pageUrl, allStems(forms.descriptionOf(pageUrl) ?? ''));
      return described.get(pageUrl)!;
    };
    for (const [url, group] of grouped) {
      const heading = group.find((r) => r.type !== 'content') ?? group[0];
      const level = heading.type === 'content' ? 1 : LEVELS.indexOf(heading.type);
      const trail = LEVELS.slice(1, level + 1)
        .map((l) => heading.hierarchy[l])
        .filter((h): h is string => !!h);
      const pageTitle = heading.hierarchy.lvl1 ?? url;
      const own = trail[trail.length - 1] ?? pageTitle;
      const blocks = group.filter((r) => r.type === 'content' && r.content).map((r) => r.content!);
      const units = unitsOf(
        blocks,
        (block) => forms.kindOf(heading.url_without_anchor, block) === 'note',
        (block) => forms.codeAfter(heading.url_without_anchor, block)?.text,
      );
      const frequencies = new Map<string, number>();
      let length = 0;
      const pairs = new Set<string>();
      for (const text of [...blocks, ...trail]) {
        let previous = '';
        for (const word of words(text)) {
          const s = stem(word);
          if (previous) pairs.add(`${previous} ${s}`);
          previous = s;
          if (!trail.includes(text)) {
            frequencies.set(s, (frequencies.get(s) ?? 0) + 1);
            length++;
          }
        }
      }
      const section: Section = {
        url,
        pageUrl: heading.url_without_anchor,
        pageTitle,
        heading: own,
        title: level <= 1 ? pageTitle : `${pageTitle} › ${own}`,
        trail,
        level,
        blocks,
        blockStems: blocks.map(allStems),
        units,
        stems: new Set(units.flatMap((u) => [...u.stems])),
        headingStems: allStems(trail.join(' ')),
        descriptionStems: descriptionStems(heading.url_without_anchor),
        ownHeadingStems: allStems(own),
        records: group,
        frequencies,
        length,
        pairs,
        codeStems: new Set(units.flatMap((u) => [...(u.code?.stems ?? [])])),
      };
      this.positions.set(url, this.sections.length);
      this.sections.push(section);
      this.byUrl.set(url, section);
      for (const s of new Set([...section.stems, ...section.headingStems]))
        this.sectionCount.set(s, (this.sectionCount.get(s) ?? 0) + 1);
      for (const w of new Set(words([...blocks, ...trail].join(' '))))
        this.vocabulary.set(w, (this.vocabulary.get(w) ?? 0) + 1);
    }
    this.shortForms = definedShortForms(this.sections.flatMap((s) => s.blocks));
    // A name the pages write often ("Python") is known by what they say of it; a rare one ("Terraform") by its kind,
    // and the kind by its rarest word ("infrastructure" of infrastructure as code): "code" would meet every page.
    for (const [name, kind] of namedExamples(this.sections.flatMap((s) => s.blocks)))
      if ((this.vocabulary.get(name) ?? 0) <= Library.RARE_NAME_SECTIONS)
        this.examples.set(name, [kind.reduce((a, b) => (this.idf(stem(b)) > this.idf(stem(a)) ? b : a))]);
    this.averageLength = this.sections.reduce((n, s) => n + s.length, 0) / Math.max(1, this.sections.length);
    for (const section of this.sections) {
      const page = this.pages.get(section.pageUrl) ?? { frequencies: new Map<string, number>(), length: 0 };
      for (const [s, n] of section.frequencies) page.frequencies.set(s, (page.frequencies.get(s) ?? 0) + n);
      // Every heading of the page once: what the page is about.
      for (const s of section.ownHeadingStems) page.frequencies.set(s, (page.frequencies.get(s) ?? 0) + 1);
      page.length += section.length;
      this.pages.set(section.pageUrl, page);
    }
    this.averagePageLength = [...this.pages.values()].reduce((n, p) => n + p.length, 0) / Math.max(1, this.pages.size);
  }

  static fromIndex(index: SearchIndex, forms?: QuoteForms): Library {
    return new Library(index.records, forms);
  }

  section(url: string): Section | undefined {
    return this.byUrl.get(url);
  }

  /** Where the section stands among all sections: pages in site order, each page's sections in its own order. */
  position(section: Section): number {
    return this.positions.get(section.url) ?? Number.MAX_SAFE_INTEGER;
  }

  /** Whether a site-relative URL (with or without anchor) is a page or section of the standards. */
  has(url: string): boolean {
    return this.byUrl.has(url);
  }

  /** BM25's inverse document frequency over sections; a word no section has weighs most. */
  idf(stem: string): number {
    const n = this.sections.length;
    const df = this.sectionCount.get(stem) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Whether any section writes the word itself, in this form. */
  writes(word: string): boolean {
    return this.vocabulary.has(word);
  }

  /** The rarest word of the kind the pages give a rarely written name as an example of ("terraform": infrastructure). */
  kindOfExample(word: string): readonly string[] | undefined {
    return this.examples.get(word);
  }

  /** The words a short form stands for where the pages define it ("adr", "adrs": architecture, decision, records). */
  definedShortForm(word: string): readonly string[] | undefined {
    return this.shortForms.get(word) ?? (word.endsWith('s') ? this.shortForms.get(word.slice(0, -1)) : undefined);
  }

  /** Whether any section uses the word. */
  knows(stem: string): boolean {
    return this.sectionCount.has(stem);
  }

  /**
   * The word the sections use that a misspelt word most likely means
   * ("postgress", "acessibility"): within the search's typo budget, the
   * closest, then the most used. Short words, numbers and English words are
   * never corrected.
   */
  correct(word: string): string | undefined {
    // An English word the standards do not use ("waste") is not a typo of one they do ("paste").
    if (word.length < 5 || englishLexicon().isWord(word)) return undefined;
    if (this.corrections.has(word)) return this.corrections.get(word);
    const budget = typoBudget(word);
    let best: string | undefined;
    let bestDistance = budget + 1;
    let bestCount = 0;
    for (const [known, count] of this.vocabulary) {
      const d = typoDistance(word, known, budget);
      if (d < bestDistance || (d === bestDistance && count > bestCount))
        [best, bestDistance, bestCount] = [known, d, count];
    }
    const found = bestDistance <= budget ? best : undefined;
    this.corrections.set(word, found);
    return found;
  }
}
