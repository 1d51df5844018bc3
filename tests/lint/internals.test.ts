import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reliances, type Reliance } from './internals';
import {
  ejectsOnDisk,
  installedVersion,
  internalImports,
  outdated,
  rewritesModules,
  sourceFiles,
  stale,
  unregistered,
} from './internals-check';

const root = path.resolve(__dirname, '../..');
const sources = new Map(sourceFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const ejects = ejectsOnDisk(root);

describe("what we rely on in other packages' internals", () => {
  it('was checked against the installed version of each package', () => {
    const problems = outdated(reliances, (name) => installedVersion(root, name));
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('is registered, every eject, internal import and rewrite', () => {
    expect(unregistered(reliances, { ejects, sources })).toEqual([]);
  });

  it('is still there, each registered file, and each package file a rewrite names', () => {
    expect(stale(reliances, (file) => existsSync(path.join(root, file)), ejects)).toEqual([]);
    const targets = reliances.flatMap((r) => (r.targets ?? []).map((target) => `${r.package}/${target}`));
    expect(targets.filter((target) => !existsSync(path.join(root, 'node_modules', target)))).toEqual([]);
  });

  it('says for each entry why, and how to check it again', () => {
    for (const reliance of reliances) {
      expect(reliance.recheck.trim(), reliance.package).not.toBe('');
      for (const [file, why] of Object.entries(reliance.files)) expect(why.trim(), file).not.toBe('');
    }
  });
});

describe('the register check', () => {
  const eject: Reliance = {
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    checkedAgainst: '3.10.2',
    recheck: 're-diff',
    files: { 'src/theme/Footer/index.tsx': 'the city footer' },
  };

  it('names every file to re-check when an installed version differs', () => {
    const [problem, ...rest] = outdated([eject], () => '3.11.0');
    expect(rest).toEqual([]);
    expect(problem).toContain('@docusaurus/theme-classic is 3.11.0; the eject files were checked against 3.10.2');
    expect(problem).toContain('src/theme/Footer/index.tsx');
    expect(outdated([eject], () => '3.10.2')).toEqual([]);
  });

  it('fires on an unregistered import of @docusaurus/theme-common/internal, eject or rewrite', () => {
    const found = {
      ejects: ['src/theme/Footer/index.tsx', 'src/theme/DocItem/index.tsx'],
      sources: new Map([
        ['src/components/New.tsx', "import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';"],
        ['plugins/new/index.ts', "return { resolve: { alias: { 'some-package$': entry } } };"],
        ['plugins/new/index.test.ts', 'class NormalModuleReplacementPlugin {}'],
      ]),
    };
    expect(unregistered([eject], found)).toEqual([
      'src/theme/DocItem/index.tsx: an eject, not registered',
      'src/components/New.tsx: imports internals of @docusaurus/theme-common, not registered',
      'plugins/new/index.ts: rewrites modules for the bundler, not registered',
    ]);
  });

  it("tells a package's internals from its API and from our own modules", () => {
    const source = [
      "import { useX } from '@docusaurus/theme-common/internal';",
      "import stock from '@docusaurus/core/lib/client/docusaurus';",
      "const { v } = require('@docusaurus/core/lib/server/configValidation');",
      "import Logo from '@amsterdam/design-system-react/dist/Logo/brands/AmsterdamLogo.js';",
      "import '@amsterdam/design-system-css/dist/button/button.css';",
      "import { useColorMode } from '@docusaurus/theme-common';",
      "import Original from '@theme-original/CodeBlock/Content';",
      "import prism from 'prismjs/components/prism-bash';",
      "import { x } from '../lib/x';",
    ].join('\n');
    expect(internalImports(source)).toEqual([
      '@amsterdam/design-system-react',
      '@docusaurus/core',
      '@docusaurus/theme-common',
    ]);
    expect(rewritesModules('new NormalModuleReplacementPlugin(/x/, () => {})')).toBe(true);
    expect(rewritesModules('const resolved = require.resolve(name);')).toBe(false);
  });

  it('fires on a registered file that is gone, or an eject that now wraps', () => {
    expect(stale([eject], () => false, [])).toEqual([
      'src/theme/Footer/index.tsx: registered (eject, @docusaurus/theme-classic) but not there',
    ]);
    expect(stale([eject], () => true, [])).toEqual(['src/theme/Footer/index.tsx: registered as an eject but wraps']);
  });
});
