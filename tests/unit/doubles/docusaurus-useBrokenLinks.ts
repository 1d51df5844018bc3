import { vi } from 'vitest';

type Collect = (value: string | undefined) => void;

/** What the build's broken-link checker collects; in the browser, and here, collecting does nothing. */
const collectAnchor = vi.fn<Collect>();
const collectLink = vi.fn<Collect>();
const useBrokenLinks = () => ({ collectAnchor, collectLink });
export default useBrokenLinks;
