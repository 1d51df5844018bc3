import { createRequire } from 'node:module';

const requireHere = createRequire(__filename);

/**
 * Whether an npm package whose work is done by a per-platform native binary loads on this machine. The lockfile
 * names those binaries as optional packages; a registry or mirror without one for this platform (or an install
 * that skipped optional packages) leaves the package present but unusable.
 */
export function nativePackageLoads(name: string): boolean {
  try {
    requireHere(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Docusaurus Faster, with the HTML minifier chosen by what this machine can run: `@swc/html` (native, fast) where
 * it loads, Docusaurus' JavaScript minifier (html-minifier-terser) where it does not, so a Mac, Windows or ARM
 * machine builds the site even without the native package. Both keep what React needs to hydrate.
 */
export function fasterConfig(loads: (name: string) => boolean = nativePackageLoads): { swcHtmlMinimizer: boolean } {
  const swcHtmlMinimizer = loads('@swc/html');
  if (!swcHtmlMinimizer) {
    console.warn(
      '[build] @swc/html has no native binary for this platform here: HTML is minified with html-minifier-terser.',
    );
  }
  return { swcHtmlMinimizer };
}
