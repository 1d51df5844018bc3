// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ColorModeToggle from './index';

describe('ColorModeToggle', () => {
  it.each([
    ['light', 'Toggle dark mode', 'dark'],
    ['dark', 'Toggle light mode', 'light'],
    [null, 'Toggle dark mode', 'dark'],
  ] as const)('in %s mode it is named "%s" and switches to %s', (value, name, next) => {
    const onChange = vi.fn();
    render(<ColorModeToggle value={value} onChange={onChange} respectPrefersColorScheme={false} />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onChange).toHaveBeenCalledWith(next);
  });
});
