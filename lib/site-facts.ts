/** Where Docusaurus serves docs/ (its default `routeBasePath`). */
const docsRoot = '/docs';

/** The route of a doc by its id, the path in docs/ without `.md` (`backend/database`). */
export const docRoute = (id: string): string => `${docsRoot}/${id}`;

/** Addresses the site links to, kept in one place so config, header and footer agree. */
export const siteFacts = {
  standardsRepo: 'https://github.com/Amsterdam/development-standards',
  vacancies: 'https://werkenbij.amsterdam.nl/',
  privacy: 'https://www.amsterdam.nl/privacy/',
  /** What this site stores of readers' votes and questions, and for how long (src/pages/privacy.tsx). */
  sitePrivacy: '/privacy',
  /** What changed in the standards, newest first (lib/changelog.ts, plugins/changelog). */
  changelog: '/changelog',
  /** The accessibility statement, where Dutch law and the national register expect it (plugins/accessibility-statement). */
  accessibilityStatement: '/toegankelijkheid',
  docsRoot,
  docsIntro: docRoute('intro'),
} as const;

/** A new issue on the standards repository, with title and body filled in when given. */
export function newIssueUrl(fields: { title?: string; body?: string } = {}): string {
  // encodeURIComponent writes spaces as %20, which every issue form reads; URLSearchParams would write '+'.
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${siteFacts.standardsRepo}/issues/new${query ? `?${query}` : ''}`;
}
