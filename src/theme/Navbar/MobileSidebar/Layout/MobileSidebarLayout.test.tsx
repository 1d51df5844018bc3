// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { expect, it } from 'vitest';
import { useNavbarSecondaryMenu } from '@site/tests/unit/doubles/theme-common-internal';
import NavbarMobileSidebarLayout from './index';

it('shows one menu panel at a time and ends with the GitHub link and colour toggle', () => {
  useNavbarSecondaryMenu.mockReturnValueOnce({ shown: true });
  const { container } = render(
    <NavbarMobileSidebarLayout header={<p>header</p>} primaryMenu={<p>primary</p>} secondaryMenu={<p>secondary</p>} />,
  );
  const [primary, secondary] = container.querySelectorAll('.navbar-sidebar__item');
  expect(primary).toHaveAttribute('inert');
  expect(secondary).not.toHaveAttribute('inert');
  expect(container.querySelector('.navbar-sidebar__items--show-secondary')).not.toBeNull();
  const github = screen.getByRole('link', { name: newTab('GitHub') });
  expect(github).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards');
  expect(github).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
});
