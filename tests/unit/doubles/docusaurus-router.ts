import { vi } from 'vitest';

/** Tests set the current path with `location.pathname = …`. */
export const location = { pathname: '/', search: '', hash: '' };
export const useLocation = vi.fn(() => location);
