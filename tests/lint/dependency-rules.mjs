// The direction of dependencies between the top-level folders (ARCHITECTURE.md, "Which way imports go"),
// as ESLint `no-restricted-imports` rules per folder, so `npm run lint` fails on an import against it.
//
//   lib/             pure facts and rules shared by everyone; imports nothing of ours
//   packages/search  the search core; imports nothing of ours, and others use it only through its two entries
//   plugins/         the build; may import lib/ and packages/search
//   server/          the production server; may import lib/ and packages/search (Node entry)
//   src/             the browser; may import lib/ and packages/search (browser entry)
//   scripts/         tools run from the command line; may import anything, and nothing imports them
//
// A rule matches the import as written: `../../x`, `./x` or `@site/x`. Only one no-restricted-imports setting applies
// to a file (the last block that matches it), so every block repeats the rules that hold everywhere.

/** An import that names one of our top-level folders (or a path inside it), however it is written. */
const ours = (folders) => `^(?:@site/|(?:\\.\\./)+|\\./)(?:${folders})(?:/|$)`;

const everywhere = [
  {
    regex: ours('scripts'),
    message:
      'scripts/ holds command-line tools: nothing imports them. Move what you need into lib/ or the package it belongs to.',
  },
  {
    // The entries themselves, and test data, are allowed.
    regex: '(?:^|/)packages/search/(?!src(?:/index|/node)?$|src/__fixtures__/)',
    message:
      'Import the search core through its entries: packages/search/src (browser) or packages/search/src/node (Node). Export what you need there.',
  },
];

const noUi = {
  regex: ours('src/(?:components|theme|pages|client)'),
  message: 'The build and the server never import the browser UI (src/). Move what both need into lib/.',
};

const serverCode = {
  regex: ours('src|plugins'),
  message: 'The server imports neither the browser (src/) nor the build (plugins/). Move what both need into lib/.',
};
// Tests and fixtures build a real site with the real plugins.
const serverTests = ['**/*.test.ts', '**/*.fixture.ts', '**/__fixtures__/**'];

const noBuildInBrowser = {
  regex: ours('plugins|server'),
  message: 'The browser (src/) does not import the build (plugins/) or the server. Move what both need into lib/.',
};

/** An import of one of the folders in src/components/ named, from a file in another of them. */
const component = (names) => `^(?:@site/src/components/|(?:\\.\\./)+(?:components/)?)(?:${names})`;

const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...everywhere, ...patterns] }] });

export const dependencyRules = [
  { files: ['**/*.{ts,tsx,mts,mjs}'], ignores: ['scripts/**'], rules: rule() },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: rule({
      regex: '^(?:@site/|\\.\\./)',
      message: 'lib/ holds pure shared modules: it imports only Node, npm packages and itself.',
    }),
  },
  {
    files: ['packages/search/**/*.{ts,tsx}'],
    rules: rule({
      regex: ours('lib|src|plugins|server|scripts|tests|docs'),
      message: 'packages/search stands alone: it imports nothing from the rest of the repository.',
    }),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: rule(noBuildInBrowser),
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    rules: rule(noUi, {
      regex: ours('server'),
      message: 'The build does not import the server. Move what both need into lib/.',
    }),
  },
  {
    files: ['server/**/*.ts'],
    ignores: serverTests,
    rules: rule(serverCode),
  },
  { files: ['server/**/*.test.ts', 'server/**/*.fixture.ts', 'server/**/__fixtures__/**'], rules: rule(noUi) },
  {
    // The command-line tools may import anything, but the assistant only through its two entries: what the
    // benchmarks measure is then what the assistant offers, and its modules stay free to change.
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)server/assistant/(?!index$|evaluation$)',
              message:
                'Tools use the assistant through server/assistant (the server entry) or server/assistant/evaluation (the steps a benchmark measures). Export what you need there.',
            },
          ],
        },
      ],
    },
  },
  // Search and Ask AI share one dialog (src/components/ModalShell/) and one way of showing a hit
  // (src/components/SearchHit/). Ask AI imports nothing of Search; Search reaches Ask AI only through its lazy
  // loader, which keeps Ask AI's code in a chunk of its own. The shared folders import neither.
  {
    files: ['src/components/AskAI/**/*.{ts,tsx}'],
    rules: rule(noBuildInBrowser, {
      regex: component('Search(?:/|$)'),
      message:
        'Ask AI does not import Search. What both use goes into src/components/ModalShell/ (the dialog) or SearchHit/.',
    }),
  },
  {
    files: ['src/components/Search/**/*.{ts,tsx}'],
    rules: rule(noBuildInBrowser, {
      // The loader, and Ask AI's test data for Search's tests.
      regex: component('AskAI(?:/(?!AskAiLoader$|__fixtures__/)|$)'),
      message:
        'Search reaches Ask AI only through its lazy loader (AskAI/AskAiLoader): export what you need there, or move what both use into src/components/ModalShell/.',
    }),
  },
  {
    files: ['src/components/{ModalShell,SearchHit}/**/*.{ts,tsx}'],
    rules: rule(noBuildInBrowser, {
      regex: component('(?:Search|AskAI)(?:/|$)'),
      message: 'ModalShell/ and SearchHit/ are shared by Search and Ask AI: they import neither.',
    }),
  },
];

// The API plugins under /api (server/ask, server/page-feedback) share what makes them one API, the error shape, the
// rate limit, the client keys and the common settings, through server/api-shared/, and never import each other: a
// change to one cannot break the other. The MCP server runs the assistant (server/assistant) and counts in the same
// rate limit; Ask AI's routes are not its business (its tests may take Ask AI's settings from the entry,
// server/ask/index.ts, as the server passes them). These blocks come last, so they repeat the server's own rules.
/** An import of the server folders `folders` (`a|b`, or a path inside them), as a file beside them writes it. */
const sibling = (folders, message) => ({
  regex: `^(?:@site/server/|(?:\\.\\./)+(?:server/)?)(?:${folders})(?:/|$)`,
  message,
});
const sharedOnly =
  'The API plugins share only server/api-shared/ (errors, rate limit, client keys, settings). Move what both need there.';

/** The blocks for one server folder: its code and its tests, each with the server's rules and `patterns`. */
const serverFolder = (folder, patterns, testPatterns = patterns) => [
  { files: [`server/${folder}/**/*.ts`], ignores: serverTests, rules: rule(serverCode, ...patterns) },
  { files: serverTests.map((glob) => `server/${folder}/${glob}`), rules: rule(noUi, ...testPatterns) },
];

dependencyRules.push(
  ...serverFolder('page-feedback', [sibling('ask', sharedOnly)]),
  ...serverFolder('ask', [sibling('page-feedback', sharedOnly)]),
  ...serverFolder('api-shared', [
    sibling(
      'ask|page-feedback|mcp',
      'server/api-shared/ is what the API plugins share: it imports none of them. Pass in what it needs.',
    ),
  ]),
  ...serverFolder(
    'mcp',
    [sibling('ask', 'The MCP server uses server/assistant and server/api-shared, not Ask AI (server/ask).')],
    [
      {
        regex: '^(?:@site/server/|(?:\\.\\./)+(?:server/)?)ask/',
        message: "MCP tests take Ask AI's settings from its entry (server/ask), not from inside it.",
      },
    ],
  ),
);
