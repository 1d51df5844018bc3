/**
 * The site's WCAG-EM evaluation (accessibility/evaluation.json) and the
 * accessibility statement built from it. The build (plugins/accessibility-statement)
 * and the unit test both call `buildStatement`, so a statement can only be
 * published from data that is complete: every success criterion judged on
 * every template, and every failure named as a deviation with a date.
 * No dependencies: the build imports this.
 */

/** WCAG-EM's outcomes, less "cannot tell", which we record as not checked with the reason in the evidence. */
const VERDICTS = ['pass', 'fail', 'not-present', 'not-checked'] as const;
type Verdict = (typeof VERDICTS)[number];

type MethodKind = 'automated' | 'scripted' | 'manual';

interface Method {
  id: string;
  kind: MethodKind;
  name: string;
  /** The test that carries it out (automated and scripted methods). */
  test?: string;
  /** The steps anyone can repeat (manual methods). */
  procedure?: string[];
}

interface Template {
  id: string;
  name: string;
  /** The pages and states of the structured sample that stand for the template. */
  sample: string[];
}

interface Result {
  /** The templates this result is about, or "all". */
  templates: string[] | 'all';
  verdict: Verdict;
  methods: string[];
  evidence: string;
}

interface Criterion {
  id: string;
  name: string;
  level: 'A' | 'AA';
  results: Result[];
}

interface Deviation {
  criteria: string[];
  templates: string[];
  /** What goes wrong, for whom: the statement shows it as written. */
  description: string;
  /** What we do about it. */
  measure: string;
  /** The day it is to be fixed, YYYY-MM-DD. */
  fixBy: string;
}

export interface Evaluation {
  website: { name: string; url: string; organisation: string; team: string };
  standard: string;
  method: string;
  date: string;
  evaluator: string;
  independentAudit: boolean;
  environment: string;
  countNote: string;
  contact: { channel: string; href: string; responseDays: number };
  templates: Template[];
  methods: Method[];
  criteria: Criterion[];
  deviations: Deviation[];
}

/** WCAG 2.2's success criteria at A and AA, less 4.1.1 Parsing, which 2.2 marks obsolete and removed. */
export const WCAG22_A_AA: readonly string[] = [
  ...['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.3.5'],
  ...['1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13'],
  ...['2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.4.5'],
  ...['2.4.6', '2.4.7', '2.4.11', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '2.5.7', '2.5.8'],
  ...['3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6', '3.3.1', '3.3.2', '3.3.3', '3.3.4'],
  ...['3.3.7', '3.3.8', '4.1.2', '4.1.3'],
];

/**
 * The national model's compliance statuses. A and B rest on a complete
 * evaluation; with criteria still unchecked the honest status is C.
 */
const STATUSES = {
  A: { nl: 'voldoet volledig', en: 'fully compliant' },
  B: { nl: 'voldoet gedeeltelijk', en: 'partially compliant' },
  C: { nl: 'eerste maatregelen genomen', en: 'first measures taken' },
  D: { nl: 'voldoet niet', en: 'not compliant' },
  E: { nl: 'geen verklaring', en: 'no statement' },
} as const;
type Status = keyof typeof STATUSES;

type Counts = Record<Verdict, number>;

interface StatementDeviation extends Deviation {
  criterionNames: string[];
  templateNames: string[];
}

