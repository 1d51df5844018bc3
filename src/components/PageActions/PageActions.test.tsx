// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newTab } from '@site/tests/unit/names';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageActions from './PageActions';

const PAGE = '/docs/backend/database';
const ORIGIN = window.location.origin;
const MARKDOWN = '---\ntitle: Database\n---\n\nUse PostgreSQL.\n';
const ITEMS = [
  'Copy page as Markdown',
  'View as Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'Copy MCP server address',
  'Connect to VS Code',
  'Connect to Cursor',
];

const fetchSpy = vi.fn(async () => new Response(MARKDOWN, { headers: { 'content-type': 'text/markdown' } }));

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <PageActions permalink={PAGE} />
      <button type="button">After</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Page actions' });
  return { user, toggle };
}

/** The item names, without the new-tab hint jsdom may join without a space. */
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent!.replace(/\s?\(opens in new tab\)$/, ''));

describe('the page-actions menu button', () => {
  it('is a closed menu button, and loads nothing until it is used', () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens with Enter on its first item, and the arrows, Home, End and letters move through the items', async () => {
    const { user, toggle } = setup();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Page actions' });
    expect(itemNames(menu)).toEqual(ITEMS);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(item('Copy page as Markdown')).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(item('View as Markdown')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Connect to Cursor')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Copy page as Markdown')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Connect to Cursor')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Copy page as Markdown')).toHaveFocus();
    await user.keyboard('o');
    expect(item('Open in ChatGPT')).toHaveFocus();
    await user.keyboard('o');
    expect(item('Open in Claude')).toHaveFocus();
    // Every item is reached by the arrows, none by Tab.
    for (const menuItem of within(menu).getAllByRole('menuitem')) expect(menuItem).toHaveAttribute('tabindex', '-1');
  });

  it('opens with ArrowUp on its last item, and with Space or ArrowDown on its first', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Connect to Cursor' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(within(menu).getByRole('menuitem', { name: 'Copy page as Markdown' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Copy page as Markdown' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab takes the focus out of it', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Shift+Tab goes back to the menu button', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes by pointer, and closes on a press outside', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(toggle);
    await screen.findByRole('menu');
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the page-actions menu items', () => {
  async function openMenu() {
    const { user, toggle } = setup();
    await user.click(toggle);
    const menu = await screen.findByRole('menu');
    return { user, toggle, menu };
  }

  it('link to the Markdown copy and the assistants in a new tab, and say so', async () => {
    const { menu } = await openMenu();
    const markdown = `${ORIGIN}${PAGE}.md`;
    const links = {
      'View as Markdown': markdown,
      'Open in ChatGPT': /^https:\/\/chatgpt\.com\/\?hints=search&q=/,
      'Open in Claude': /^https:\/\/claude\.ai\/new\?q=/,
    };
    for (const [name, href] of Object.entries(links)) {
      const link = within(menu).getByRole('menuitem', { name: newTab(name) });
      if (typeof href === 'string') expect(link).toHaveAttribute('href', href);
      else expect(link.getAttribute('href')).toMatch(href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      if (name !== 'View as Markdown') {
        expect(new URL(link.getAttribute('href')!).searchParams.get('q')).toContain(markdown);
      }
    }
  });

  it('connect VS Code and Cursor to the MCP server of the site the reader is on', async () => {
    const { menu } = await openMenu();
    const mcp = `${ORIGIN}/mcp`;
    const vsCode = within(menu).getByRole('menuitem', { name: 'Connect to VS Code' });
    const href = vsCode.getAttribute('href')!;
    expect(href.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.split('?')[1]!))).toEqual({ name: 'amsterdam', type: 'http', url: mcp });
    const cursor = new URL(within(menu).getByRole('menuitem', { name: 'Connect to Cursor' }).getAttribute('href')!);
    expect(cursor.protocol).toBe('cursor:');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({ url: mcp });
    // They open the editor, not a tab.
    expect(vsCode).not.toHaveAttribute('target');
  });

  it('copy the MCP server address, close, and say so', async () => {
    const { user, toggle, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy MCP server address' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('MCP server address copied'));
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/mcp`);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('copy the page as Markdown by keyboard, and say so', async () => {
    const { user, toggle, menu } = await openMenu();
    within(menu).getByRole('menuitem', { name: 'Copy page as Markdown' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown'));
    expect(fetchSpy).toHaveBeenCalledWith(`${PAGE}.md`, { headers: { accept: 'text/markdown' } });
    expect(await navigator.clipboard.readText()).toBe(MARKDOWN);
    expect(toggle).toHaveFocus();
  });

  it('say so when the Markdown cannot be loaded', async () => {
    fetchSpy.mockResolvedValueOnce(new Response('Not found', { status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy page as Markdown' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Markdown of this page could not be loaded');
  });
});
