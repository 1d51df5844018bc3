import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus registers Prism through a client module, which puts the
 * highlighter (~27 KB gz with our languages) into main.js for every page,
 * including those without code. Our CodeBlock loads Prism itself, lazily, on
 * the pages that show code (src/theme/CodeBlock/Content), so the theme's
 * client module is swapped for an empty one.
 */
export const themePrismClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function lazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      // One named chunk for Prism and its languages, so the size report can tell it from first-load JS.
      const prismChunk = {
        test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
        name: 'prism-engine',
        chunks: 'async' as const,
        enforce: true,
        priority: 60,
      };
      return {
        ...(isServer ? {} : { optimization: { splitChunks: { cacheGroups: { prism: prismChunk } } } }),
        plugins: [
          new NormalModuleReplacementPlugin(themePrismClientModule, (resource: { request: string }) => {
            resource.request = require.resolve('./no-global-prism');
          }),
        ],
      };
    },
  };
}
