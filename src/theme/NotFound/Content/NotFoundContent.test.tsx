// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { expect, it, vi } from 'vitest';
import { location } from '@site/tests/unit/doubles/docusaurus-router';
import { newTab } from '@site/tests/unit/names';
import NotFoundContent from './index';

it('explains, offers the areas of the standards and a way to report the broken link', () => {
  location.pathname = '/docs/old-page';
  render(<NotFoundContent />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'introduction to the standards' })).toHaveAttribute('href', '/docs/intro');
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  const report = screen.getByRole('link', { name: newTab('Tell us which link is broken') });
  const url = new URL(report.getAttribute('href')!);
  expect(url.pathname).toBe('/Amsterdam/development-standards/issues/new');
  expect(url.searchParams.get('title')).toBe('Broken link: /docs/old-page');
  location.pathname = '/';
});

it('names no address before hydration: the page is built once, at /404, and served for every unknown address', () => {
  location.pathname = '/404';
  vi.mocked(useIsBrowser).mockReturnValue(false);
  render(<NotFoundContent />);
  const report = screen.getByRole('link', { name: newTab('Tell us which link is broken') });
  const url = new URL(report.getAttribute('href')!);
  expect(url.searchParams.get('title')).toBe('Broken link');
  expect(url.searchParams.get('body')).not.toContain('/404');
  vi.mocked(useIsBrowser).mockReturnValue(true);
  location.pathname = '/';
});
