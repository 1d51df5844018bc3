import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus prefetches the code of every internal link as soon as it scrolls
 * into view: on a doc page that is every page of the sidebar, ~20 requests and
 * 70–90 KB the visitor mostly never uses, competing with the page itself on a
 * slow connection. The client entry's `window.docusaurus` is swapped for one
 * whose prefetch does nothing; a page's code is loaded on intent instead
 * (hover or touch, as Docusaurus' Link already does, and keyboard focus), and
 * never on 2g or with Save-Data (./intent.ts).
 */
export const clientEntryHelpers = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export default function prefetchOnIntent(): Plugin {
  return {
    name: 'prefetch-on-intent',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: { request: string; context?: string }) => {
            if (resource.context && clientEntryHelpers.test(resource.context)) {
              resource.request = require.resolve('./intent');
            }
          }),
        ],
      };
    },
  };
}
