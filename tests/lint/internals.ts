/**
 * Everything of ours that relies on another package's internals, which the package may change in any release
 * without saying so. Three kinds:
 *
 * - an eject: a theme component copied from Docusaurus and changed, rather than wrapped; it does not follow
 *   Docusaurus' own fixes;
 * - an internal import: a module the package does not offer as its API (`@docusaurus/theme-common/internal`, or a
 *   script inside a package's `lib/` or `dist/`);
 * - a rewrite: a plugin that makes the bundler take another module in place of one inside the package.
 *
 * Each entry names the package, the version its files were last checked against, and how to check them again.
 * internals.test.ts fails while an installed version differs (naming the files to re-check), and when a file
 * ejects, imports an internal or rewrites a module without an entry here. See CONTRIBUTING.md, "Upgrading a
 * dependency".
 */

type RelianceKind = 'eject' | 'internal import' | 'rewrite';

export interface Reliance {
  kind: RelianceKind;
  /** The package whose internals the files rely on. */
  package: string;
  /** The package's version the files were last checked against. */
  checkedAgainst: string;
  /** What to look at after an upgrade, before updating `checkedAgainst`. */
  recheck: string;
  /** Each file that relies on it (from the repository's root), with what it relies on or why. */
  files: Readonly<Record<string, string>>;
  /** For a rewrite: the package's files it replaces or reaches into, which must still be there. */
  targets?: readonly string[];
}

