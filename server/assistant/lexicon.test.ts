import { describe, expect, it } from 'vitest';
import { englishLexicon } from './lexicon';

describe('the English lexicon (WordNet 3.1)', () => {
  const lexicon = englishLexicon();

  it('knows English words and their inflected forms', () => {
    for (const word of ['waste', 'pothole', 'committed', 'libraries', 'reviewing', 'larger', 'Boxes'])
      expect(lexicon.isWord(word), word).toBe(true);
  });

  it('reads the lemmas an inflected word can be a form of, with their part of speech', () => {
    expect(lexicon.lemmasOf('offices')).toEqual([{ lemma: 'office', pos: 'noun' }]);
    expect(lexicon.lemmasOf('opening')).toEqual(
      expect.arrayContaining([
        { lemma: 'opening', pos: 'noun' },
        { lemma: 'open', pos: 'verb' },
      ]),
    );
    expect(lexicon.lemmasOf('kubernetes')).toEqual([]);
  });

  it('does not know misspellings or product names', () => {
    for (const word of ['postgress', 'acessibility', 'dependancies', 'kubernetes', 'vitest'])
      expect(lexicon.isWord(word), word).toBe(false);
  });
});

describe('instructions', () => {
  const lexicon = englishLexicon();

  it('reads a phrase that starts with a verb as an instruction', () => {
    for (const heading of ['Protect your branches', 'Use HTTPS for everything', 'Pin the base image', 'Decide'])
      expect(lexicon.isInstruction(heading), heading).toBe(true);
  });

  it('does not read a noun phrase as one', () => {
    for (const heading of ['Front matter', 'Domain libraries', 'Obligations', 'Amsterdam Design System'])
      expect(lexicon.isInstruction(heading), heading).toBe(false);
  });
});
