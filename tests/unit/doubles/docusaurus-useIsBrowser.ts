import { vi } from 'vitest';

/** True, as after hydration; a test can make it false (server render) with `mockReturnValue(false)`. */
const useIsBrowser = vi.fn((): boolean => true);
export default useIsBrowser;
