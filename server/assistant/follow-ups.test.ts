import { describe, expect, it } from 'vitest';
import { SearchIndex, type DocPage } from '../../packages/search/src/node';
import { followUps, questionFor } from './follow-ups';
import { Library } from './library';

const library = Library.fromIndex(
  SearchIndex.fromPages([
    {
      url: '/docs/git',
      lvl0: 'Docs',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      pageRank: 1,
      sections: [
        { level: 1, anchor: null, title: 'Storing source code', content: ['Code lives in GitHub.'] },
        { level: 2, anchor: 'how-to-apply-it', title: 'How to apply it', content: [] },
        { level: 3, anchor: 'protect', title: 'Protect your branches', content: ['Turn on a ruleset.'] },
        {
          level: 3,
          anchor: 'operable',
          title: 'Operable: everyone can use the interface',
          content: ['Use a keyboard.'],
        },
        { level: 3, anchor: 'front-matter', title: 'Front matter', content: ['Each page starts with it.'] },
        { level: 2, anchor: 'pitfalls', title: 'Pitfalls', content: ['Force pushes.'] },
      ],
    } satisfies DocPage,
    {
      url: '/docs/mail',
      lvl0: 'Docs',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      pageRank: 1,
      sections: [
        { level: 1, anchor: null, title: 'Secure mail relay', content: ['Send mail through the relay.'] },
        { level: 2, anchor: 'pitfalls', title: 'Pitfalls', content: ['Direct SMTP.'] },
      ],
    } satisfies DocPage,
  ]),
);
const section = (anchor: string) => library.section(`/docs/git#${anchor}`)!;

describe('follow-up questions', () => {
  it('ask an instruction in the first person', () => {
    expect(questionFor(section('protect'))).toBe('How do I protect my branches?');
    expect(questionFor(section('pitfalls'))).toBe('What are the pitfalls of storing source code?');
  });

  it('are not made from headings that would not read as a question', () => {
    expect(questionFor(section('operable'))).toBeUndefined();
    expect(questionFor(section('front-matter'))).toBeUndefined();
  });

  it('offer only real questions, never one asked already or one for a section the answer quoted', () => {
    const all = ['protect', 'operable', 'front-matter', 'pitfalls'].map(section);
    expect(followUps(all, [], [])).toEqual([
      'How do I protect my branches?',
      'What are the pitfalls of storing source code?',
    ]);
    expect(followUps(all, ['/docs/git#protect'], ['what are the pitfalls of storing source code?'])).toEqual([]);
  });

  it('come from the pages the answer cites, not from another page the search found by chance', () => {
    const retrieved = [library.section('/docs/mail#pitfalls')!, section('protect'), section('pitfalls')];
    expect(followUps(retrieved, ['/docs/git#front-matter'], [])).toEqual([
      'How do I protect my branches?',
      'What are the pitfalls of storing source code?',
    ]);
    // A decline cites nothing: the pages the search found are all there is to offer.
    expect(followUps(retrieved, [], [])[0]).toBe('What are the pitfalls of secure mail relay?');
  });
});
