/** @deprecated Moved to tests/chromium.ts; import it from there. */
export { chromiumLaunchOptions } from '../tests/chromium';
