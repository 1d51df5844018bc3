import { describe, expect, it } from 'vitest';
import { oneWord, writesAsOneOf } from './same-word';
import { stem } from './stem';

describe('words the stemmer joins', () => {
  it('tells apart two nouns with no lemma in common', () => {
    expect(stem('office')).toBe(stem('officer'));
    expect(oneWord('office', 'officer')).toBe(false);
    expect(oneWord('policy', 'police')).toBe(false);
  });

  it('keeps a word one with its inflections, its irregular forms, and the verb or adjective of its subject', () => {
    for (const [a, b] of [
      ['offices', 'office'],
      ['found', 'find'],
      ['security', 'secure'],
      ['validation', 'validate'],
      ['kubernetes', 'kubernete'],
    ])
      expect(oneWord(a, b), `${a} ${b}`).toBe(true);
  });

  it('finds whether a text writes a stem as one of the words asked about', () => {
    const text = 'Tell the privacy officer the same day.';
    expect(writesAsOneOf(text, stem('office'), new Set(['office']))).toBe(false);
    expect(writesAsOneOf(text, stem('officers'), new Set(['officers']))).toBe(true);
    expect(writesAsOneOf(text, stem('office'), new Set())).toBe(true);
    expect(writesAsOneOf(text, stem('day'), new Set(['days']))).toBe(true);
  });
});
