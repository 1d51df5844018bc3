// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import SearchError from './SearchError';

afterEach(() => vi.unstubAllEnvs());

it('blames the network in the production build', () => {
  vi.stubEnv('NODE_ENV', 'production');
  render(<SearchError />);
  expect(screen.getByRole('heading', { name: 'Unable to fetch results' })).toBeInTheDocument();
  expect(screen.getByText('You might want to check your network connection.')).toBeInTheDocument();
});

it('says in the dev server that search needs the production build', () => {
  vi.stubEnv('NODE_ENV', 'development');
  render(<SearchError />);
  expect(
    screen.getByText(
      'Search needs the production build: the dev server (npm run dev) has no search index. Run npm start to search.',
    ),
  ).toBeInTheDocument();
});
