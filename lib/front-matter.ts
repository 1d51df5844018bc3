/**
 * The front matter every page in docs/ carries (CONTRIBUTING.md explains it to authors).
 * Pure: the build hook (plugins/front-matter/parse.ts), the content test (tests/content) and the review badge use it.
 */
export const statuses = ['required', 'recommended', 'process'] as const;
export type Status = (typeof statuses)[number];

export const maxDescriptionLength = 160;
/** A page is re-reviewed at the latest this many months after its last review. */
export const maxReviewIntervalMonths = 12;

const dateFields = ['last_reviewed', 'next_review'] as const;
type DateField = (typeof dateFields)[number];

/**
 * What a change does to the rules: `must` or `should` when it adds, drops or
 * rewords a MUST or SHOULD rule (MUST NOT and SHOULD NOT included), `none` for
 * everything else. /changelog and the feeds mark the first two.
 */
const ruleMarks = ['must', 'should', 'none'] as const;
export type RuleMark = (typeof ruleMarks)[number];

/** One entry of a page's `changes` list: the one record of what changed, read by /changelog and the feeds. */
export interface Change {
  /** YYYY-MM-DD. */
  date: string;
  /** One or two sentences. */
  summary: string;
  rule: RuleMark;
}

const changeFields = ['date', 'summary', 'rule'] as const;
/** Room for two full sentences; more belongs on the page itself (the "Guidance updated" note). */
const maxSummaryLength = 400;

export interface FrontMatterIssue {
  field: string;
  message: string;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-29 is not one). */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The literal text of a top-level scalar in a YAML front matter block, without
 * quotes or a trailing comment. YAML turns an unquoted 2026-02-30 into a Date
 * of 2 March; the literal is what the author wrote.
 */
