import { describe, expect, it } from 'vitest';
import type { Term } from './question';
import { stackOf } from './stacks';
import { stem } from './stem';

const term = (word: string, earlier = false): Term => ({
  stem: stem(word),
  words: new Set([word]),
  weight: 1,
  related: new Set(),
  ...(earlier ? { earlier } : {}),
});
const stems = (text: string) => new Set(text.split(' ').map(stem));

describe('the stack a question and a sentence name', () => {
  const python = [term('coverage'), term('python')];

  it('tells a sentence for the asked stack from one for another', () => {
    expect(stackOf(python, stems('in a python backend with coverage.py'))).toBe('asked');
    expect(stackOf(python, stems('in a django project'))).toBe('asked');
    expect(stackOf(python, stems('in the frontend with vitest'))).toBe('other');
    expect(stackOf(python, stems('let the tool fail the build'))).toBeUndefined();
  });

  it('reads a file extension as its stack: "coverage.py" is Python, "setup.mjs" Node.js', () => {
    // As the words of a question and a sentence are read: "coverage.py" is "coverage" and "py".
    const coveragePy = [term('coverage'), term('py')];
    expect(stackOf(coveragePy, stems('in a python backend with coverage'))).toBe('asked');
    expect(stackOf(coveragePy, stems('in the frontend with vitest'))).toBe('other');
    expect(stackOf([term('setup'), term('mjs')], stems('with vitest'))).toBe('asked');
  });

  it('says nothing where the question names no stack, or several', () => {
    expect(stackOf([term('coverage')], stems('with vitest'))).toBeUndefined();
    expect(stackOf([term('python'), term('node')], stems('with vitest'))).toBeUndefined();
  });

  it('reads in a follow-up only the words of the turn itself', () => {
    // "and for python?" after a question about Node.js.
    expect(stackOf([term('python'), term('node', true)], stems('with vitest'))).toBe('other');
    expect(stackOf([term('coverage'), term('node', true)], stems('with pytest'))).toBeUndefined();
  });
});
