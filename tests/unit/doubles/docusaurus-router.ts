import { vi } from 'vitest';

/** Tests set the current path with `location.pathname = …`. */
export const location = { pathname: '/', search: '', hash: '' };
export const useLocation = vi.fn(() => location);

/** Records navigations; `history.push.mock.calls` shows where the router was sent. */
export const history = {
  location,
  push: vi.fn(),
  replace: vi.fn(),
};
export const useHistory = vi.fn(() => history);
