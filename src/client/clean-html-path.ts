/** @deprecated Moved to lib/clean-html-path.ts; import it from there. */
export { cleanHtmlPath } from '../../lib/clean-html-path';
