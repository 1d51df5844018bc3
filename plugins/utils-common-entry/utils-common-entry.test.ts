import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import * as original from '@docusaurus/utils-common';
import plugin, { utilsCommonEntry } from './index';
import * as entry from './utils-common';

describe('utils-common-entry', () => {
  it('offers the browser everything the package index exports, the same functions', () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(original).sort());
    for (const name of Object.keys(original) as (keyof typeof original)[]) expect(entry[name]).toEqual(original[name]);
  });

  it('is the alias of the client bundle only', () => {
    const configure = (isServer: boolean) =>
      plugin().configureWebpack!({} as never, isServer, {} as never, {} as LoadContext) as {
        resolve?: { alias: Record<string, string> };
      };
    expect(configure(false).resolve?.alias['@docusaurus/utils-common$']).toBe(utilsCommonEntry);
    expect(configure(true).resolve).toBeUndefined();
  });
});
