// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import codeTranslations from '@site/i18n/en/code.json';
import ColorModeToggle from './index';

type Messages = Record<string, { message: string }>;

/** The name Docusaurus' toggle gives itself: its ariaLabel message with {mode} filled in, as its translate() does. */
function nameFor(value: 'light' | 'dark' | null): string {
  const messages = codeTranslations as Messages;
  const mode = messages[`theme.colorToggle.ariaLabel.mode.${value ?? 'system'}`]!.message;
  return messages['theme.colorToggle.ariaLabel']!.message.replace('{mode}', mode);
}

describe('ColorModeToggle', () => {
  it.each([
    ['light', 'Toggle dark mode'],
    ['dark', 'Toggle light mode'],
    [null, 'Toggle dark mode'],
  ] as const)('in %s mode the configured name is "%s": what a press does', (value, name) => {
    expect(nameFor(value)).toBe(name);
  });

  it('is the stock toggle with the city styles added to its own classes', () => {
    render(
      <ColorModeToggle
        value="dark"
        onChange={vi.fn()}
        respectPrefersColorScheme={false}
        className="navbar"
        buttonClassName="item"
      />,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('item', 'button');
    expect(button.parentElement).toHaveClass('navbar', 'toggle');
    expect(button).toHaveAttribute('data-value', 'dark');
    expect(button).toHaveAttribute('data-respect-prefers', 'false');
  });
});
