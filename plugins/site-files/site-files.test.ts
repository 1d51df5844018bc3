import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { parseRetentionRecord, RETENTION_FILE } from '../../lib/retention';
import siteFiles, { CITY_SECURITY_PAGE, robotsTxt, securityTxt } from './index';

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://developers.amsterdam', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://developers.amsterdam/sitemap.xml\n',
    );
  });
});

describe('security.txt (RFC 9116)', () => {
  const text = securityTxt('https://developers.amsterdam', '/', new Date('2026-11-23T18:00:00Z'));
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1];

  it("points at the city's disclosure process and its own canonical address", () => {
    expect(field('Contact')).toBe(CITY_SECURITY_PAGE);
    expect(field('Canonical')).toBe('https://developers.amsterdam/.well-known/security.txt');
  });

  it('expires less than a year after the build, at midnight UTC', () => {
    expect(field('Expires')).toBe('2027-11-22T00:00:00.000Z');
  });

  it('has only fields the RFC defines, each on its own line', () => {
    const fields = text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(':')[0]);
    expect(fields).toEqual(['Contact', 'Policy', 'Expires', 'Preferred-Languages', 'Canonical']);
  });
});

describe('the retention record', () => {
  it('holds the period the privacy page states, for the server to check its own against', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'site-files-'));
    try {
      const siteConfig = {
        url: 'https://developers.amsterdam',
        baseUrl: '/',
        customFields: { privacy: { retentionDays: 90 } },
      };
      const plugin = siteFiles({ siteConfig } as unknown as LoadContext);
      await plugin.postBuild?.({ outDir } as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      expect(parseRetentionRecord(await readFile(join(outDir, RETENTION_FILE), 'utf8'))).toBe(90);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
