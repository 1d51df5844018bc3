// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import Home from '@site/src/pages/index';
import { areas, areasOf, sidebarCategories } from './areas';

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

it('takes its areas from the sidebar, and refuses words for a page or a category the sidebar does not have', () => {
  const categories = sidebarCategories([
    'intro',
    { type: 'category', label: 'Backend', items: ['backend/database', { type: 'doc', id: 'backend/docker-usage' }] },
  ]);
  expect(categories).toEqual([{ label: 'Backend', docIds: ['backend/database', 'backend/docker-usage'] }]);
  const copy = { Backend: { summary: 'Servers.', links: { 'backend/docker-usage': 'Docker' } } };
  expect(areasOf(categories, copy)).toEqual([
    { title: 'Backend', summary: 'Servers.', links: [{ label: 'Docker', to: '/docs/backend/docker-usage' }] },
  ]);
  expect(() => areasOf(categories, { Backend: { summary: 'x', links: { 'frontend/testing': 'Testing' } } })).toThrow(
    '"frontend/testing" is not a page of the sidebar category "Backend".',
  );
  expect(() => areasOf([{ label: 'Elsewhere', docIds: [] }], copy)).toThrow('no summary for the sidebar category');
});
