import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The frozen question set of `npm run bench:ask`: written blind, by someone
 * who had seen only the rendered site, and never tuned on. Its figures are
 * the honest ones only while it stays as written; a change to it is a new
 * set, and needs a new blind author, not an edit.
 */
const FROZEN_SHA256 = 'c86103f8ae1e8d79b27cfaac83e072b08b7dc1a6f4c5bcf2994bedc991004148';

interface Labelled {
  id: string;
  question: string;
  page?: string;
  previous?: string;
  paraphrased?: boolean;
  nearScope?: boolean;
  ruling?: string | null;
}
const file = path.join(__dirname, 'ask-frozen.json');
const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
const set = JSON.parse(text) as { answerable: Labelled[]; followUps: Labelled[]; uncovered: Labelled[] };
const docsRoute = (url: string) =>
  ['.md', '.mdx', '/index.md'].some((ext) => existsSync(path.join(__dirname, '..', `${url.replace(/^\//, '')}${ext}`)));

describe('the frozen Ask AI question set', () => {
  it('is unchanged since it was frozen', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN_SHA256);
  });

  it('has the shape the benchmark needs: 60+ questions, follow-ups, 15+ uncovered, half of them near the scope', () => {
    const all = [...set.answerable, ...set.followUps, ...set.uncovered];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(set.followUps.length).toBeGreaterThan(0);
    for (const q of set.followUps) expect(q.previous, q.id).toBeTruthy();
    expect(set.uncovered.length).toBeGreaterThanOrEqual(15);
    expect(set.uncovered.filter((q) => q.nearScope).length * 2).toBeGreaterThanOrEqual(set.uncovered.length);
  });

  it('labels only pages the site has', () => {
    for (const q of [...set.answerable, ...set.followUps])
      expect(docsRoute(q.page ?? ''), `${q.id} ${q.page}`).toBe(true);
    for (const q of set.uncovered) if (q.ruling) expect(docsRoute(q.ruling), `${q.id} ${q.ruling}`).toBe(true);
  });
});
