import { SearchIndex, type DocPage } from '../../../packages/search/src/node';

const page = (url: string, lvl0: string, sections: DocPage['sections']): DocPage => ({
  url,
  lvl0,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  pageRank: 1,
  sections,
});

/** Three standards, shaped like ours (the six sections, labels, a list, a table), for the assistant's tests. */
export const standards: DocPage[] = [
  page('/docs/backend/handling-access-tokens', 'Backend', [
    {
      level: 1,
      anchor: null,
      title: 'Handling access tokens',
      content: [
        'APIs of the City of Amsterdam accept requests with a bearer access token, and every API checks that token itself.',
      ],
    },
    {
      level: 2,
      anchor: 'what-the-standard-is',
      title: 'What the standard is',
      content: [
        'To make validation predictable, the City follows RFC 9068, the IETF proposed standard that profiles access tokens as JSON Web Tokens.',
        'Every API MUST validate every access token as section 4 of RFC 9068 describes, before it uses any claim in the token:',
        'Type. The typ header MUST be at+jwt or application/at+jwt; any other value is rejected.',
        "Audience. The aud claim MUST contain the API's own configured identifier.",
        'Expiry. The current time MUST be before exp. A small leeway for clock skew is allowed, at most a few minutes.',
      ],
    },
    { level: 2, anchor: 'how-to-apply-it', title: 'How to apply it', content: [] },
    {
      level: 3,
      anchor: 'validate-a-token-in-typescript-with-jose',
      title: 'Validate a token in TypeScript with jose',
      content: [
        'The same checks with jose for Node.js. createRemoteJWKSet fetches and caches the issuer keys and refreshes them when an unknown kid appears.',
      ],
    },
    {
      level: 2,
      anchor: 'pitfalls',
      title: 'Pitfalls',
      content: [
        'Generous leeway. A leeway of hours turns a short-lived token into a long-lived one. Keep it to a minute or two.',
        'Tokens in logs. Never log full tokens or paste production tokens into online tools; they are credentials until they expire.',
      ],
    },
  ]),
  page('/docs/backend/database', 'Backend', [
    {
      level: 1,
      anchor: null,
      title: 'Database',
      content: ['Most applications of the City of Amsterdam have a database at their core.'],
    },
    {
      level: 2,
      anchor: 'what-the-standard-is',
      title: 'What the standard is',
      content: [
        'Every project that needs a relational database MUST use PostgreSQL.',
        'Projects that store or query geospatial data MUST use the PostGIS extension for it, rather than storing coordinates in plain numeric columns.',
      ],
    },
    { level: 2, anchor: 'how-to-apply-it', title: 'How to apply it', content: [] },
    {
      level: 3,
      anchor: 'pick-a-driver-for-your-stack',
      title: 'Pick a driver for your stack',
      content: [
        'Driver | Language',
        'Psycopg | Python',
        'node-postgres | Node.js',
        'Use your framework’s ORM where you have one, and parameterised queries everywhere else.',
      ],
    },
  ]),
  page('/docs/general/using-git', 'Common standards', [
    {
      level: 1,
      anchor: null,
      title: 'Using Git',
      content: ['The City of Amsterdam keeps its code in Git and pushes it to GitHub.'],
    },
    { level: 2, anchor: 'how-to-apply-it', title: 'How to apply it', content: [] },
    {
      level: 3,
      anchor: 'name-your-branches',
      title: 'Name your branches',
      content: [
        'Start a new branch for every feature, fix or task. The name has three parts:',
        'a prefix: feature/, bugfix/, hotfix/, chore/ or docs/;',
        'the number of the backlog item or issue, if there is one;',
        'a short description of the purpose, in lower case with hyphens.',
      ],
    },
  ]),
];

export const standardsIndex = (): SearchIndex => SearchIndex.fromPages(standards);

/** Every block of text in the fixture, to check that an answer quotes and invents nothing. */
export const allBlocks = standards.flatMap((p) => p.sections.flatMap((s) => s.content));
