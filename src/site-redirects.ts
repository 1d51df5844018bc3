/** @deprecated Moved to lib/site-redirects.ts; import it from there. */
export { siteRedirects } from '../lib/site-redirects';
