import { words } from '../../packages/search/src/node';
import { englishLexicon } from './lexicon';
import { baseForm, stem } from './stem';

/**
 * Whether two words the stemmer joins are one word for the decline: the
 * stemmer makes "office" and "officer" one stem, so a question on a city
 * office meets sentences on the privacy officer. Two nouns with no lemma in
 * common (office and officer, policy and police) are told apart; a noun and
 * a verb or adjective of its subject (security and secure, validation and
 * validate) stay one word, as do words WordNet does not know.
 */
export function oneWord(a: string, b: string): boolean {
  if (a === b) return true;
  const lexicon = englishLexicon();
  const ofA = lexicon.lemmasOf(baseForm(a));
  const ofB = lexicon.lemmasOf(baseForm(b));
  if (!ofA.some((x) => x.pos === 'noun') || !ofB.some((x) => x.pos === 'noun')) return true;
  return ofA.some((x) => ofB.some((y) => y.lemma === x.lemma));
}

// The same sentences are weighed for question after question.
const formsCache = new Map<string, Map<string, Set<string>>>();

/** The words of a text by stem: how it writes each stem. */
function formsIn(text: string): Map<string, Set<string>> {
  let forms = formsCache.get(text);
  if (!forms) {
    forms = new Map();
    for (const word of words(text)) {
      const s = stem(word);
      const list = forms.get(s);
      if (list) list.add(word);
      else forms.set(s, new Set([word]));
    }
    if (formsCache.size > 20_000) formsCache.clear();
    formsCache.set(text, forms);
  }
  return forms;
}

/**
 * Whether the text writes the stem as one of these words, rather than only as
 * another word of the same stem. Without words to compare, any form counts.
 */
export function writesAsOneOf(text: string, of: string, asked: ReadonlySet<string>): boolean {
  const written = formsIn(text).get(of);
  if (!written) return false;
  if (asked.size === 0) return true;
  for (const form of written) for (const word of asked) if (oneWord(word, form)) return true;
  return false;
}
