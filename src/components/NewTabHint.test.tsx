// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { expect, it } from 'vitest';
import NewTabHint from './NewTabHint';

it('adds "(opens in new tab)" to a link name without showing it', () => {
  render(
    <a href="https://example.org">
      Example
      <NewTabHint />
    </a>,
  );
  const link = screen.getByRole('link', { name: newTab('Example') });
  expect(link.querySelector('.ams-visually-hidden')).toHaveTextContent('(opens in new tab)');
});
