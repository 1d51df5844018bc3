// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mobileSidebar, useHideableNavbar } from '@site/tests/unit/doubles/theme-common-internal';
import NavbarLayout from './index';

it('is no landmark of its own, hides on scroll and carries the mobile sidebar', () => {
  useHideableNavbar.mockReturnValueOnce({ navbarRef: () => {}, isNavbarVisible: false });
  mobileSidebar.shown = true;
  const { container, getByTestId } = render(
    <NavbarLayout>
      <header>city header</header>
    </NavbarLayout>,
  );
  const wrapper = container.firstElementChild!;
  expect(wrapper.tagName).toBe('DIV');
  expect(wrapper).toHaveClass('navbar', 'navbar--fixed-top', 'hidden', 'navbar-sidebar--show');
  expect(getByTestId('mobile-sidebar')).toBeInTheDocument();
  mobileSidebar.shown = false;
});
