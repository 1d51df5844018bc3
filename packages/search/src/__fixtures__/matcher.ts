import type { WordMatcher } from '../highlight';
import { allowsPrefix, typoBudget, typoDistance } from '../text';

/**
 * The index's matching rules without an index at hand (completions and
 * typos unbounded), so highlight and snippet can be tested on any text.
 */
export function matcherFromWords(words: readonly string[]): WordMatcher {
  const last = words.length - 1;
  return {
    words,
    marked: new Map(),
    match(norm) {
      const matched: number[] = [];
      let whole = false;
      let prefixLength = 0;
      words.forEach((word, i) => {
        if (norm === word) whole = true;
        else if (allowsPrefix(word, i === last) && norm.startsWith(word))
          prefixLength = Math.max(prefixLength, word.length);
        else if (typoBudget(word) > 0 && typoDistance(word, norm, typoBudget(word)) <= typoBudget(word)) whole = true;
        else return;
        matched.push(i);
      });
      return matched.length === 0 ? null : { words: matched, prefixLength: whole ? null : prefixLength };
    },
  };
}
