import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import {
  changeDateLiterals,
  frontMatterSource,
  withoutFrontMatter,
  isIsoDate,
  normaliseChanges,
  normaliseFrontMatter,
  validateFrontMatter,
  yamlLiteral,
  type FrontMatterIssue,
} from './front-matter';

const valid = {
  title: 'Database',
  description: 'PostgreSQL is the relational database for city applications.',
  status: 'required',
  last_reviewed: '2026-11-21',
  next_review: '2027-08-21',
};

const fields = (issues: FrontMatterIssue[]) => issues.map((issue) => issue.field);

/** Front matter as Docusaurus gets it: YAML parsed by gray-matter, plus the raw block. */
function parsed(yaml: string): [Record<string, unknown>, string] {
  const file = `---\n${yaml}\n---\n\nBody.\n`;
  return [matter(file, {}).data, frontMatterSource(file)!];
}

describe('validateFrontMatter', () => {
  it('accepts complete front matter, dates quoted or not', () => {
    expect(validateFrontMatter(valid)).toEqual([]);
    const [data, source] = parsed(
      'title: Database\ndescription: About PostgreSQL.\nstatus: process\nlast_reviewed: 2026-11-21\nnext_review: "2027-08-21"',
    );
    expect(data.last_reviewed).toBeInstanceOf(Date);
    expect(validateFrontMatter(data, source)).toEqual([]);
  });

  it.each(['title', 'description', 'status', 'last_reviewed', 'next_review'])('names a missing %s', (field) => {
    const issues = validateFrontMatter({ ...valid, [field]: undefined });
    expect(issues).toEqual([{ field, message: 'is missing' }]);
  });

  it('rejects an empty title or description and a description over 160 characters', () => {
    expect(fields(validateFrontMatter({ ...valid, title: '  ' }))).toEqual(['title']);
    expect(fields(validateFrontMatter({ ...valid, description: '' }))).toEqual(['description']);
    expect(validateFrontMatter({ ...valid, description: 'x'.repeat(160) })).toEqual([]);
    const long = validateFrontMatter({ ...valid, description: 'x'.repeat(161) });
    expect(long).toEqual([
      { field: 'description', message: expect.stringMatching(/at most 160 characters \(it has 161\)/) },
    ]);
    expect(fields(validateFrontMatter({ ...valid, title: 42 }))).toEqual(['title']);
  });

  it('accepts only the three statuses', () => {
    for (const status of ['required', 'recommended', 'process']) {
      expect(validateFrontMatter({ ...valid, status })).toEqual([]);
    }
    expect(validateFrontMatter({ ...valid, status: 'Required' })).toEqual([
      { field: 'status', message: 'must be one of required, recommended, process (got "Required")' },
    ]);
  });

  it.each(['2026-13-01', '2026-02-29', '2026-11-31', '21-11-2026', '2026/11/21', '2026-1-5', '2026-11-21T10:00:00Z'])(
    'rejects %s as a date',
    (date) => {
      expect(fields(validateFrontMatter({ ...valid, last_reviewed: date, next_review: '2027-01-01' }))).toEqual([
        'last_reviewed',
      ]);
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(validateFrontMatter({ ...valid, last_reviewed: '2028-02-29', next_review: '2029-02-28' })).toEqual([]);
  });

  it('catches an impossible date that YAML quietly rolled over', () => {
    const [data, source] = parsed(
      'title: T\ndescription: D\nstatus: required\nlast_reviewed: 2026-02-30\nnext_review: 2026-11-21',
    );
    expect(data.last_reviewed).toBeInstanceOf(Date);
    expect(validateFrontMatter(data, source)).toEqual([
      { field: 'last_reviewed', message: 'must be a real date written YYYY-MM-DD (got 2026-02-30)' },
    ]);
  });

  it('rejects a YAML timestamp with a time', () => {
    const [data, source] = parsed(
      'title: T\ndescription: D\nstatus: required\nlast_reviewed: 2026-11-21T10:00:00Z\nnext_review: 2027-08-21',
    );
    expect(fields(validateFrontMatter(data, source))).toEqual(['last_reviewed']);
    expect(fields(validateFrontMatter(data))).toEqual(['last_reviewed']);
  });

  it('wants next_review after last_reviewed and at most 12 months after it', () => {
    expect(validateFrontMatter({ ...valid, next_review: '2027-11-21' })).toEqual([]);
    expect(fields(validateFrontMatter({ ...valid, next_review: '2027-11-22' }))).toEqual(['next_review']);
    expect(fields(validateFrontMatter({ ...valid, next_review: '2026-11-21' }))).toEqual(['next_review']);
    expect(fields(validateFrontMatter({ ...valid, next_review: '2026-01-01' }))).toEqual(['next_review']);
    expect(validateFrontMatter({ ...valid, next_review: '2028-01-01' })[0].message).toMatch(/no later than 2027-11-21/);
  });
});

