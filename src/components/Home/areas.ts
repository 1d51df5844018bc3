/** The four areas of the standards on the home page, each with the pages a newcomer reaches for first. */
export type Area = {
  title: string;
  summary: string;
  links: { label: string; to: string }[];
};

export const areas: Area[] = [
  {
    title: 'Common standards',
    summary: 'What every city team follows, whatever it builds: languages, Git, testing, security and documentation.',
    links: [
      { label: 'Languages and frameworks', to: '/docs/general/languages-and-frameworks' },
      { label: 'Secure coding', to: '/docs/general/secure-coding' },
      { label: 'Using Git', to: '/docs/general/using-git' },
      { label: 'Testing', to: '/docs/general/testing' },
    ],
  },
  {
    title: 'Backend',
    summary: 'Databases, containers and the way APIs check who is calling them.',
    links: [
      { label: 'Database', to: '/docs/backend/database' },
      { label: 'Docker usage', to: '/docs/backend/docker-usage' },
      { label: 'Handling access tokens', to: '/docs/backend/handling-access-tokens' },
    ],
  },
  {
    title: 'Frontend',
    summary: 'Accessible interfaces built from the city’s shared components, tested the way people use them.',
    links: [
      { label: 'Accessibility', to: '/docs/frontend/accessibility' },
      { label: 'Shared components', to: '/docs/frontend/shared-components' },
      { label: 'Frontend testing', to: '/docs/frontend/testing' },
    ],
  },
  {
    title: 'Projects',
    summary: 'City platforms your application plugs into: maps, monitoring, e-mail and single sign-on.',
    links: [
      { label: 'Leaflet maps in React', to: '/docs/projects/maps' },
      { label: 'Application Insights', to: '/docs/projects/monitoring' },
      { label: 'Secure Mail Relay', to: '/docs/projects/secure-mail-relay' },
      { label: 'Single sign-on', to: '/docs/projects/sso' },
    ],
  },
];