export function yamlLiteral(yamlSource: string, field: string): string | undefined {
  const line = new RegExp(`^${field}[ \\t]*:[ \\t]*(.*)$`, 'm').exec(yamlSource)?.[1];
  if (line === undefined) return undefined;
  const quoted = /^(['"])(.*)\1/.exec(line.trim());
  return quoted ? quoted[2] : line.replace(/\s+#.*$/, '').trim();
}

/** A Markdown file's front matter: the YAML between an opening `---` on its first line and the closing `---`. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The YAML between the opening and closing `---` of a Markdown file, if it has front matter. */
export function frontMatterSource(fileContent: string): string | undefined {
  return FRONT_MATTER.exec(fileContent)?.[1];
}

/** A Markdown file's body: what follows its front matter, or the whole file when it has none. */
export function withoutFrontMatter(fileContent: string): string {
  return fileContent.replace(FRONT_MATTER, '');
}

/**
 * A date field as YYYY-MM-DD, or undefined when it is not a real ISO date.
 * Accepts a string or the Date that YAML makes of an unquoted date; with the
 * YAML source at hand, a Date is checked against what the author wrote.
 */
export function isoDateValue(value: unknown, literal?: string): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const iso = value.toISOString();
    // YAML dates without a time are midnight UTC; anything else carried a time.
    if (!iso.endsWith('T00:00:00.000Z')) return undefined;
    const day = iso.slice(0, 10);
    if (literal !== undefined && literal !== day) return undefined;
    return day;
  }
  return typeof value === 'string' && isIsoDate(value) ? value : undefined;
}

/**
 * The dates of the `changes` list as the author wrote them, in order (block or
 * flow style). YAML turns a nested 2026-02-30 into 2 March as well, and
 * yamlLiteral only reads top-level fields.
 */
export function changeDateLiterals(yamlSource: string): string[] {
  const block = /^changes[ \t]*:.*(?:\r?\n(?:[ \t-].*|#.*|[ \t]*))*/m.exec(yamlSource)?.[0] ?? '';
  const dates = /(?:^[ \t]*(?:-[ \t]+)?|[{,][ \t]*)date[ \t]*:[ \t]*("[^"\n]*"|'[^'\n]*'|[^\s,}#]+)/gm;
  return [...block.matchAll(dates)].map(([, literal]) => literal.replace(/^(['"])(.*)\1$/, '$2'));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The literal each entry's date was written as, when every entry's date could be read from the source. */
function literalsByEntry(entries: readonly unknown[], yamlSource: string | undefined): (string | undefined)[] {
  const literals = yamlSource === undefined ? [] : changeDateLiterals(yamlSource);
  const dated = entries.filter((entry) => isRecord(entry) && entry.date !== undefined).length;
  let next = 0;
  return entries.map((entry) =>
    literals.length === dated && isRecord(entry) && entry.date !== undefined ? literals[next++] : undefined,
  );
}

/** Every problem with a `changes` list, each naming its entry and field (`changes[1].date`). */
function validateChanges(value: unknown, yamlSource?: string): FrontMatterIssue[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    return [{ field: 'changes', message: `must be a list of changes, each with ${changeFields.join(', ')}` }];
  }
  if (value.length === 0) return [{ field: 'changes', message: 'must list at least one change, or be left out' }];

  const issues: FrontMatterIssue[] = [];
  const literals = literalsByEntry(value, yamlSource);
  const seen = new Map<string, number>();
  value.forEach((entry: unknown, index) => {
    const at = `changes[${index}]`;
    if (!isRecord(entry)) {
      issues.push({ field: at, message: `must be a change with ${changeFields.join(', ')} (got ${shown(entry)})` });
      return;
    }
    for (const key of Object.keys(entry)) {
      if (!(changeFields as readonly string[]).includes(key)) {
        issues.push({ field: `${at}.${key}`, message: `is not a field of a change (${changeFields.join(', ')})` });
      }
    }

    if (entry.date === undefined || entry.date === null) issues.push({ field: `${at}.date`, message: 'is missing' });
    else {
      const day = isoDateValue(entry.date, literals[index]);
      if (!day) {
        const got = literals[index] ?? shown(entry.date);
        issues.push({ field: `${at}.date`, message: `must be a real date written YYYY-MM-DD (got ${got})` });
      } else if (seen.has(day)) {
        // The day is part of the entry's anchor on /changelog, so it must be unique per page.
        issues.push({
          field: `${at}.date`,
          message: `repeats ${day} of changes[${seen.get(day)}]: write one entry per day, with both changes in its summary`,
        });
      } else seen.set(day, index);
    }

    const { summary } = entry;
    if (summary === undefined || summary === null) issues.push({ field: `${at}.summary`, message: 'is missing' });
    else if (typeof summary !== 'string') {
      issues.push({ field: `${at}.summary`, message: `must be text (got ${shown(summary)})` });
    } else if (summary.trim() === '') issues.push({ field: `${at}.summary`, message: 'must not be empty' });
    else if (summary.length > maxSummaryLength) {
      issues.push({
        field: `${at}.summary`,
        message: `must be one or two sentences, at most ${maxSummaryLength} characters (it has ${summary.length})`,
      });
    }

    if (entry.rule === undefined || entry.rule === null) issues.push({ field: `${at}.rule`, message: 'is missing' });
    else if (!ruleMarks.includes(entry.rule as RuleMark)) {
      issues.push({
        field: `${at}.rule`,
        message: `must be one of ${ruleMarks.join(', ')} (got ${shown(entry.rule)})`,
      });
    }
  });
  return issues;
}

/** A valid `changes` list with its dates as YYYY-MM-DD text and its summaries trimmed; [] when there is none. */
export function normaliseChanges(value: unknown, yamlSource?: string): Change[] {
  if (!Array.isArray(value)) return [];
  const literals = literalsByEntry(value, yamlSource);
  return value.flatMap((entry: unknown, index) =>
    isRecord(entry)
      ? [
          {
            date: isoDateValue(entry.date, literals[index]) ?? String(entry.date),
            summary: String(entry.summary).trim(),
            rule: entry.rule as RuleMark,
          },
        ]
      : [],
  );
}

function shown(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  return JSON.stringify(value) ?? String(value);
}

/** The same day `months` months on, as YYYY-MM-DD (compares correctly as text, even for 29 February). */
export function monthsAfter(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-${pad(day)}`;
}

/**
 * Every problem with a page's front matter; an empty list means it is valid.
 * `yamlSource` is the raw front matter block, used to read dates as written.
 */
export function validateFrontMatter(frontMatter: Record<string, unknown>, yamlSource?: string): FrontMatterIssue[] {
  const issues: FrontMatterIssue[] = [];
  const missing = (field: string) => frontMatter[field] === undefined || frontMatter[field] === null;

  for (const field of ['title', 'description'] as const) {
    const value = frontMatter[field];
    if (missing(field)) issues.push({ field, message: 'is missing' });
    else if (typeof value !== 'string') issues.push({ field, message: `must be text (got ${shown(value)})` });
    else if (value.trim() === '') issues.push({ field, message: 'must not be empty' });
  }
  const description = frontMatter.description;
  if (typeof description === 'string' && description.length > maxDescriptionLength) {
    issues.push({
      field: 'description',
      message: `must be at most ${maxDescriptionLength} characters (it has ${description.length})`,
    });
  }

  if (missing('status')) issues.push({ field: 'status', message: 'is missing' });
  else if (!statuses.includes(frontMatter.status as Status)) {
    issues.push({
      field: 'status',
      message: `must be one of ${statuses.join(', ')} (got ${shown(frontMatter.status)})`,
    });
  }

  const dates: Partial<Record<DateField, string>> = {};
  for (const field of dateFields) {
    if (missing(field)) {
      issues.push({ field, message: 'is missing' });
      continue;
    }
    const literal = yamlSource === undefined ? undefined : yamlLiteral(yamlSource, field);
    const day = isoDateValue(frontMatter[field], literal);
    if (day) dates[field] = day;
    else {
      const got = literal ?? shown(frontMatter[field]);
      issues.push({ field, message: `must be a real date written YYYY-MM-DD (got ${got})` });
    }
  }

  const { last_reviewed: last, next_review: next } = dates;
  if (last && next) {
    const latest = monthsAfter(last, maxReviewIntervalMonths);
    if (next <= last) {
      issues.push({ field: 'next_review', message: `must be after last_reviewed (${last}); it is ${next}` });
    } else if (next > latest) {
      issues.push({
        field: 'next_review',
        message: `must be at most ${maxReviewIntervalMonths} months after last_reviewed (${last}), so no later than ${latest}; it is ${next}`,
      });
    }
  }
  issues.push(...validateChanges(frontMatter.changes, yamlSource));
  return issues;
}

/** The front matter with its dates as YYYY-MM-DD text, as the pages read them. Call on valid front matter. */
export function normaliseFrontMatter(
  frontMatter: Record<string, unknown>,
  yamlSource?: string,
): Record<string, unknown> {
  const normalised = { ...frontMatter };
  for (const field of dateFields) {
    const literal = yamlSource === undefined ? undefined : yamlLiteral(yamlSource, field);
    const day = isoDateValue(frontMatter[field], literal);
    if (day) normalised[field] = day;
  }
  if (frontMatter.changes !== undefined) normalised.changes = normaliseChanges(frontMatter.changes, yamlSource);
  return normalised;
}
