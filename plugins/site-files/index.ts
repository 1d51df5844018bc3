import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { RETENTION_FILE, retentionRecord, statedRetentionDays } from '../../lib/retention';

/** The city's page on information security, with its vulnerability report form and disclosure policy. */
export const CITY_SECURITY_PAGE =
  'https://www.amsterdam.nl/en/general-items/items-footer/privacy-city-of-amsterdam/information-security/';

const DAY = 24 * 60 * 60 * 1000;

/** Where crawlers may go (everywhere) and where the sitemap is. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

/**
 * RFC 9116: who to tell about a vulnerability in this site (the city's own
 * disclosure process) and until when that holds. Written at build time, so
 * `Expires` is always just under a year after the deploy.
 */
export function securityTxt(siteUrl: string, baseUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + 364 * DAY);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    '# Amsterdam Developers is a website of the City of Amsterdam.',
    "# Report a vulnerability through the city's coordinated vulnerability disclosure.",
    `Contact: ${CITY_SECURITY_PAGE}`,
    `Policy: ${CITY_SECURITY_PAGE}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, nl',
    `Canonical: ${siteUrl}${baseUrl}.well-known/security.txt`,
    '',
  ].join('\n');
}

/**
 * Writes /robots.txt and /.well-known/security.txt into the build, and the
 * retention record the server checks its own period against.
 */
export default function siteFiles(context: LoadContext): Plugin {
  const { url, baseUrl, customFields } = context.siteConfig;
  return {
    name: 'site-files',
    async postBuild({ outDir }) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
      await mkdir(join(outDir, '.well-known'), { recursive: true });
      await writeFile(join(outDir, '.well-known', 'security.txt'), securityTxt(url, baseUrl, new Date()));
      await writeFile(join(outDir, RETENTION_FILE), retentionRecord(statedRetentionDays(customFields)));
    },
  };
}
