// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { expect, it } from 'vitest';
import Footer from './index';

it('renders the light city footer', () => {
  render(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('heading', { level: 2, name: 'Colofon' })).toHaveClass('ams-visually-hidden');
  expect(within(footer).getByRole('heading', { level: 3, name: 'Developers' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/intro');
  const changes = within(footer).getByRole('link', { name: 'What changed in the standards' });
  expect(changes).toHaveAttribute('href', '/changelog');
  expect(changes).not.toHaveAttribute('target');

  const vacancies = within(footer).getByRole('link', { name: newTab('Vacancies') });
  expect(vacancies).toHaveAttribute('href', 'https://werkenbij.amsterdam.nl/');
  expect(vacancies).toHaveAttribute('target', '_blank');
  const privacy = within(footer).getByRole('link', { name: newTab('Privacy') });
  expect(privacy).toHaveAttribute('href', 'https://www.amsterdam.nl/privacy/');
  expect(privacy).toHaveAttribute('target', '_blank');
  const stored = within(footer).getByRole('link', { name: 'What this site stores' });
  expect(stored).toHaveAttribute('href', '/privacy');
  expect(stored).not.toHaveAttribute('target');
  const statement = within(footer).getByRole('link', { name: 'Accessibility statement' });
  expect(statement).toHaveAttribute('href', '/toegankelijkheid');

  expect(footer).toHaveTextContent('new initiative from the Engineering Enablement team');
  const cell = footer.querySelector('.ams-grid__cell')!;
  expect(cell).toHaveClass('ams-grid__cell--span-4', 'ams-grid__cell--span-8-medium', 'ams-grid__cell--span-7-wide');
});
