// A synthetic docs site for the bench: shaped like ours (sections, blocks per
// section, words per block), with our real words mixed into a vocabulary that
// grows with the site, so index size and latency scale as a real one would.
import { type DocPage, type DocSection, words } from '../node';

/** Deterministic, so runs compare. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'ka,ro,pen,dat,lix,mor,ven,tra,sul,qui,ber,don,fex,gal,hum,jot,ker,lum,nax,pol,rid,sto,tun,vel,wim,zor,ant,est,ion,ure'.split(
    ',',
  );

export interface CorpusOptions {
  pages: number;
  seed?: number;
  /** Text of our own pages; its words seed the vocabulary. */
  sampleText?: string;
}

/** Every title and block of text of these pages, as one string: the `sampleText` that seeds a corpus with their words. */
export const sampleTextOf = (pages: readonly DocPage[]): string =>
  pages.flatMap((p) => p.sections.flatMap((s) => [s.title, ...s.content])).join(' ');

export function generateCorpus({ pages, seed = 7, sampleText = '' }: CorpusOptions): DocPage[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  // Heaps' law: n words of text hold roughly 60·√n distinct ones.
  const real = [...new Set(words(sampleText))].filter((w) => w.length > 2);
  const target = Math.max(real.length + 1000, Math.round(60 * Math.pow(pages * 800, 0.5)));
  const vocabulary = [...real];
  const seen = new Set(vocabulary);
  while (vocabulary.length < target) {
    const w = Array.from({ length: between(2, 4) }, () => pick(SYLLABLES)).join('');
    if (!seen.has(w)) {
      seen.add(w);
      vocabulary.push(w);
    }
  }
  // Real words take random ranks, not the top ones: on a large site
  // "database" is common, not in every paragraph.
  for (let i = vocabulary.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [vocabulary[i], vocabulary[j]] = [vocabulary[j], vocabulary[i]];
  }
  // Zipf: the k-th word is drawn with weight 1/k, like natural text.
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= vocabulary.length; k++) cumulative.push((sum += 1 / k));
  const word = () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo];
  };
  const phrase = (n: number) => {
    const text = Array.from({ length: n }, word).join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const block = () => `${phrase(between(6, 28))}.`;

  const categories = [
    'Backend',
    'Frontend',
    'Common standards',
    'Projects',
    'Data',
    'Cloud',
    'Security',
    'Mobile',
    'Operations',
    'Design',
  ];
  return Array.from({ length: pages }, (_, i): DocPage => {
    const sections: DocSection[] = [
      { level: 1, anchor: null, title: phrase(between(1, 4)), content: [block(), block()] },
    ];
    const h2s = between(5, 9);
    for (let s = 0; s < h2s; s++) {
      const title = phrase(between(1, 5));
      sections.push({ level: 2, anchor: `s${s}`, title, content: Array.from({ length: between(2, 7) }, block) });
      if (random() < 0.3)
        sections.push({
          level: 3,
          anchor: `s${s}-sub`,
          title: phrase(between(1, 4)),
          content: Array.from({ length: between(1, 4) }, block),
        });
    }
    return {
      url: `/docs/gen/${i}`,
      lvl0: pick(categories),
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      pageRank: 1,
      sections,
    };
  });
}
