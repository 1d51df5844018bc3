import { describe, expect, it } from 'vitest';
import { englishLexicon } from './lexicon';

describe('the English lexicon (WordNet 3.1)', () => {
  const lexicon = englishLexicon();

  it('knows English words and their inflected forms', () => {
    for (const word of ['waste', 'pothole', 'committed', 'libraries', 'reviewing', 'larger', 'Boxes'])
      expect(lexicon.isWord(word), word).toBe(true);
  });

  it('does not know misspellings or product names', () => {
    for (const word of ['postgress', 'acessibility', 'dependancies', 'kubernetes', 'vitest'])
      expect(lexicon.isWord(word), word).toBe(false);
  });
});