describe('yamlLiteral, frontMatterSource and withoutFrontMatter', () => {
  it('reads a scalar as written, without quotes or comments', () => {
    const source = 'a: 2026-02-30 # typo\nb: \'2026-01-01\'\nc: "x"';
    expect(yamlLiteral(source, 'a')).toBe('2026-02-30');
    expect(yamlLiteral(source, 'b')).toBe('2026-01-01');
    expect(yamlLiteral(source, 'c')).toBe('x');
    expect(yamlLiteral(source, 'd')).toBeUndefined();
  });

  it('finds the block only at the start of a file', () => {
    expect(frontMatterSource('---\ntitle: A\n---\n\nText')).toBe('title: A');
    expect(frontMatterSource('Text\n---\ntitle: A\n---\n')).toBeUndefined();
    expect(withoutFrontMatter('---\ntitle: A\n---\n\nText')).toBe('\nText');
    expect(withoutFrontMatter('Text\n---\ntitle: A\n---\n')).toBe('Text\n---\ntitle: A\n---\n');
  });

  it('isIsoDate checks the calendar', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('the changes list', () => {
  const base =
    'title: Database\ndescription: About PostgreSQL.\nstatus: required\nlast_reviewed: 2026-11-24\nnext_review: 2027-08-24';
  const issues = (changes: string) => validateFrontMatter(...parsed(`${base}\n${changes}`));

  it('is optional, and accepts entries with a date, a summary and a rule mark, dates quoted or not', () => {
    expect(validateFrontMatter(valid)).toEqual([]);
    const block = [
      'changes:',
      '  - date: 2026-11-24',
      '    summary: Every schema change MUST be a versioned migration.',
      '    rule: must',
      '  - { date: "2026-11-23", summary: "Adds jsonb.", rule: none }',
    ].join('\n');
    expect(issues(block)).toEqual([]);
    const [data, source] = parsed(`${base}\n${block}`);
    expect(normaliseChanges(data.changes, source)).toEqual([
      { date: '2026-11-24', summary: 'Every schema change MUST be a versioned migration.', rule: 'must' },
      { date: '2026-11-23', summary: 'Adds jsonb.', rule: 'none' },
    ]);
    expect(normaliseFrontMatter(data, source).changes).toEqual(normaliseChanges(data.changes, source));
  });

  it('names the entry and field of an impossible date, which YAML would read as another day', () => {
    const block =
      'changes:\n  - date: 2026-11-23\n    summary: A.\n    rule: none\n  - date: 2026-02-30\n    summary: B.\n    rule: none';
    expect(issues(block)).toEqual([
      { field: 'changes[1].date', message: 'must be a real date written YYYY-MM-DD (got 2026-02-30)' },
    ]);
  });

  it('names every missing or malformed field of an entry', () => {
    const block = 'changes:\n  - summary: ""\n    rule: MUST\n    author: EE';
    expect(issues(block)).toEqual([
      { field: 'changes[0].author', message: 'is not a field of a change (date, summary, rule)' },
      { field: 'changes[0].date', message: 'is missing' },
      { field: 'changes[0].summary', message: 'must not be empty' },
      { field: 'changes[0].rule', message: 'must be one of must, should, none (got "MUST")' },
    ]);
  });

  it('wants a list of entries, one a day, of at most two sentences', () => {
    expect(fields(issues('changes: Added jsonb.'))).toEqual(['changes']);
    expect(fields(issues('changes: []'))).toEqual(['changes']);
    expect(fields(issues('changes:\n  - 2026-11-23'))).toEqual(['changes[0]']);
    const twice =
      'changes:\n  - date: 2026-11-23\n    summary: A.\n    rule: none\n  - date: 2026-11-23\n    summary: B.\n    rule: must';
    expect(issues(twice)).toEqual([
      {
        field: 'changes[1].date',
        message: expect.stringMatching(/^repeats 2026-11-23 of changes\[0\]: write one entry per day/),
      },
    ]);
    const long = `changes:\n  - date: 2026-11-23\n    summary: ${'x'.repeat(401)}\n    rule: none`;
    expect(issues(long)).toEqual([
      { field: 'changes[0].summary', message: expect.stringMatching(/at most 400 characters \(it has 401\)/) },
    ]);
  });

  it('reads the dates as written, in block and flow style, not from a summary', () => {
    const source = [
      'title: T',
      'changes:',
      '  - date: 2026-02-30 # typo',
      '    summary: "On this date: date: 2020-01-01"',
      "  - { summary: 'x', date: '2026-11-23', rule: none }",
      '- date: 2026-11-22',
      'next_review: 2027-01-01',
    ].join('\n');
    expect(changeDateLiterals(source)).toEqual(['2026-02-30', '2026-11-23', '2026-11-22']);
  });
});
