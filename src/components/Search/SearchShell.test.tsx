// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SearchShell from './SearchShell';

function shell(onAsk?: (question: string) => void) {
  const onClose = vi.fn();
  render(
    <SearchShell
      query="tokens"
      onQueryChange={() => undefined}
      onClose={onClose}
      state={{ status: 'loading' }}
      onAsk={onAsk}
    />,
  );
  return {
    onClose,
    user: userEvent.setup(),
    field: screen.getByRole('combobox', { name: 'Search the documentation' }),
  };
}

describe('SearchShell, the modal before its code has arrived', () => {
  it('keeps Ctrl+I and Cmd+I with what the field holds, for the modal to ask once it is there', async () => {
    const onAsk = vi.fn();
    const { user, field, onClose } = shell(onAsk);
    expect(field).toHaveFocus();
    await user.keyboard('{Control>}i{/Control}');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(onAsk.mock.calls).toEqual([['tokens'], ['tokens']]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Enter on a question, which the modal would take as its first option, "Ask AI: {query}"', async () => {
    const onAsk = vi.fn();
    const { user } = shell(onAsk);
    await user.keyboard('{Enter}');
    expect(onAsk.mock.calls).toEqual([['tokens']]);
  });

  it('leaves Enter alone on an empty field, and without Ask AI', async () => {
    const onAsk = vi.fn();
    render(
      <SearchShell
        query=" "
        onQueryChange={() => undefined}
        onClose={vi.fn()}
        state={{ status: 'loading' }}
        onAsk={onAsk}
      />,
    );
    await userEvent.setup().keyboard('{Enter}');
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('without Ask AI leaves Ctrl+I alone; Ctrl+K closes it as in the modal', async () => {
    const { user, onClose } = shell();
    await user.keyboard('{Control>}i{/Control}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Control>}k{/Control}');
    expect(onClose).toHaveBeenCalledWith('dismissed');
  });
});
