// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mobileSidebar } from '@site/tests/unit/doubles/theme-common-internal';
import MobileMenuButton from './MobileMenuButton';

it('toggles the mobile sidebar and reports whether it is open', () => {
  mobileSidebar.shown = true;
  render(<MobileMenuButton />);
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(button);
  expect(mobileSidebar.toggle).toHaveBeenCalledOnce();
  mobileSidebar.shown = false;
});
