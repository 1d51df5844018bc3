import type { FacetFilters, SearchRecord } from './types';

interface FacetTest {
  path: string[];
  value: string;
  negated: boolean;
}

/** A compiled filter: every group must pass; a group passes when any of its tests does. */
export type FacetPredicate = (record: SearchRecord) => boolean;

function parseTest(filter: string): FacetTest | null {
  const colon = filter.indexOf(':');
  if (colon <= 0) return null;
  let value = filter.slice(colon + 1);
  let negated = false;
  // Algolia: a leading "-" negates; "\-" is a literal minus.
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return { path: filter.slice(0, colon).trim().split('.'), value, negated };
}

function valuesAt(record: SearchRecord, path: string[]): string[] {
  let node: unknown = record;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return [];
    node = (node as Record<string, unknown>)[key];
  }
  const list = Array.isArray(node) ? node : [node];
  return list.filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean').map(String);
}

function passes(record: SearchRecord, test: FacetTest): boolean {
  const found = valuesAt(record, test.path).includes(test.value);
  return test.negated ? !found : found;
}

export function compileFacetFilters(filters: FacetFilters | undefined): FacetPredicate | undefined {
  if (filters === undefined || filters === null) return undefined;
  const groups: FacetTest[][] = [];
  const list = typeof filters === 'string' ? [filters] : Array.isArray(filters) ? filters : [];
  for (const entry of list) {
    const members = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : [];
    const tests = members
      .filter((m): m is string => typeof m === 'string')
      .map(parseTest)
      .filter((t): t is FacetTest => t !== null);
    if (tests.length > 0) groups.push(tests);
  }
  if (groups.length === 0) return undefined;
  return (record) => groups.every((group) => group.some((test) => passes(record, test)));
}
