// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import Home from '@site/src/pages/index';
import { areas } from './areas';

it('is a front door: title, what the site is, a way in, and the four areas with their key pages', () => {
  render(<Home />);
  expect(screen.getByRole('heading', { level: 1, name: 'Amsterdam Developers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start with the standards' })).toHaveAttribute('href', '/docs/intro');
  const section = screen.getByRole('region', { name: 'The standards, by area' });
  const headings = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(headings).toEqual(['Common standards', 'Backend', 'Frontend', 'Projects']);
  for (const area of areas) {
    for (const link of area.links) {
      expect(within(section).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
  }
});
