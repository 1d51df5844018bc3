import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectInlineSources } from './collect';
import { CSP_MANIFEST_FILE, sha256Source, type CspManifest } from '../../lib/csp-manifest';

export { CSP_MANIFEST_FILE, parseCspManifest, sha256Source, type CspManifest } from '../../lib/csp-manifest';
export { collectInlineSources } from './collect';

/**
 * The hosts Algolia's search client reads from: its DSN host first, then three
 * fallbacks. Only these, and only when the site searches Algolia's index.
 */
export function algoliaConnectSources(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/** The origins the site's scripts fetch from besides its own, from the search switch in customFields. */
export function connectSourcesFor(customFields: Record<string, unknown> | undefined): string[] {
  const search = (customFields?.search ?? {}) as { provider?: unknown; algolia?: { appId?: unknown } };
  const appId = search.algolia?.appId;
  if (search.provider !== 'algolia' || typeof appId !== 'string' || !/^[A-Za-z0-9]+$/.test(appId)) return [];
  return algoliaConnectSources(appId);
}

/** Reads every page of a build and lists the hashes its inline code needs; throws on inline event handlers. */
export async function cspManifestFor(outDir: string, connectSources: string[] = []): Promise<CspManifest> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  for (const page of pages.sort()) {
    const found = collectInlineSources(await readFile(page, 'utf8'));
    if (found.eventHandlers.length > 0) {
      throw new Error(
        `${path.relative(outDir, page)} has inline event handlers, which the Content-Security-Policy blocks: ` +
          `${found.eventHandlers.join(', ')}. Attach the handler from a script instead.`,
      );
    }
    found.scripts.forEach((text) => scripts.add(sha256Source(text)));
    found.styles.forEach((text) => styles.add(sha256Source(text)));
    found.styleAttributes.forEach((text) => styleAttributes.add(sha256Source(text)));
  }
  return {
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    styleAttributeHashes: [...styleAttributes].sort(),
    connectSources,
  };
}

/**
 * Lets the server send a Content-Security-Policy without 'unsafe-inline':
 * after the pages are written, hashes every inline script and style the
 * build contains (Docusaurus' colour-mode and announcement scripts, React's
 * streaming scripts, our own) into `csp-sources.json` beside them.
 */
export default function cspHashesPlugin(context: LoadContext): Plugin {
  return {
    name: 'csp-hashes',
    async postBuild({ outDir }) {
      const manifest = await cspManifestFor(outDir, connectSourcesFor(context.siteConfig.customFields));
      await writeFile(path.join(outDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      console.log(
        `[csp-hashes] ${manifest.scriptHashes.length} inline scripts, ${manifest.styleAttributeHashes.length} style attributes hashed → ${CSP_MANIFEST_FILE}`,
      );
    },
  };
}
