import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const doubles = (p: string) => here(`./tests/unit/doubles/${p}`);

// Docusaurus resolves @theme/* and @docusaurus/* at build time; in unit tests
// they point at small doubles so our components render in jsdom.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@docusaurus\/theme-common\/internal$/, replacement: doubles('theme-common-internal.ts') },
      { find: /^@docusaurus\/theme-common$/, replacement: doubles('theme-common.ts') },
      { find: /^@docusaurus\/Link$/, replacement: doubles('docusaurus-Link.tsx') },
      { find: /^@docusaurus\/Translate$/, replacement: doubles('docusaurus-Translate.tsx') },
      { find: /^@docusaurus\/isInternalUrl$/, replacement: doubles('docusaurus-isInternalUrl.ts') },
      { find: /^@docusaurus\/useIsBrowser$/, replacement: doubles('docusaurus-useIsBrowser.ts') },
      { find: /^@docusaurus\/useBrokenLinks$/, replacement: doubles('docusaurus-useBrokenLinks.ts') },
      { find: /^@docusaurus\/useDocusaurusContext$/, replacement: doubles('docusaurus-useDocusaurusContext.ts') },
      { find: /^@docusaurus\/router$/, replacement: doubles('docusaurus-router.ts') },
      { find: /^@docusaurus\/useBaseUrl$/, replacement: doubles('docusaurus-useBaseUrl.ts') },
      { find: /^@docusaurus\/plugin-content-docs\/client$/, replacement: doubles('plugin-content-docs-client.ts') },
      { find: /^@theme\/Icon\/.*$/, replacement: doubles('theme/icon.tsx') },
      { find: /^@theme-original\/ColorModeToggle$/, replacement: doubles('theme/ColorModeToggle.tsx') },
      { find: /^@theme(?:-original)?\/(.*)$/, replacement: doubles('theme/$1.tsx') },
      { find: /^@site\/(.*)$/, replacement: here('./$1') },
    ],
  },
  test: {
    environment: 'node',
    include: [
      'lib/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'packages/**/*.test.ts',
      'plugins/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/content/**/*.test.ts',
    ],
    setupFiles: [here('./tests/unit/setup.ts')],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
