import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import themeClassic from '@docusaurus/theme-classic/package.json';
import { EJECTED_FROM, ejected } from './ejected';

const root = path.resolve(__dirname, '../..');

/** Every component file under src/theme that does not build on `@theme-original`: an eject. */
function ejectsOnDisk(): string[] {
  return readdirSync(path.join(root, 'src/theme'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .map((file) => `src/theme/${file.split(path.sep).join('/')}`)
    .filter((file) => /(?:^|\/)index\.tsx$|NavbarItem\.tsx$/.test(file))
    .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('@theme-original/'));
}

describe('ejected theme components', () => {
  it('were taken from the installed Docusaurus version', () => {
    const files = Object.keys(ejected).join('\n  ');
    expect(
      themeClassic.version,
      `Docusaurus is now ${themeClassic.version}; the ejects were taken from ${EJECTED_FROM}. Re-diff these files ` +
        `against the new version's components, then update EJECTED_FROM in src/theme/ejected.ts:\n  ${files}`,
    ).toBe(EJECTED_FROM);
  });

  it('are each listed with the reason for ejecting', () => {
    expect(ejectsOnDisk().sort()).toEqual(Object.keys(ejected).sort());
    for (const reason of Object.values(ejected)) expect(reason.trim()).not.toBe('');
  });
});
