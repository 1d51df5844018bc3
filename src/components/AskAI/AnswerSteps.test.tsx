// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hit } from './__fixtures__/assistant';
import AnswerSteps from './AnswerSteps';
import type { SearchPart } from './messages';

const marked = {
  ...hit('handling-access-tokens', 'Validate a token in TypeScript with jose', 'validate-jose'),
  _highlightResult: {
    hierarchy: {
      lvl3: { value: '<mark>Validate</mark> a <mark>token</mark> in TypeScript with jose', matchLevel: 'full' },
    },
  },
};

const search: SearchPart = {
  type: 'tool-searchIndex',
  toolCallId: 'call-1',
  state: 'output-available',
  input: { query: 'validate token' },
  output: { query: 'validate token', hits: [marked] },
};

describe('the search step', () => {
  it('a hit whose title has highlighted words: the title is one line of the link, the words inline', () => {
    render(<AnswerSteps parts={[search]} busy={false} />);
    const link = screen.getByRole('link', { name: /^Validate a token in TypeScript with jose/ });
    // The link lays out its children as rows: the title is one of them, its marks inside it, then the path.
    const [title, path] = [...link.children];
    expect(title.tagName).toBe('SPAN');
    expect(title).toHaveTextContent(/^Validate a token in TypeScript with jose$/);
    expect(
      within(title as HTMLElement)
        .getAllByText(/^(Validate|token)$/)
        .map((m) => m.tagName),
    ).toEqual(['MARK', 'MARK']);
    expect(path).toHaveTextContent(/^Handling access tokens/);
    expect(link.children).toHaveLength(2);
  });

  it('the steps are one block: no gap of their own between them', () => {
    const reasoning = { type: 'reasoning', text: 'I will search.', state: 'done' } as const;
    const { container } = render(<AnswerSteps parts={[reasoning, search]} busy={false} />);
    expect(container.children).toHaveLength(1);
    expect([...container.firstElementChild!.children].map((c) => c.tagName)).toEqual(['DETAILS', 'DETAILS']);
  });
});
