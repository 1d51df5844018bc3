import { tokenize } from '../../packages/search/src/node';
import type { Library } from './library';
import { stem } from './stem';
import { relatedStems } from './thesaurus';
import { englishLexicon } from './lexicon';
import { joinCompounds, kindOf, meaningOf, shortFormOf } from './vocabulary';
import { CHAT_WORDS, QUESTION_STOP_WORDS, questionWords } from './words';

/** How the words of a question are weighed. */
export const WEIGHING = {
  /**
   * A name no section mentions ("Kafka", "GraphQL") weighs this many times the
   * rarest known word: a question about something the standards never name is
   * not covered, however well its other words match. An unknown ordinary word
   * ("finger") weighs as much as the rarest known one.
   */
  unknownNameWeight: 3,
  /** Words of the previous question in a follow-up weigh this much of their own weight. */
  previousWeight: 0.5,
  /** A related word (thesaurus) found instead of the word itself counts this much. */
  relatedCredit: 0.7,
  /**
   * The kind of a product the standards never name ("database" for MongoDB)
   * weighs this much of its own weight: enough to find the standard on that
   * kind, while the product itself, a name they do not use, still weighs as
   * one.
   */
  kindWeight: 0.5,
  /**
   * A word of chat ("actually", "pretty", "supposed") that the standards also write weighs this much of its own
   * weight: "do our readme install steps actually work?" is about the README's steps, not the sentence that
   * writes "the actual commands", yet the word may still find a page that says it ("committed anyway"). 0.3
   * measures best on the tuning and dev sets (0.2–0.4 alike; 0 drops pages the word found).
   */
  chatWeight: 0.3,
} as const;

/** A word of the question: its stem, how much it says (rare words say more), and words that mean much the same. */
export interface Term {
  stem: string;
  /** The words the question wrote for the stem ("offices"), to tell them from other words of that stem ("officer"). */
  words: ReadonlySet<string>;
  weight: number;
  related: ReadonlySet<string>;
  /** The kind of a product the question names and the standards do not ("database" for MongoDB). */
  kind?: boolean;
  /** In a follow-up, a word of the earlier question only. */
  earlier?: boolean;
}

/** Each content word of a question, weighed; a follow-up keeps the earlier question's words at a lower weight. */
export function questionTerms(library: Library, text: string, previousText?: string): Term[] {
  const question = joinCompounds(text);
  const previous = previousText && joinCompounds(previousText);
  const rarest = library.idf('\u0000');
  // A product the standards never name is a name, however it is written ("mongodb"); one that is
  // also an English word ("rails", "spring") only when written as a name.
  const products = [question, previous ?? '']
    .flatMap((text) => tokenize(text))
    .filter(({ norm }) => kindOf(norm) && !library.knows(stem(norm)))
    .filter(({ norm, text }) => /^[A-Z]/.test(text) || !englishLexicon().isWord(norm))
    .map((t) => t.norm);
  const names = new Set([...namesIn(question), ...(previous ? namesIn(previous) : []), ...products.map(stem)]);
  const weigh = (s: string, related: ReadonlySet<string>): number => {
    if (library.knows(s)) return library.idf(s);
    if (names.has(s)) return rarest * WEIGHING.unknownNameWeight;
    // A word the standards never use, but whose synonyms they do ("big" for "large"), says what they say.
    const known = [...related].filter((r) => library.knows(r));
    return known.length > 0 ? Math.max(...known.map((r) => library.idf(r))) : rarest;
  };
  const term = (s: string, words: ReadonlySet<string>, factor: number): Term => {
    // A short form the standards write themselves ("CI", "PR", or one they define: "ADR") is read as it is, and what
    // it stands for counts as a related word: the page that says "pipeline" answers "does CI have to…" too.
    const known = relatedStems(s);
    const meant = [...words]
      .flatMap(
        (w) =>
          (library.writes(w) ? shortFormOf(w) : undefined) ??
          // What the pages define a short form as, where the vocabulary has no word for it ("oidc" has "openid").
          (known.size === 0 ? (library.definedShortForm(w) ?? library.kindOfExample(w)) : undefined) ??
          [],
      )
      .filter((m) => !QUESTION_STOP_WORDS.has(m))
      .map(stem);
    const related = meant.length > 0 ? new Set([...known, ...meant]) : known;
    return { stem: s, words, weight: weigh(s, related) * factor, related };
  };
  // An adverb the standards never use ("easily", "accidentally") says how something is asked, not what about.
  const manner = (word: string) => word.length > 4 && word.endsWith('ly') && !library.knows(stem(word));
  // A number the standards never write ("gives 100", "404s") is a detail of the asker's case, not its subject.
  const figure = (word: string) => /^\d+[km]?s?$/.test(word) && !library.knows(stem(word));
  const chat = (word: string) => CHAT_WORDS.has(word) && !library.knows(stem(word));
  // "does the order matter?" asks whether it is important; only a page's front matter is a matter of its own.
  const frontMatter = /\bfront[\s-]?matter\b/i.test(text);
  const mattering = (word: string) => !frontMatter && /^matters?$/.test(word);
  const idle = (word: string) => manner(word) || figure(word) || chat(word) || mattering(word);
  // A word of chat the standards happen to write ("actually": "the actual commands") is kept, at a chat word's weight.
  const ownWeight = (words: ReadonlySet<string>) =>
    [...words].every((w) => CHAT_WORDS.has(w)) ? WEIGHING.chatWeight : 1;
  const terms = [...readWords(library, question, idle)].map(([s, words]) => term(s, words, ownWeight(words)));
  if (previous) {
    for (const [s, words] of readWords(library, previous, idle))
      if (!terms.some((t) => t.stem === s)) terms.push({ ...term(s, words, WEIGHING.previousWeight), earlier: true });
  }
  for (const product of products)
    for (const word of kindOf(product)!) {
      const s = stem(word);
      const written = terms.findIndex((t) => t.stem === s);
      // "sendgrid for our mails": the question wrote the kind itself, and it keeps a question word's weight.
      if (written >= 0) terms[written] = { ...terms[written], kind: true };
      else terms.push({ ...term(s, new Set([word]), WEIGHING.kindWeight), kind: true });
    }
  // A word the question writes counts as itself only: "identity" does not also stand in for "provider" of
  // "identity provider", though each is related to the other.
  const own = new Set(terms.map((t) => t.stem));
  return terms.map((t) =>
    [...t.related].some((r) => own.has(r)) ? { ...t, related: new Set([...t.related].filter((r) => !own.has(r))) } : t,
  );
}

