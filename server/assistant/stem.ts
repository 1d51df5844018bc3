// Stems with the Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980) of the
// `stemmer` package, so "validate", "validating" and "validation" meet as one word when the assistant
// weighs a question against the standards' sentences.
import { stemmer } from 'stemmer';

const cache = new Map<string, string>();

/**
 * Irregular past forms of common verbs, which suffix stripping cannot reach:
 * "kept" must meet "keep", "wrote" meet "write".
 */
const IRREGULAR = new Map(
  (
    'saw:see seen:see kept:keep wrote:write written:write ran:run went:go gone:go got:get gotten:get made:make ' +
    'found:find left:leave took:take taken:take gave:give given:give knew:know known:know thought:think told:tell ' +
    'built:build bought:buy brought:bring sent:send spent:spend lost:lose held:hold chose:choose chosen:choose ' +
    'broke:break broken:break began:begin begun:begin came:come became:become forgot:forget forgotten:forget ' +
    'hid:hide hidden:hide meant:mean met:meet paid:pay put:put read:read said:say set:set shown:show stole:steal ' +
    'stolen:steal stood:stand understood:understand wore:wear won:win'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The base form of an irregular past form ("kept": keep); any other word as it is. */
export function baseForm(word: string): string {
  return IRREGULAR.get(word) ?? word;
}

/**
 * American spellings as the standards write them, in British English ("license": licence, "authorization":
 * authorisation, "color": colour), so that both spellings meet as one word. Verbs in -ize, but not the words in -size
 * or -prize; the -or words that British English writes -our.
 */
const OUR = /^(colo|behavio|favo|hono|labo|neighbo|humo|flavo|rumo)r(s|ed|ing|ful|ite|ites|able)?$/;
function britishSpelling(word: string): string {
  if (/^licens(e|es|ed|ing)$/.test(word)) return `licenc${word.slice(6)}`;
  const our = OUR.exec(word);
  if (our) return `${our[1]}ur${our[2] ?? ''}`;
  if (/^[a-z]{3,}(?<!s|pr)iz(e|es|ed|ing|ation|ations|er|ers)$/.test(word) && !word.startsWith('seiz'))
    return word.replace(/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1');
  if (/^[a-z]{3,}yz(e|es|ed|ing|er|ers)$/.test(word)) return word.replace(/yz(e|es|ed|ing|er|ers)$/, 'ys$1');
  return word;
}

/**
 * The stem of a lower-case word; words of one or two letters, and words with digits, stay as they are, but for
 * the plural of a number ("404s", "the 1990s"), which is the number.
 */
export function stem(word: string): string {
  if (/^\d+s$/.test(word)) return word.slice(0, -1);
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let result = cache.get(word);
  if (result === undefined) {
    result = stemmer(baseForm(britishSpelling(word)));
    if (cache.size > 50_000) cache.clear();
    cache.set(word, result);
  }
  return result;
}