export const reliances: readonly Reliance[] = [
  {
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    checkedAgainst: '3.10.2',
    recheck:
      "re-diff each file against the new version's component (`npx docusaurus swizzle @docusaurus/theme-classic " +
      '<Component> --eject` in a scratch copy) and carry over its fixes',
    files: {
      'src/theme/AnnouncementBar/index.tsx': 'a labelled region, not a second banner landmark beside the city header',
      'src/theme/CodeBlock/index.tsx': 'code blocks render without Prism until its lazy chunk arrives',
      'src/theme/CodeBlock/Content/index.tsx':
        'highlighting in a lazy chunk, the plain lines server-rendered meanwhile',
      'src/theme/CodeBlock/Buttons/CopyButton/index.tsx': 'the copy button says "Copied!" in words, for screen readers',
      'src/theme/EditThisPage/index.tsx': 'the edit link opens the source repository in a new tab, and says so',
      'src/theme/Footer/index.tsx': "the city's PageFooter of the Amsterdam Design System",
      'src/theme/Navbar/Content/index.tsx': "the city's PageHeader of the Amsterdam Design System",
      'src/theme/Navbar/Layout/index.tsx': 'a plain wrapper: the PageHeader brings its own header landmark and nav',
      'src/theme/Navbar/MobileSidebar/Header/index.tsx': 'brand and a close button named in Dutch, as the city header',
      'src/theme/Navbar/MobileSidebar/Layout/index.tsx': 'the mobile menu as a modal dialog, with a footer',
      'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx':
        'the version menu in the header dropdown of the city style',
      'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx':
        'a disclosure button opened by click or keys, never hover',
      'src/theme/NavbarItem/DropdownNavbarItem/Mobile/index.tsx':
        'language links are never active, so that list stays collapsed',
      'src/theme/NotFound/Content/index.tsx': 'the 404 page in the city style, with a way to report the broken link',
    },
  },
  {
    kind: 'internal import',
    package: '@docusaurus/theme-common',
    checkedAgainst: '3.10.2',
    recheck:
      'check that `lib/internal.js` still exports each hook with the same arguments and result, and that the unit ' +
      "tests' doubles (tests/unit/doubles/theme-common-internal.ts) still return that shape",
    files: {
      'src/components/MobileMenuButton.tsx': 'useNavbarMobileSidebar',
      'src/theme/AnnouncementBar/index.tsx': 'useAnnouncementBar',
      'src/theme/CodeBlock/Buttons/CopyButton/index.tsx': 'useCodeBlockContext',
      'src/theme/CodeBlock/Content/HighlightedLines.tsx': 'useCodeBlockContext',
      'src/theme/CodeBlock/Content/index.tsx': 'useCodeBlockContext',
      'src/theme/CodeBlock/Content/PlainLines.tsx': 'useCodeBlockContext',
      'src/theme/CodeBlock/Content/Pre.tsx': 'useCodeBlockContext',
      'src/theme/Navbar/Layout/index.tsx': 'useHideableNavbar, useNavbarMobileSidebar',
      'src/theme/Navbar/MobileSidebar/Header/index.tsx': 'useNavbarMobileSidebar',
      'src/theme/Navbar/MobileSidebar/Layout/index.tsx': 'useNavbarMobileSidebar, useNavbarSecondaryMenu',
      'src/theme/NavbarItem/DropdownNavbarItem/Mobile/index.tsx': 'isSamePath, useLocalPathname',
    },
  },
  {
    kind: 'internal import',
    package: '@docusaurus/core',
    checkedAgainst: '3.10.2',
    recheck:
      '`lib/server/configValidation.js` still exports validateConfig(config, path), the config as the build uses it',
    files: {
      'plugins/faster/native.test.ts': "validateConfig, to read the config with Faster's defaults filled in",
    },
  },
  {
    kind: 'rewrite',
    package: '@docusaurus/theme-classic',
    checkedAgainst: '3.10.2',
    recheck:
      'the theme still registers Prism only through its client module `lib/prism-include-languages.js`, and ' +
      'nothing else of the theme reads the global Prism it set up',
    files: {
      'plugins/lazy-prism/index.ts': "swaps the theme's client module lib/prism-include-languages for an empty one",
      'plugins/lazy-prism/no-global-prism.ts': 'the empty module put in its place',
    },
    targets: ['lib/prism-include-languages.js'],
  },
  {
    kind: 'rewrite',
    package: '@amsterdam/design-system-react',
    checkedAgainst: '4.4.0',
    recheck:
      '`dist/index.js` still re-exports one module per component, the Logo still imports its table as ' +
      "'./brands', and logo-brands.ts still exports every name that table has",
    files: {
      'plugins/design-system-modules/index.ts': "aliases the package to dist/index.js and swaps dist/Logo's './brands'",
      'plugins/design-system-modules/logo-brands.ts': 'the brand table put in its place, from dist/Logo/brands/',
    },
    targets: ['dist/index.js', 'dist/Logo/Logo.js', 'dist/Logo/brands/index.js', 'dist/Logo/brands/AmsterdamLogo.js'],
  },
  {
    kind: 'rewrite',
    package: '@docusaurus/core',
    checkedAgainst: '3.10.2',
    recheck:
      "the client still reads the locale's messages only from the generated module '@generated/codeTranslations' " +
      '(in `lib/client/exports/Translate.js` and `lib/client/docusaurusContext.js`), written from ' +
      '`i18n/<locale>/code.json`, and still falls back to the message beside the id when one is missing',
    files: {
      'plugins/code-translations/index.ts':
        "swaps the generated '@generated/codeTranslations' for the theme overrides alone, in the default locale",
    },
    targets: ['lib/client/exports/Translate.js', 'lib/client/docusaurusContext.js'],
  },
  {
    kind: 'rewrite',
    package: '@docusaurus/core',
    checkedAgainst: '3.10.2',
    recheck:
      "the client entry (`lib/client/clientEntry.js`) still takes `window.docusaurus` from './docusaurus', and " +
      'that module still offers prefetch and preload as intent.ts uses them',
    files: {
      'plugins/prefetch-on-intent/index.ts': "swaps lib/client's './docusaurus' for intent.ts",
      'plugins/prefetch-on-intent/intent.ts': "the module put in its place, built on lib/client/docusaurus's preload",
    },
    targets: ['lib/client/clientEntry.js', 'lib/client/docusaurus.js'],
  },
  {
    kind: 'rewrite',
    package: '@docusaurus/utils-common',
    checkedAgainst: '3.10.2',
    recheck:
      "utils-common-entry.test.ts passes (the entry exports what the package's index does), and the index's " +
      'files are still those utils-common.ts imports',
    files: {
      'plugins/utils-common-entry/index.ts': 'aliases the package, in the browser, to utils-common.ts',
      'plugins/utils-common-entry/utils-common.ts': "the entry put in its place, from the package's lib/ files",
    },
    targets: ['lib/index.js', 'lib/applyTrailingSlash.js', 'lib/stringUtils.js', 'lib/errorUtils.js'],
  },
];
