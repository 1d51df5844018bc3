// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { beforeEach, describe, expect, it } from 'vitest';
import { location } from '@site/tests/unit/doubles/docusaurus-router';
import NavbarContent from './index';

describe('NavbarContent', () => {
  beforeEach(() => {
    location.pathname = '/';
  });

  it('renders the city header with the logo link, brand and main navigation', () => {
    render(<NavbarContent />);
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: /Ga naar de homepage/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Developers');
    expect(within(banner).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('names the logo link with the brand name it shows, so speech input can follow it by that word (WCAG 2.5.3)', () => {
    render(<NavbarContent />);
    // The brand name shown beside the logo is hidden from the name computation: the hidden title has to carry it.
    expect(screen.getByRole('link', { name: /Ga naar de homepage/ })).toHaveAccessibleName(/\bDevelopers\b/);
  });

  it('links Documentation to the intro and marks it current only on doc pages', () => {
    const { rerender } = render(<NavbarContent />);
    const docs = () => screen.getByRole('link', { name: 'Documentation' });
    expect(docs()).toHaveAttribute('href', '/docs/intro');
    expect(docs()).not.toHaveAttribute('aria-current');
    location.pathname = '/docs/backend/database';
    rerender(<NavbarContent />);
    expect(docs()).toHaveAttribute('aria-current', 'true');
    location.pathname = '/docs/intro';
    rerender(<NavbarContent />);
    expect(docs()).toHaveAttribute('aria-current', 'page');
  });

  it('opens the source repository in a new tab and says so', () => {
    render(<NavbarContent />);
    const source = screen.getByRole('link', { name: newTab('Development standards on GitHub') });
    expect(source).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('holds the "Zoeken" search button, which opens the search modal', () => {
    render(<NavbarContent />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Zoeken' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the configured menus: the version menu by Documentation, the language menu by GitHub', () => {
    render(<NavbarContent />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const order = within(nav)
      .getAllByRole('link')
      .concat(within(nav).getAllByRole('button'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.textContent);
    expect(order.slice(0, 4)).toEqual(['Documentation', 'docsVersionDropdown', 'Zoeken', 'localeDropdown']);
    // The Documentation link of the configuration is the mobile menu's; the header has its own.
    expect(within(nav).queryByRole('button', { name: 'docSidebar' })).toBeNull();
  });

  it('holds the colour toggle and the mobile menu button', () => {
    render(<NavbarContent />);
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
