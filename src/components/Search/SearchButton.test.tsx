// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchButton from './SearchButton';
import type { SearchModalHandle } from './types';
import { useModalDialog } from '../ModalShell/ModalDialog';
import { SLASH_SHORTCUT_KEY, setSlashShortcut } from '../ModalShell/slashShortcut';

// The real chunk needs the Docusaurus runtime; a dialog with a field stands in for it.
vi.mock('./SiteSearchModal', () => ({
  default: function FakeModal({ onClose, startWithAsk }: SearchModalHandle) {
    const { dialogProps, close } = useModalDialog(onClose);
    return (
      <dialog {...dialogProps} aria-label="Search the documentation" data-screen={startWithAsk ? 'ask' : 'search'}>
        <input aria-label="query" />
        <button type="button" onClick={() => close('navigated')}>
          Go
        </button>
      </dialog>
    );
  },
}));

const askAi = vi.hoisted(() => ({ enabled: false }));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { customFields: { askAi } } }),
}));

function page() {
  const user = userEvent.setup();
  render(
    <>
      <a href="/docs">Elsewhere</a>
      <input aria-label="Some field" />
      <textarea aria-label="Some text" />
      <SearchButton />
    </>,
  );
  return { user, button: screen.getByRole('button', { name: 'Zoeken' }) };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Search the documentation' });
const escape = () => act(() => (dialog() as HTMLDialogElement).close()); // what the browser does on Escape

describe('SearchButton', () => {
  it('is the header’s "Zoeken" button and says which keys open it', () => {
    const { button } = page();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens on click, and Escape gives the focus back to the button', async () => {
    const { user, button } = page();
    await user.click(button);
    expect(await screen.findByRole('dialog')).toHaveAttribute('open');
    escape();
    expect(dialog()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on Ctrl+K and Cmd+K, and the focus returns to where it was', async () => {
    const { user } = page();
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    link.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    escape();
    expect(link).toHaveFocus();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens on "/" without typing it anywhere', async () => {
    const { user } = page();
    await user.keyboard('/');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'query' })).toHaveValue('');
  });

  describe('with "/" turned off', () => {
    afterEach(() => localStorage.clear());

    it('"/" opens nothing, Ctrl+K still does, and the button stops announcing "/"', async () => {
      const { user, button } = page();
      act(() => setSlashShortcut(false));
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
      await user.keyboard('/');
      await act(async () => undefined);
      expect(dialog()).not.toBeInTheDocument();
      await user.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });

    it('follows the setting when another tab changes it', async () => {
      localStorage.setItem(SLASH_SHORTCUT_KEY, 'false');
      const { user, button } = page();
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
      localStorage.setItem(SLASH_SHORTCUT_KEY, 'true');
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SLASH_SHORTCUT_KEY })));
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
      await user.keyboard('/');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });
  });

  it('leaves "/" and Ctrl+K alone while typing in a field', async () => {
    const { user } = page();
    await user.click(screen.getByRole('textbox', { name: 'Some field' }));
    await user.keyboard('a/b{Control>}k{/Control}');
    expect(screen.getByRole('textbox', { name: 'Some field' })).toHaveValue('a/b');
    await user.click(screen.getByRole('textbox', { name: 'Some text' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Some text' })).toHaveValue('/');
    await act(async () => undefined);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('after a navigation the focus stays with the new page', async () => {
    const { user, button } = page();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Go' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(button).not.toHaveFocus();
  });

  describe('with Ask AI', () => {
    beforeEach(() => {
      askAi.enabled = true;
    });
    afterEach(() => {
      askAi.enabled = false;
    });

    it('Ctrl+I and Cmd+I open the modal on the answer screen, and the button says so', async () => {
      const { user, button } = page();
      expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K / Control+I Meta+I');
      await user.keyboard('{Control>}i{/Control}');
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-screen', 'ask');
      escape();
      await user.keyboard('{Meta>}i{/Meta}');
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-screen', 'ask');
      escape();
      await user.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('dialog')).toHaveAttribute('data-screen', 'search');
    });

    it('Ctrl+I in a text field stays the field’s', async () => {
      const { user } = page();
      await user.click(screen.getByRole('textbox', { name: 'Some field' }));
      await user.keyboard('{Control>}i{/Control}');
      expect(dialog()).not.toBeInTheDocument();
    });
  });

  it('without Ask AI, Ctrl+I is left to the browser', async () => {
    const { user } = page();
    await user.keyboard('{Control>}i{/Control}');
    expect(dialog()).not.toBeInTheDocument();
  });
});
