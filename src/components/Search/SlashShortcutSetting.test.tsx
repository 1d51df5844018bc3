// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SlashShortcutSetting from './SlashShortcutSetting';
import { SLASH_SHORTCUT_KEY, slashShortcutOn } from '../ModalShell/slashShortcut';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const toggle = () => screen.getByRole('switch', { name: 'Open search with the / key' });

describe('SlashShortcutSetting', () => {
  it('is an on switch named after the key, until turned off; off is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SlashShortcutSetting />);
    expect(toggle()).toBeChecked();
    await user.click(screen.getByText('Open search with the', { exact: false }));
    expect(toggle()).not.toBeChecked();
    expect(localStorage.getItem(SLASH_SHORTCUT_KEY)).toBe('false');
    unmount();
    render(<SlashShortcutSetting />);
    expect(toggle()).not.toBeChecked();
    await user.click(toggle());
    expect(toggle()).toBeChecked();
    expect(slashShortcutOn()).toBe(true);
  });

  it('a broken stored setting leaves the shortcut on, and says why in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SLASH_SHORTCUT_KEY, '{not json');
    render(<SlashShortcutSetting />);
    expect(toggle()).toBeChecked();
    localStorage.setItem(SLASH_SHORTCUT_KEY, '"off"');
    expect(slashShortcutOn()).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('blocked storage: the shortcut stays on and turning it off fails quietly', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SlashShortcutSetting />);
    expect(toggle()).toBeChecked();
    await userEvent.setup().click(toggle());
    expect(toggle()).toBeChecked();
  });
});
