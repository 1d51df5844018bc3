// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { newTab } from '@site/tests/unit/names';
import EditThisPage from './index';

it('links to the source of the page and says it opens a new tab', () => {
  const editUrl = 'https://github.com/Amsterdam/development-standards/edit/main/docs/intro.md';
  render(<EditThisPage editUrl={editUrl} />);
  expect(screen.getByRole('link', { name: newTab('Edit this page') })).toHaveAttribute('href', editUrl);
});