/**
 * The stems of a question's content words as the standards would write them:
 * a word the standards use stays as it is; a short form or Dutch word becomes
 * what it stands for ("k8s": kubernetes, "bewaren": keep); a misspelt word
 * becomes the word it most likely means.
 */
export function readStems(library: Library, text: string, skip?: (word: string) => boolean): string[] {
  return [...readWords(library, joinCompounds(text), skip).keys()];
}

/**
 * "down" as the particle of a verb ("write down why we picked it", "narrow down the scope"), not a service that is
 * out ("the relay is down"): it says nothing of the subject.
 */
const PARTICLE_DOWN =
  /\b(writ(?:e|es|ing|ten)|wrote|note[ds]?|noting|jot(?:s|ted)?|put(?:s|ting)?|narrow(?:s|ed)?|track(?:s|ed)?|pin(?:s|ned)?|slow(?:s|ed)?|scal(?:e|es|ed|ing)|cut(?:s|ting)?|turn(?:s|ed)?|break(?:s|ing)?|boil(?:s|ed)?|settle[ds]?|calm(?:s|ed)?)\s+down\b/gi;

/** What `readStems` reads, with the words each stem stands for, as the standards would write them; compounds already joined. */
function readWords(library: Library, text: string, skip?: (word: string) => boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  text = text.replace(PARTICLE_DOWN, '$1');
  const add = (word: string) => {
    const s = stem(word);
    const words = out.get(s);
    if (words) words.add(word);
    else out.set(s, new Set([word]));
  };
  const { words: written, inDutch } = questionWords(text);
  for (const word of written) {
    if (skip?.(word)) continue;
    const known = library.knows(stem(word));
    // A short form the standards never write ("ads", "prs") stands for its meaning, even where its stem is a word of
    // theirs ("ad" of "ad hoc"); any other word they know is read as it is.
    const meaning = library.writes(word)
      ? undefined
      : (shortFormOf(word) ?? (known ? undefined : meaningOf(word, dutchReading(library, word), inDutch)));
    if (meaning) {
      // What the word means says nothing either where its English would not ("ineens": suddenly).
      for (const m of meaning) if (!QUESTION_STOP_WORDS.has(m) && !skip?.(m)) add(m);
      continue;
    }
    if (known) {
      add(word);
      continue;
    }
    const corrected = /\d/.test(word) || kindOf(word) ? undefined : library.correct(word);
    add(corrected ?? ableBase(library, word) ?? word);
  }
  return out;
}

/**
 * What can be done to a thing is said by its verb: "pressable" is what can be pressed, "configurable" what can be
 * configured. The verb the standards know, for a word in -able or -ible they do not.
 */
function ableBase(library: Library, word: string): string | undefined {
  const base = /^(.{3,})[ai]ble$/.exec(word)?.[1];
  if (!base) return undefined;
  return [base, `${base}e`, base.replace(/(.)\1$/, '$1')].find((b) => library.knows(stem(b)));
}

/**
 * What lets `meaningOf` read a word as Dutch in its other forms: the standards' words. An English word, or a
 * product, is not read as Dutch.
 */
function dutchReading(library: Library, word: string): ((w: string) => boolean) | undefined {
  return englishLexicon().isWord(word) || kindOf(word) ? undefined : (w) => library.knows(stem(w));
}

/**
 * Stems of the words written as names: capitalised inside the sentence
 * ("Angular"), or with capitals or a dot inside ("GraphQL", "JVM", "Vue.js").
 */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  const tokens = tokenize(text);
  tokens.forEach((token, i) => {
    const startsSentence = i === 0 || /[.?!:]\s*$/.test(text.slice(tokens[i - 1].end, token.start));
    const dotted = text[token.end] === '.' && /\w/.test(text[token.end + 1] ?? '');
    const capitals = /^.+[A-Z]/.test(token.text) || /^[A-Z]{2,}$/.test(token.text);
    if (capitals || dotted || (/^[A-Z]/.test(token.text) && !startsSentence && token.text !== 'I'))
      names.add(stem(token.norm));
  });
  return names;
}

/** 1 when the stems hold the term itself, less for a related word, 0 otherwise. */
export function matches(term: Term, stems: ReadonlySet<string> | ReadonlyMap<string, number>): number {
  if (stems.has(term.stem)) return 1;
  for (const r of term.related) if (stems.has(r)) return WEIGHING.relatedCredit;
  return 0;
}
