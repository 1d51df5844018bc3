import { siteFacts } from './site-facts';

/**
 * Paths that lead to another page of this site, in one place: the server
 * answers them with a 301 and the client router, which gets a route for each
 * (plugins/redirect-routes), replaces them in the address bar without a
 * reload. The build fails if a target is not a page.
 */
export const siteRedirects: Readonly<Record<string, string>> = {
  // The docs root: the intro is the first page of the docs.
  [siteFacts.docsRoot]: siteFacts.docsIntro,
  // The statement's English address, for readers who look for it in the site's language.
  '/accessibility': siteFacts.accessibilityStatement,
};
