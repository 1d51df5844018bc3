// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import SavedHitList from './SavedHitList';

const hit = { url: '/docs/backend/database', hierarchy: { lvl0: 'Backend', lvl1: 'Database' } };

it('names each list by its own heading, also when two lists have the same title', () => {
  const list = (key: string) => (
    <SavedHitList
      key={key}
      title="Recent"
      icon={null}
      hits={[hit]}
      actions={[]}
      onSelect={vi.fn()}
      firstIndex={0}
      activeIndex={-1}
      optionId={(index) => `${key}-option-${index}`}
    />
  );
  render(<>{[list('a'), list('b')]}</>);
  const [first, second] = screen.getAllByRole('heading', { name: 'Recent' });
  expect(first.id).not.toBe(second.id);
  expect(screen.getAllByRole('region', { name: 'Recent' })).toHaveLength(2);
});
