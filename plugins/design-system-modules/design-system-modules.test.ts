import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import designSystemModules, { designSystemEntry, logoBrandsReplacement, logoDir } from './index';
import * as brands from './logo-brands';

type Replacement = {
  apply: unknown;
  resourceRegExp: RegExp;
  newResource: (r: { context: string; request: string }) => void;
};

function configure() {
  class NormalModuleReplacementPlugin {
    constructor(
      public resourceRegExp: RegExp,
      public newResource: Replacement['newResource'],
    ) {}
  }
  const plugin = designSystemModules();
  // Only the bundler class is read from the utils; the rest of the signature is not used.
  const utils = { currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin } } } as never;
  return plugin.configureWebpack!({} as never, false, utils, {} as LoadContext) as {
    resolve: { alias: Record<string, string> };
    plugins: Replacement[];
  };
}

describe('design-system-modules', () => {
  it('resolves the package to its per-component ES modules', () => {
    expect(existsSync(designSystemEntry)).toBe(true);
    expect(configure().resolve.alias['@amsterdam/design-system-react$']).toBe(designSystemEntry);
  });

  it("swaps the Logo's brand table, and only that './brands' import", () => {
    const [replacement] = configure().plugins;
    const fromLogo = { context: logoDir, request: './brands' };
    replacement.newResource(fromLogo);
    expect(fromLogo.request).toBe(logoBrandsReplacement);
    const elsewhere = { context: '/work/other', request: './brands' };
    replacement.newResource(elsewhere);
    expect(elsewhere.request).toBe('./brands');
  });

  it('still answers every brand name the Logo asks for', () => {
    for (const name of [
      'AmsterdamLogo',
      'AmsterdamEnglishLogo',
      'GgdAmsterdamLogo',
      'StadsarchiefLogo',
      'VgaVerzekeringenLogo',
    ]) {
      expect(brands[name as keyof typeof brands], name).toBe(brands.AmsterdamLogo);
    }
  });
});
