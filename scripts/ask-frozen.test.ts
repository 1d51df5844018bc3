import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The frozen question sets of `npm run bench:ask`: each written blind, by
 * someone who had seen only the rendered site, and never tuned on. Their
 * figures are the honest ones only while they stay as written; a change to
 * one is a new set, and needs a new blind author, not an edit.
 */
const FROZEN: Array<[file: string, sha256: string]> = [
  ['ask-frozen.json', 'c86103f8ae1e8d79b27cfaac83e072b08b7dc1a6f4c5bcf2994bedc991004148'],
  ['ask-frozen-b.json', 'c1979d8b1a8e1e3e2f510db459f8888d9c4588c2ccc46cdc5d1726202e11f446'],
  ['ask-frozen-c.json', 'b5a1926a40847a5ca86af54288287577cf40890e8ac9c9095a0f55b7b27b9aaa'],
];

interface Labelled {
  id: string;
  question: string;
  page?: string;
  previous?: string;
  paraphrased?: boolean;
  nearScope?: boolean;
  ruling?: string | null;
}
const docsRoute = (url: string) =>
  ['.md', '.mdx', '/index.md'].some((ext) => existsSync(path.join(__dirname, '..', `${url.replace(/^\//, '')}${ext}`)));

describe.each(FROZEN)('the frozen Ask AI question set %s', (name, sha256) => {
  const text = readFileSync(path.join(__dirname, name), 'utf8').replace(/\r\n/g, '\n');
  const set = JSON.parse(text) as { answerable: Labelled[]; followUps: Labelled[]; uncovered: Labelled[] };

  it('is unchanged since it was frozen', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(sha256);
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

const DEV: Array<[file: string, ids: RegExp]> = [
  ['ask-dev-d.json', /^d(?:f|u)?\d+$/],
  ['ask-dev-e.json', /^e(?:f|u)?\d+$/],
  ['ask-dev-f.json', /^f(?:f|u)?\d+$/],
  ['ask-dev-g.json', /^g(?:f|u)?\d+$/],
  ['ask-dev-h.json', /^h(?:f|u)?\d+$/],
  ['ask-dev-i.json', /^i(?:f|u)?\d+$/],
  ['ask-dev-j.json', /^j(?:f|u)?\d+$/],
  ['ask-dev-k.json', /^k(?:f|u)?\d+$/],
  ['ask-dev-l.json', /^l(?:f|u)?\d+$/],
  ['ask-dev-m.json', /^m(?:f|u)?\d+$/],
  ['ask-dev-n.json', /^n(?:f|u)?\d+$/],
  ['ask-dev-o.json', /^o(?:f|u)?\d+$/],
  ['ask-dev-r.json', /^r(?:f|u)?\d+$/],
  ['ask-dev-s.json', /^s(?:f|u)?\d+$/],
  ['ask-dev-v.json', /^v(?:f|u)?\d+$/],
  ['ask-dev-w.json', /^w(?:f|u)?\d+$/],
];

describe.each(DEV)('the dev Ask AI question set %s, written blind and then opened', (name, ids) => {
  const set = JSON.parse(readFileSync(path.join(__dirname, name), 'utf8')) as {
    answerable: Labelled[];
    followUps: Labelled[];
    uncovered: Labelled[];
  };
  const all = [...set.answerable, ...set.followUps, ...set.uncovered];

  it('has ids of its own, so the benchmark never mixes it up with another set', () => {
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    for (const q of all) expect(q.id, q.id).toMatch(ids);
  });

  it('labels only pages the site has', () => {
    for (const q of [...set.answerable, ...set.followUps])
      expect(docsRoute(q.page ?? ''), `${q.id} ${q.page}`).toBe(true);
    for (const q of set.uncovered) if (q.ruling) expect(docsRoute(q.ruling), `${q.id} ${q.ruling}`).toBe(true);
  });
});

/**
 * Dev sets written blind and not yet opened: out of the benchmark, so no one reads their failures or fits the
 * thresholds on them, until they have been measured once before and once after a round of changes (figures only).
 * Then they join `DEV` above, and the benchmark's dev sets. The hash keeps one as written while it waits.
 */
const HELD_OUT: Array<[file: string, ids: RegExp, sha256: string]> = [
  ['ask-dev-x.json', /^x(?:f|u)?\d+$/, '58d24c1d1a9838ddd85449cf7da38b17d2b90bfaf8309f19b38537f4048ce6a0'],
  ['ask-dev-y.json', /^y(?:f|u)?\d+$/, '50eb51d9f1ee66342a97f418d03bd4fb4def649e532a79dd7886e8fe4dc68636'],
];

describe.each(HELD_OUT)(
  'the held-out Ask AI question set %s, written blind and not yet opened',
  (name, ids, sha256) => {
    const text = readFileSync(path.join(__dirname, name), 'utf8').replace(/\r\n/g, '\n');
    const set = JSON.parse(text) as { answerable: Labelled[]; followUps: Labelled[]; uncovered: Labelled[] };
    const all = [...set.answerable, ...set.followUps, ...set.uncovered];

    it('is unchanged since it was written', () => {
      expect(createHash('sha256').update(text).digest('hex')).toBe(sha256);
    });

    it('has ids of its own, and labels only pages the site has', () => {
      expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
      for (const q of all) expect(q.id, q.id).toMatch(ids);
      for (const q of [...set.answerable, ...set.followUps])
        expect(docsRoute(q.page ?? ''), `${q.id} ${q.page}`).toBe(true);
      for (const q of set.uncovered) if (q.ruling) expect(docsRoute(q.ruling), `${q.id} ${q.ruling}`).toBe(true);
    });
  },
);

describe('the ids of all the Ask AI question sets', () => {
  it('name one question each, but for the overlap of frozen B and dev N, which the benchmark tells apart by set', () => {
    const files = [
      'ask-questions.json',
      ...FROZEN.map(([name]) => name),
      ...DEV.map(([name]) => name),
      ...HELD_OUT.map(([name]) => name),
    ];
    const owners = new Map<string, string[]>();
    for (const name of files) {
      const set = JSON.parse(readFileSync(path.join(__dirname, name), 'utf8')) as Record<string, Labelled[]>;
      for (const q of [...set.answerable, ...set.followUps, ...set.uncovered])
        owners.set(q.id, [...(owners.get(q.id) ?? []), name]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1);
    // Frozen B was written with ids nf01… and nu01…; its hash keeps them, so dev N's follow-ups and uncovered share them.
    for (const [id, names] of shared) expect([id, ...names]).toEqual([id, 'ask-frozen-b.json', 'ask-dev-n.json']);
  });
});
