import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);
const packageDir = dirname(require.resolve('@amsterdam/design-system-react/package.json'));

/**
 * The "module" entry of @amsterdam/design-system-react is one pre-bundled
 * file whose top-level forwardRef/Object.assign calls the bundler must keep,
 * so every component (date pickers, image sliders…) lands in main.js. Its
 * dist/index.js re-exports one ES module per component, which, with the
 * package's `sideEffects: false`, lets the bundler keep only what we use.
 */
export const designSystemEntry = join(packageDir, 'dist/index.js');

/** The Logo's brand table, swapped for one that carries only the city logo (see logo-brands.ts). */
export const logoDir = join(packageDir, 'dist/Logo');
export const logoBrandsReplacement = join(__dirname, 'logo-brands.ts');

export default function designSystemModules(): Plugin {
  return {
    name: 'design-system-modules',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: { alias: { '@amsterdam/design-system-react$': designSystemEntry } },
        plugins: [
          // The package imports its table as './brands' from the Logo folder; only that import is swapped.
          new NormalModuleReplacementPlugin(/^\.\/brands$/, (resource: { context: string; request: string }) => {
            if (resource.context === logoDir) resource.request = logoBrandsReplacement;
          }),
        ],
      };
    },
  };
}
