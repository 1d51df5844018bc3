// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mobileSidebar } from '@site/tests/unit/doubles/theme-common-internal';
import NavbarMobileSidebarHeader from './index';

it('shows the brand and closes with "Sluiten"', () => {
  mobileSidebar.toggle.mockClear();
  render(<NavbarMobileSidebarHeader />);
  expect(screen.getByRole('link', { name: 'Developers' })).toHaveAttribute('href', '/');
  fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(mobileSidebar.toggle).toHaveBeenCalledOnce();
});
