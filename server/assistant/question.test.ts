import { describe, expect, it } from 'vitest';
import { SearchIndex, type DocPage } from '../../packages/search/src/node';
import { Library } from './library';
import { questionTerms } from './question';
import { relatedStems } from './thesaurus';
import { stem } from './stem';

const page = (url: string, title: string, content: string[]): DocPage => ({
  url,
  lvl0: 'Docs',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  pageRank: 1,
  sections: [{ level: 1, anchor: null, title, content }],
});

const library = Library.fromIndex(
  SearchIndex.fromPages([
    page('/docs/a', 'Touch targets', ['Make every touch target at least 24 by 24 pixels, and keep it large enough.']),
    page('/docs/b', 'Errors', ['Respond early, with status 401, when a token fails a check.']),
    page('/docs/c', 'Reviews', ['A reviewer checks the change before it is merged.']),
  ]),
);
const weightOf = (question: string, word: string) =>
  questionTerms(library, question).find((t) => t.stem === stem(word))?.weight;

describe('the words of a question', () => {
  it('weigh a word the standards never use like its synonyms they do, not like the rarest word', () => {
    expect(library.knows(stem('big'))).toBe(false);
    expect(relatedStems(stem('big')).has(stem('large'))).toBe(true);
    expect(weightOf('How big is a target?', 'big')).toBe(library.idf(stem('large')));
    // Without a synonym the standards know, an unknown word still weighs as the rarest one.
    expect(weightOf('How big is a pothole?', 'pothole')).toBe(library.idf('\u0000'));
  });

  it('leave out an adverb the standards never use, which says how rather than what', () => {
    const stems = questionTerms(library, 'How do I easily respond to an expired token?').map((t) => t.stem);
    expect(stems).not.toContain(stem('easily'));
    expect(stems).toContain(stem('token'));
    // A word the standards do use is kept, even if it ends in -ly.
    expect(questionTerms(library, 'Should I respond early?').map((t) => t.stem)).toContain(stem('early'));
  });

  it('meet "respond" for "return", as APIs are said to do both', () => {
    expect(relatedStems(stem('return')).has(stem('respond'))).toBe(true);
  });
});
