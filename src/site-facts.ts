/** Addresses the site links to, kept in one place so config, header and footer agree. */
export const siteFacts = {
  standardsRepo: 'https://github.com/Amsterdam/development-standards',
  vacancies: 'https://werkenbij.amsterdam.nl/',
  privacy: 'https://www.amsterdam.nl/privacy/',
  docsIntro: '/docs/intro',
} as const;
