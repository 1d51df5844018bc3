/** ARCHITECTURE.md quotes the balancer configuration the cluster test runs: the quote must stay that file's text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_CONFIG } from './haproxy';
import { REPO } from './instances';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

describe('the reference HAProxy configuration in ARCHITECTURE.md', () => {
  it('quotes deploy/haproxy.cfg as it is, comments left out', () => {
    const architecture = readFileSync(join(REPO, 'ARCHITECTURE.md'), 'utf8');
    const quote = /```haproxy\n([\s\S]*?)```/.exec(architecture)?.[1];
    expect(quote, 'a ```haproxy block').toBeDefined();
    const config = lines(readFileSync(REFERENCE_CONFIG, 'utf8')).join('\n');
    // Each section quoted appears in the file with the same lines in the same order.
    for (const section of quote!.split('\n\n')) expect(config).toContain(lines(section).join('\n'));
  });
});
