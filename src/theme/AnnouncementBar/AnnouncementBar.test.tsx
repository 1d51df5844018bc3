// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { announcement } from '@site/tests/unit/doubles/theme-common-internal';
import AnnouncementBar from './index';

it('is a labelled region, not a second banner, and closes', () => {
  render(<AnnouncementBar />);
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Hello');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(announcement.close).toHaveBeenCalledOnce();
});

it('renders nothing once dismissed', () => {
  announcement.isActive = false;
  const { container } = render(<AnnouncementBar />);
  expect(container).toBeEmptyDOMElement();
  announcement.isActive = true;
});
