import type { Term } from './question';
import { stem } from './stem';

/**
 * The stacks a team builds on, each by the words that name it: its language and its files' extensions ("coverage.py"
 * is read as "coverage" and "py"), frameworks, tools and packages. A page that gives one rule for each stack ("In the
 * frontend, with Vitest…", "In a Python backend, with coverage.py…") answers the asker's stack in one of its sentences.
 */
const STACKS = [
  'python py django fastapi flask pytest pyjwt psycopg pip uv poetry pyproject',
  'node nodejs javascript typescript ts tsx js mjs cjs nestjs express npm vitest jest jose react vite nextjs',
  'java kotlin spring maven gradle',
].map((names) => new Set(names.split(' ').map(stem)));

/**
 * Whether a sentence's stems (its own, and those of the code it introduces) name the one stack the question names
 * ("asked"), only other stacks ("other"), or none; undefined too where the question names no stack or several. In a
 * follow-up only the turn's own words count: "and for python?" after a question about Node.js asks about Python.
 */
export function stackOf(
  terms: readonly Term[],
  ...stemSets: Array<ReadonlySet<string> | undefined>
): 'asked' | 'other' | undefined {
  const asked = askedStack(terms);
  if (!asked) return undefined;
  const named = STACKS.filter((stack) => [...stack].some((s) => stemSets.some((stems) => stems?.has(s))));
  if (named.includes(asked)) return 'asked';
  return named.length > 0 ? 'other' : undefined;
}

// The stack a question's words name, read once per question: every sentence of its answer is weighed against it.
const asking = new WeakMap<readonly Term[], Set<string> | undefined>();
function askedStack(terms: readonly Term[]): Set<string> | undefined {
  if (!asking.has(terms)) {
    const named = STACKS.filter((stack) => terms.some((t) => !t.earlier && stack.has(t.stem)));
    asking.set(terms, named.length === 1 ? named[0] : undefined);
  }
  return asking.get(terms);
}
