import { describe, expect, it } from 'vitest';
import { themePrismClientModule } from './index';

describe('lazy-prism', () => {
  it("matches the theme's Prism client module as Docusaurus requests it, with or without .js", () => {
    expect(themePrismClientModule.test('/x/node_modules/@docusaurus/theme-classic/lib/prism-include-languages')).toBe(
      true,
    );
    expect(
      themePrismClientModule.test('/x/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
    ).toBe(true);
    expect(
      themePrismClientModule.test('C:\\x\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages'),
    ).toBe(true);
  });

  it('leaves the swizzlable theme component of the same name alone', () => {
    expect(
      themePrismClientModule.test('/x/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js'),
    ).toBe(false);
  });
});
