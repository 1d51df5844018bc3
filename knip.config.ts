import type { KnipConfig } from 'knip';

// Files whose default export Docusaurus, the bundler or the Vitest aliases take by file path: nothing of ours
// imports it. Their exports are not reported (as if they were plain entries); their types still are.
const takenByPath = [
  // Theme components: Docusaurus resolves `@theme/X` to src/theme/X.tsx or src/theme/X/index.tsx.
  'src/theme/*.tsx',
  'src/theme/**/index.tsx',
  'src/theme/NavbarItem/*.tsx',
  'src/theme/MDXComponents/*.tsx',
  // Client modules (`clientModules` in docusaurus.config.ts).
  'src/client/*.ts',
  // Route components the plugins add with `addRoute({ component: '@site/…' })`.
  'src/components/Accessibility/StatementPage.tsx',
  'src/components/Changelog/ChangelogPage.tsx',
  'src/components/RedirectPage.tsx',
  // Modules the bundler puts in place of a package's own (module replacement, an alias): the package's own code
  // imports their exports, which knip does not see.
  'plugins/design-system-modules/logo-brands.ts',
  'plugins/lazy-prism/no-global-prism.ts',
  'plugins/prefetch-on-intent/intent.ts',
  'plugins/utils-common-entry/utils-common.ts',
  // The Docusaurus doubles that vitest.config.mts's aliases (regular expressions) put in place of `@theme/*` and
  // `@docusaurus/*` in unit tests.
  'tests/unit/doubles/**/*.{ts,tsx}',
];

/**
 * The unused-export check of `npm run lint`: an export that nothing outside its own module imports is dead surface,
 * so it is unexported or deleted. Knip follows the imports from the entries: Docusaurus' plugin (enabled by
 * `@docusaurus/core`) adds docusaurus.config.ts, the plugins it names and src/pages/**; the scripts of package.json
 * add the files they run; the Vitest and Playwright plugins add the tests and their configs; the rest is below.
 */
const config: KnipConfig = {
  entry: [
    'sidebars.ts',
    ...takenByPath,
    // The server and the authors' report run compiled (`node dist/server/index.js`, `node dist/scripts/report.js`).
    'server/index.ts',
    'scripts/report.ts',
    // Tools run by hand (`npx tsx scripts/<tool>.ts`, see their first comment) or by scripts/node24.sh.
    'scripts/screenshots.ts',
    'scripts/screenshots-ask-ai.ts',
    'scripts/social-card.ts',
    'scripts/node24-hooks.mjs',
    // `node --require` preloads a test starts Node with.
    'plugins/**/*.cjs',
    // The search core's two entries (browser, Node): the only modules others import it by.
    'packages/search/src/index.ts',
    'packages/search/src/node.ts',
  ],
  // The snippet fixtures are the pages' example projects, with a package.json of their own.
  project: ['**/*.{ts,tsx,mts,mjs,cjs,mdx}', '!tests/content/snippets/**'],
  vitest: {
    // The production tests have their own config (`npm run test:production`).
    config: ['vitest.config.mts', 'tests/production/vitest.config.mts'],
  },
  // Exports used only inside their own module are dead surface too, also in entries (scripts, server/index.ts).
  ignoreExportsUsedInFile: false,
  includeEntryExports: true,
  // Unused files and exports only: dependencies are another check (Docusaurus' own packages come with the preset).
  include: ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'duplicates', 'enumMembers'],
  ignoreIssues: {
    ...Object.fromEntries(takenByPath.map((pattern) => [pattern, ['exports']])),
    // One logo under every brand name the design system's table has: the duplicates are the point.
    'plugins/design-system-modules/logo-brands.ts': ['exports', 'duplicates'],
  },
};

export default config;
