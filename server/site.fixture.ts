/**
 * A small site build for the server's tests, made the way `npm run build`
 * makes one: pages with inline scripts, hashed by the CSP plugin, the
 * retention record of a build with the default period, and precompressed
 * twins written by the post-build step.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cspManifestFor } from '../plugins/csp-hashes/index';
import { CSP_MANIFEST_FILE } from '../lib/csp-manifest';
import { RETENTION_DAYS, RETENTION_FILE, retentionRecord } from '../lib/retention';
import { precompress } from '../plugins/precompress/index';

const colourScript = "document.documentElement.setAttribute('data-theme','light')";

const page = (title: string, body = '') =>
  `<!doctype html><html><head><title>${title}</title><script>${colourScript}</script>` +
  `<script type="application/ld+json">{"@type":"BreadcrumbList","name":"${title}"}</script></head>` +
  `<body><svg style="display: none;"></svg><h1>${title}</h1>${body}<script src="/assets/js/main.0a1b2c3d.js"></script></body></html>`;

const siteFiles: Record<string, string> = {
  'index.html': page('Home', '<p>Standards and guidance.</p>'),
  '404.html': page('Page Not Found', `<p>${'We could not find that page. '.repeat(60)}</p>`),
  'docs/intro.html': page('Intro', `<p>${'standards '.repeat(300)}</p>`),
  'docs/backend/database.html': page('Database', `<p>${'PostgreSQL '.repeat(200)}</p>`),
  'assets/js/main.0a1b2c3d.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'assets/css/styles.0a1b2c3d.css': `body{color:#000}${'.a{margin:0}'.repeat(200)}`,
  'search/manifest.json': JSON.stringify({ index: '/search/index.0a1b2c3d4e.json', records: 1 }),
  'search/index.0a1b2c3d4e.json': JSON.stringify({ pages: Array.from({ length: 100 }, (_, i) => `page ${i}`) }),
  'img/favicon.ico': 'icon',
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>https://example.org/</loc></url>'.repeat(40)}</urlset>`,
};

/** Writes the site into a fresh temporary folder and returns it. */
export async function makeSite(extra: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-'));
  for (const [file, text] of Object.entries({ ...siteFiles, ...extra })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const manifest = await cspManifestFor(root);
  await writeFile(join(root, CSP_MANIFEST_FILE), JSON.stringify(manifest));
  await writeFile(join(root, RETENTION_FILE), retentionRecord(RETENTION_DAYS.default));
  await precompress(root);
  return root;
}

export const removeSite = (root: string) => rm(root, { recursive: true, force: true });
