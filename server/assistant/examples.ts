import { words } from '../../packages/search/src/node';
import { QUESTION_STOP_WORDS } from './words';

/** What introduces examples of a kind, after the words that name the kind: "a secret store such as Azure Key Vault". */
const INTRODUCED = /((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s*(?:,\s*|\(\s*)?(?:such as|for example)\s+/gu;
/** Names as the pages write them, one after another: "Terraform or Bicep", "Ubuntu, Alpine, Python or Postgres". */
const NAME = String.raw`[A-Z][\w+-]*(?:\.[\w+-]+)*(?:\s+[A-Z][\w+-]*)*`;
const NAMES = new RegExp(String.raw`^${NAME}(?:(?:\s*,\s*|\s+or\s+|\s+and\s+)${NAME})*`);

/**
 * The words naming the kind just before "such as": the longest run of up to three words that does not start with a
 * word that only shapes a sentence ("from a secret store": secret store; "holds infrastructure as code": infrastructure
 * as code).
 */
function kindBefore(text: string): string[] | undefined {
  const written = text.trim().split(/\s+/).slice(-3);
  for (let start = 0; start < written.length; start++) {
    if (!QUESTION_STOP_WORDS.has(written[start].toLowerCase())) {
      const kind = words(written.slice(start).join(' ')).filter((w) => !QUESTION_STOP_WORDS.has(w));
      return kind.length > 0 ? kind : undefined;
    }
  }
  return undefined;
}

/**
 * The one-word names the pages give as examples of a kind, each with the words of its kind, lowercased, as Hearst's
 * patterns read them ("Automatic acquisition of hyponyms from large text corpora", 1992): "infrastructure as code
 * (for example Terraform or Bicep templates)" makes "terraform" a kind of infrastructure as code. A developer asks
 * whether "our terraform repo" needs a licence where the standard speaks of infrastructure as code.
 */
export function namedExamples(texts: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const text of texts) {
    for (const match of text.matchAll(INTRODUCED)) {
      const kind = kindBefore(match[1]);
      const names = NAMES.exec(text.slice(match.index + match[0].length))?.[0];
      if (!kind || !names) continue;
      // A name of more than one word ("Azure Key Vault") says its kind through all of them together, not each.
      const single = names.split(/\s*,\s*|\s+or\s+|\s+and\s+/).filter((name) => !/\s/.test(name));
      for (const name of single) {
        const key = name.toLowerCase();
        if (key.length >= 3 && !found.has(key)) found.set(key, kind);
      }
    }
  }
  return found;
}
