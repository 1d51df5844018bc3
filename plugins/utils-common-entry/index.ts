import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The browser's entry to @docusaurus/utils-common (see utils-common.ts). */
export const utilsCommonEntry = join(__dirname, 'utils-common.ts');

export default function utilsCommonEntryPlugin(): Plugin {
  return {
    name: 'utils-common-entry',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias: { '@docusaurus/utils-common$': utilsCommonEntry } } };
    },
  };
}
