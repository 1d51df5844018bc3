// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ScrollableTable from './ScrollableTable';

it('wraps a table in a named region that the keyboard can reach', () => {
  render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>cell</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  const region = screen.getByRole('region', { name: 'Table, scrolls sideways' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('table')).toHaveTextContent('cell');
});