export interface Statement {
  website: Evaluation['website'];
  standard: string;
  method: string;
  date: string;
  evaluator: string;
  independentAudit: boolean;
  contact: Evaluation['contact'];
  status: Status;
  statusName: { nl: string; en: string };
  templates: Array<{ name: string; sample: string[] }>;
  /** Verdicts over every criterion × template. */
  counts: Counts;
  criteriaCount: number;
  countNote: string;
  deviations: StatementDeviation[];
  /** Criteria not yet judged on some template, with those templates. */
  notChecked: Array<{ id: string; name: string; templates: string[] }>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each criterion's verdict per template id; throws listing every gap and contradiction it finds. */
function verdictsByTemplate(evaluation: Evaluation): Map<string, Map<string, Result>> {
  const problems: string[] = [];
  const templateIds = evaluation.templates.map((t) => t.id);
  const methodIds = new Set(evaluation.methods.map((m) => m.id));
  const byCriterion = new Map<string, Map<string, Result>>();

  const listed = evaluation.criteria.map((c) => c.id);
  for (const id of WCAG22_A_AA) if (!listed.includes(id)) problems.push(`${id}: no verdict (criterion missing)`);
  for (const id of listed) if (!WCAG22_A_AA.includes(id)) problems.push(`${id}: not a WCAG 2.2 A/AA criterion`);

  for (const criterion of evaluation.criteria) {
    const verdicts = new Map<string, Result>();
    for (const result of criterion.results) {
      if (!VERDICTS.includes(result.verdict)) problems.push(`${criterion.id}: unknown verdict "${result.verdict}"`);
      if (result.methods.length === 0) problems.push(`${criterion.id}: a verdict without a method`);
      for (const method of result.methods) {
        if (!methodIds.has(method)) problems.push(`${criterion.id}: unknown method "${method}"`);
      }
      if (!result.evidence.trim()) problems.push(`${criterion.id}: a verdict without evidence`);
      for (const template of result.templates === 'all' ? templateIds : result.templates) {
        if (!templateIds.includes(template)) problems.push(`${criterion.id}: unknown template "${template}"`);
        else if (verdicts.has(template)) problems.push(`${criterion.id}: two verdicts for ${template}`);
        else verdicts.set(template, result);
      }
    }
    for (const template of templateIds) {
      if (!verdicts.has(template)) problems.push(`${criterion.id}: no verdict for ${template}`);
    }
    byCriterion.set(criterion.id, verdicts);
  }

  for (const method of evaluation.methods) {
    if (method.kind === 'manual' && !method.procedure?.length) problems.push(`method ${method.id}: no procedure`);
    if (method.kind !== 'manual' && !method.test) problems.push(`method ${method.id}: no test named`);
  }

  for (const [id, verdicts] of byCriterion) {
    for (const [template, result] of verdicts) {
      if (result.verdict !== 'fail') continue;
      const deviation = evaluation.deviations.find((d) => d.criteria.includes(id) && d.templates.includes(template));
      if (!deviation) problems.push(`${id}: fails on ${template} without a deviation entry`);
    }
  }
  for (const deviation of evaluation.deviations) {
    if (!DATE.test(deviation.fixBy)) problems.push(`deviation "${deviation.description}": fixBy is not YYYY-MM-DD`);
    for (const id of deviation.criteria) {
      const failing = deviation.templates.some((t) => byCriterion.get(id)?.get(t)?.verdict === 'fail');
      if (!failing) problems.push(`deviation on ${id}: no template fails it`);
    }
  }
  if (!DATE.test(evaluation.date)) problems.push('the evaluation date is not YYYY-MM-DD');

  if (problems.length > 0) throw new Error(`The accessibility evaluation is incomplete:\n- ${problems.join('\n- ')}`);
  return byCriterion;
}

function statusOf(counts: Counts, independentAudit: boolean): Status {
  if (counts['not-checked'] > 0) return 'C';
  if (counts.fail > 0) return 'B';
  return independentAudit ? 'A' : 'B';
}

/** The statement's content from the evaluation; throws when the evaluation cannot carry a statement. */
export function buildStatement(evaluation: Evaluation): Statement {
  const byCriterion = verdictsByTemplate(evaluation);
  const templateName = new Map(evaluation.templates.map((t) => [t.id, t.name]));
  const criterionName = new Map(evaluation.criteria.map((c) => [c.id, `${c.id} ${c.name}`]));
  const counts: Counts = { pass: 0, fail: 0, 'not-present': 0, 'not-checked': 0 };
  const notChecked: Statement['notChecked'] = [];

  for (const criterion of evaluation.criteria) {
    const unchecked: string[] = [];
    for (const [template, result] of byCriterion.get(criterion.id)!) {
      counts[result.verdict] += 1;
      if (result.verdict === 'not-checked') unchecked.push(templateName.get(template)!);
    }
    if (unchecked.length > 0) notChecked.push({ id: criterion.id, name: criterion.name, templates: unchecked });
  }

  const status = statusOf(counts, evaluation.independentAudit);
  return {
    website: evaluation.website,
    standard: evaluation.standard,
    method: evaluation.method,
    date: evaluation.date,
    evaluator: evaluation.evaluator,
    independentAudit: evaluation.independentAudit,
    contact: evaluation.contact,
    status,
    statusName: STATUSES[status],
    templates: evaluation.templates.map(({ name, sample }) => ({ name, sample })),
    counts,
    criteriaCount: evaluation.criteria.length,
    countNote: evaluation.countNote,
    deviations: [...evaluation.deviations]
      .sort((a, b) => a.fixBy.localeCompare(b.fixBy))
      .map((d) => ({
        ...d,
        criterionNames: d.criteria.map((id) => criterionName.get(id) ?? id),
        templateNames: d.templates.map((id) => templateName.get(id) ?? id),
      })),
    notChecked,
  };
}

/** The date of the evaluation plus the longest interval before it must be repeated (36 months). */
export function reevaluateBy(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year! + 3}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
