import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
}

const REGISTRY = 'https://registry.npmjs.org/';

/**
 * The lockfile entries npm fetches from the registry without a hash to check the tarball against. An entry without
 * `resolved` comes from the registry too: npm leaves the address out when `omit-lockfile-registry-resolved` is set.
 * Links and bundled packages come with their parent, so they carry no hash of their own.
 */
function entriesWithoutIntegrity(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages)
    .filter(([key, entry]) => key !== '' && !entry.link && !entry.inBundle)
    .filter(([, entry]) => entry.resolved === undefined || entry.resolved.startsWith(REGISTRY))
    .filter(([, entry]) => !entry.integrity)
    .map(([key, entry]) => `${key}@${entry.version ?? '?'}`);
}

describe('package-lock.json', () => {
  it('has an integrity hash on every package npm fetches from the registry', () => {
    const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    expect(entriesWithoutIntegrity(lock.packages)).toEqual([]);
  });

  it('names a registry entry without a hash, with or without its address, and leaves links and bundles alone', () => {
    expect(
      entriesWithoutIntegrity({
        '': { version: '1.0.0' },
        'node_modules/a': { version: '1.0.0' },
        'node_modules/b': { version: '2.0.0', resolved: `${REGISTRY}b/-/b-2.0.0.tgz` },
        'node_modules/c': { version: '3.0.0', integrity: 'sha512-x' },
        'node_modules/d': { resolved: 'packages/d', link: true },
        'node_modules/e/node_modules/f': { version: '1.0.0', inBundle: true },
        'node_modules/g': { version: '1.0.0', resolved: 'git+ssh://git@example.org/g.git#abc' },
      }),
    ).toEqual(['node_modules/a@1.0.0', 'node_modules/b@2.0.0']);
  });
});
