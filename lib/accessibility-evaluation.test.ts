import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStatement, reevaluateBy, WCAG22_A_AA, type Evaluation } from './accessibility-evaluation';

const evaluationFile = join(__dirname, '../accessibility/evaluation.json');
const evaluation = (): Evaluation => JSON.parse(readFileSync(evaluationFile, 'utf8')) as Evaluation;

describe('the statement built from accessibility/evaluation.json', () => {
  it('judges the 55 criteria of WCAG 2.2 A and AA on every template', () => {
    expect(WCAG22_A_AA).toHaveLength(55);
    expect(WCAG22_A_AA).not.toContain('4.1.1');
    const data = evaluation();
    const statement = buildStatement(data);
    expect(statement.criteriaCount).toBe(55);
    const total = Object.values(statement.counts).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(55 * data.templates.length);
  });

  it('claims A or B only when nothing is left unchecked, and A only after an independent audit', () => {
    const statement = buildStatement(evaluation());
    if (statement.counts['not-checked'] > 0) expect(statement.status).toBe('C');
    else expect(statement.status).toBe(statement.counts.fail === 0 && statement.independentAudit ? 'A' : 'B');
  });

  it('lists every failure as a deviation with a date', () => {
    const statement = buildStatement(evaluation());
    expect(statement.counts.fail === 0 || statement.deviations.length > 0).toBe(true);
    for (const deviation of statement.deviations) expect(deviation.fixBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('an evaluation that cannot carry a statement', () => {
  it('fails when a criterion has no verdict on a template', () => {
    const data = evaluation();
    const criterion = data.criteria.find((c) => c.id === '1.4.3')!;
    criterion.results = [{ ...criterion.results[0]!, templates: ['home'] }];
    expect(() => buildStatement(data)).toThrow(/1\.4\.3: no verdict for doc/);
  });

  it('fails when a criterion is missing', () => {
    const data = evaluation();
    data.criteria = data.criteria.filter((c) => c.id !== '2.5.8');
    expect(() => buildStatement(data)).toThrow(/2\.5\.8: no verdict \(criterion missing\)/);
  });

  it('fails when a failing criterion has no deviation entry', () => {
    const data = evaluation();
    const criterion = data.criteria.find((c) => c.id === '1.4.3')!;
    criterion.results = [{ ...criterion.results[0]!, verdict: 'fail' }];
    expect(() => buildStatement(data)).toThrow(/1\.4\.3: fails on home without a deviation entry/);
  });

  it('fails when a deviation has no fix date or names a criterion that does not fail', () => {
    const data = evaluation();
    data.deviations.push({ criteria: ['1.4.3'], templates: ['home'], description: 'x', measure: 'y', fixBy: 'soon' });
    expect(() => buildStatement(data)).toThrow(
      /fixBy is not YYYY-MM-DD[\s\S]*deviation on 1\.4\.3: no template fails it/,
    );
  });

  it('fails on a verdict without method or evidence, and on a manual method without a procedure', () => {
    const data = evaluation();
    data.criteria[0]!.results[0]!.methods = [];
    data.criteria[1]!.results[0]!.evidence = ' ';
    data.methods.find((m) => m.kind === 'manual')!.procedure = [];
    expect(() => buildStatement(data)).toThrow(
      /a verdict without a method[\s\S]*a verdict without evidence[\s\S]*no procedure/,
    );
  });
});

it('must be repeated within 36 months', () => {
  expect(reevaluateBy('2026-11-25')).toBe('2029-11-25');
});
