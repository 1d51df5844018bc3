/**
 * Finds what relies on another package's internals (ejects, internal imports, bundler rewrites) and compares it
 * with the register in internals.ts: what is not registered, what was checked against another version than the
 * installed one. Pure over its inputs, so its test can show each check firing without touching the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reliance } from './internals';

/** Where our code that the bundler or the theme loads lives. */
const SCANNED = ['src', 'plugins', 'docusaurus.config.ts'] as const;

const SOURCE = /\.(?:tsx?|[cm]?js)$/;

/** The source files under the scanned folders, from the repository's root, with `/`. */
export function sourceFiles(root: string, scanned: readonly string[] = SCANNED): string[] {
  return scanned
    .flatMap((entry) => {
      const full = path.join(root, entry);
      if (!existsSync(full)) return [];
      if (SOURCE.test(entry)) return [entry];
      return readdirSync(full, { recursive: true, encoding: 'utf8' })
        .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules'))
        .map((file) => `${entry}/${file.split(path.sep).join('/')}`);
    })
    .sort();
}

/** Every theme component under src/theme that does not build on `@theme-original`: an eject. */
export function ejectsOnDisk(root: string): string[] {
  return sourceFiles(root, ['src/theme'])
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .filter((file) => /(?:^|\/)index\.tsx$|NavbarItem\.tsx$/.test(file))
    .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('@theme-original/'));
}

/** Module names a file imports or requires, as written. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** Names the bundler or our tools resolve to our own files, not to packages. */
const OUR_ALIASES = /^(?:@site|@theme|@theme-original|@theme-init|@generated)\//;

/**
 * The package a module name reaches into, when it names one of its internals: its `/internal` entry, or a script in
 * its `lib/` or `dist/` (stylesheets there are how the design system publishes its CSS, and are not internals).
 */
function internalOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || OUR_ALIASES.test(specifier)) return undefined;
  const match = /^((?:@[^/]+\/)?[^@/][^/]*)\/(.+)$/.exec(specifier);
  if (!match) return undefined;
  const [, name, subpath] = match as unknown as [string, string, string];
  if (/^internal(?:\/|$)/.test(subpath)) return name;
  if (/^(?:lib|dist)\//.test(subpath) && !/\.css$/.test(subpath)) return name;
  return undefined;
}

/** The packages whose internals a source text imports. */
export function internalImports(source: string): string[] {
  const names = [...source.matchAll(SPECIFIER)].map((match) => internalOf(match[1]!));
  return [...new Set(names.filter((name): name is string => name !== undefined))].sort();
}

/** Whether a source text tells the bundler to take another module in place of one it would resolve. */
export function rewritesModules(source: string): boolean {
  return /\bNormalModuleReplacementPlugin\b|\balias\s*:/.test(source);
}

/** Each reliance found in the files that has no entry of its kind and package in the register. */
export function unregistered(
  reliances: readonly Reliance[],
  found: { ejects: readonly string[]; sources: ReadonlyMap<string, string> },
): string[] {
  const registered = (file: string, accept: (reliance: Reliance) => boolean) =>
    reliances.some((reliance) => accept(reliance) && file in reliance.files);
  const problems: string[] = [];
  for (const file of found.ejects) {
    if (!registered(file, (r) => r.kind === 'eject')) problems.push(`${file}: an eject, not registered`);
  }
  for (const [file, source] of found.sources) {
    for (const name of internalImports(source)) {
      if (!registered(file, (r) => r.package === name)) {
        problems.push(`${file}: imports internals of ${name}, not registered`);
      }
    }
    // A test may define a stand-in of the bundler's class; only the plugins' own code rewrites anything.
    if (
      !/\.test\.[cm]?[jt]sx?$/.test(file) &&
      rewritesModules(source) &&
      !registered(file, (r) => r.kind === 'rewrite')
    ) {
      problems.push(`${file}: rewrites modules for the bundler, not registered`);
    }
  }
  return problems;
}

/** Registered files that are no longer there, and registered ejects that are no longer ejects. */
export function stale(reliances: readonly Reliance[], exists: (file: string) => boolean, ejects: readonly string[]) {
  return reliances.flatMap((reliance) =>
    Object.keys(reliance.files).flatMap((file) => {
      if (!exists(file)) return [`${file}: registered (${reliance.kind}, ${reliance.package}) but not there`];
      if (reliance.kind === 'eject' && !ejects.includes(file)) return [`${file}: registered as an eject but wraps`];
      return [];
    }),
  );
}

/** For each entry checked against another version than the installed one: what to re-check, and where. */
export function outdated(reliances: readonly Reliance[], installed: (name: string) => string): string[] {
  return reliances
    .filter((reliance) => installed(reliance.package) !== reliance.checkedAgainst)
    .map(
      (reliance) =>
        `${reliance.package} is ${installed(reliance.package)}; the ${reliance.kind} files were checked against ` +
        `${reliance.checkedAgainst}. Re-check (${reliance.recheck}), then update checkedAgainst in ` +
        `tests/lint/internals.ts:\n${Object.keys(reliance.files)
          .map((file) => `    ${file}`)
          .join('\n')}`,
    );
}

/** The version of a package as installed for the repository under `root`. */
export function installedVersion(root: string, name: string): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
