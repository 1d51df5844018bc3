import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { retentionDaysForPage } from './lib/retention';
import { newIssueUrl, siteFacts } from './lib/site-facts';
import { siteRedirects } from './lib/site-redirects';
import { fasterConfig } from './plugins/faster/native';
import pkg from './package.json';

const config: Config = {
  title: 'Amsterdam Developers',
  tagline: 'Technology standards and guidance for everyone who builds software for the City of Amsterdam',
  favicon: 'img/favicon.ico',

  url: 'https://developers.amsterdam',
  baseUrl: '/',
  // One URL per page, without a trailing slash (`/docs/intro`); the server redirects the other spellings.
  trailingSlash: false,

  organizationName: 'Amsterdam',
  projectName: 'development-standards',

  // Docusaurus Faster comes with v4; only its HTML minifier depends on a native package we cannot assume is there.
  future: { v4: true, faster: fasterConfig() },

  // Docusaurus' banner blames the baseUrl whenever the main bundle fails to load; the boot guard says what happened.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  markdown: {
    // Pages in docs/ with missing or malformed front matter fail the build (plugins/front-matter, CONTRIBUTING.md).
    parseFrontMatter: async (params) => (await import('./plugins/front-matter/parse')).parseFrontMatter(params),
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  clientModules: ['./src/client/design-system.ts', './src/client/clean-html-paths.ts'],

  plugins: [
    './plugins/colour-mode-guard/index.ts',
    // A page whose code fails to download reloads once, then says so with "Retry" (not silently dead).
    './plugins/boot-guard/index.ts',
    // "/", Ctrl/Cmd+K or a click on "Zoeken" before the code has run opens the search once it has.
    './plugins/early-search/index.ts',
    './plugins/design-system-modules/index.ts',
    // AmsterdamSans as a Latin subset with the full font kept for other characters; the first screen's faces preloaded.
    [
      './plugins/fonts/index.ts',
      {
        preload: [
          { weight: '400', style: 'normal' },
          { weight: '700', style: 'normal' },
          { weight: '800', style: 'normal' },
        ],
      },
    ],
    './plugins/utils-common-entry/index.ts',
    // The default locale's bundle carries only the overrides of Docusaurus' strings from i18n/en/code.json.
    './plugins/code-translations/index.ts',
    './plugins/lazy-prism/index.ts',
    // A page's code is fetched when its link is hovered, touched or focused, not whenever the link is in view.
    './plugins/prefetch-on-intent/index.ts',
    // Build-time search records and index (packages/search), written after the pages are built.
    './plugins/search-index/index.ts',
    // The provider switch below: checked at build start; preconnects to the hosted provider in that mode only.
    './plugins/search-provider/index.ts',
    // Every doc page as Markdown (/docs/x.md), plus /llms.txt and /llms-full.txt.
    './plugins/markdown-export/index.ts',
    // /changelog and its Atom, RSS and JSON feeds, from the `changes` list in each page's front matter.
    './plugins/changelog/index.ts',
    // The stylesheet without the rules and custom properties no built page or script can use.
    './plugins/unused-css/index.ts',
    // Hashes every inline script and style of the built pages for the server's Content-Security-Policy.
    './plugins/csp-hashes/index.ts',
    // The accessibility statement at /toegankelijkheid, built from accessibility/evaluation.json.
    './plugins/accessibility-statement/index.ts',
    // /docs and the like: a client route each (our server answers them with a 301 from the same list).
    ['./plugins/redirect-routes/index.ts', { redirects: siteRedirects }],
    // A navbar item naming a doc or sidebar that does not exist fails the build, listing the ids there are.
    './plugins/navbar-doc-ids/index.ts',
    // robots.txt (with the sitemap) and /.well-known/security.txt.
    './plugins/site-files/index.ts',
  ],

  customFields: {
    version: pkg.version,
    // Search answers from our own build-time index unless SEARCH_PROVIDER=algolia; then the application id and
    // the public search-only key come from the environment, never from this file.
    search: {
      provider: process.env.SEARCH_PROVIDER ?? 'local',
      algolia: { appId: process.env.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_SEARCH_KEY, indexName: 'developers' },
    },
    // Ask AI in the search modal, answered by our own server under apiBase (src/components/AskAI/settings.ts).
    askAi: {
      enabled: process.env.ASK_AI_ENABLED !== 'false',
      apiBase: '/api/ask',
      assistantId: process.env.ASK_AI_ASSISTANT_ID || 'developers',
      starters: [
        'How do I validate an access token?',
        'How should we manage database schema changes?',
        'How do we name Git branches?',
      ],
    },
    // The privacy page (src/pages/privacy.tsx) states how long the server keeps questions and votes.
    privacy: { retentionDays: retentionDaysForPage(process.env.ASK_AI_RETENTION_DAYS) },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: ({ docPath }) => `${siteFacts.standardsRepo}/edit/main/docs/${docPath}`,
        },
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/code.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'feedback-2026-11',
      content: `This is the new Amsterdam Developers site. Tell us what you think in a <a href="${newIssueUrl()}" target="_blank" rel="noopener noreferrer">new issue<span class="ams-visually-hidden"> (opens in new tab)</span></a>.`,
      isCloseable: true,
    },
    navbar: {
      title: 'Developers',
      hideOnScroll: true,
      // The mobile menu lists these items; the desktop header (src/theme/Navbar/Content) shows its own
      // Documentation link and renders the dropdowns from here. GitHub lives in both menus' own rows.
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation' },
        { type: 'docsVersionDropdown', position: 'left' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // Code is coloured by src/css/code.css in both modes, so no Prism theme is read; without this empty
      // one Docusaurus would bundle its default (palenight) into main.js all the same.
      theme: { plain: {}, styles: [] },
      // Extra languages are registered where Prism is loaded: src/theme/CodeBlock/Content/prism.ts.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
