// The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping",
// 1980), so "validate", "validating" and "validation" meet as one word when
// the assistant weighs a question against the standards' sentences.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if (VOWELS.has(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/** The number of vowel-consonant sequences in the word (Porter's m). */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));

const endsDoubleConsonant = (w: string) =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);

/** Consonant-vowel-consonant at the end, the last not w, x or y (Porter's *o). */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  return (
    isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !['w', 'x', 'y'].includes(w[n - 1])
  );
}

function replaceSuffix(word: string, rules: ReadonlyArray<readonly [string, string]>, minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : word;
    }
  }
  return word;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function step1(word: string): string {
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  let trimmed = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    trimmed = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    trimmed = true;
  }
  if (trimmed) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !['l', 's', 'z'].includes(w[w.length - 1])) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) <= 1) return w;
    if (suffix === 'ion' && !/[st]$/.test(stem)) return w;
    return stem;
  }
  return w;
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

const cache = new Map<string, string>();

/** The stem of a lower-case word; words of one or two letters, and words with digits, stay as they are. */
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

export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let result = cache.get(word);
  if (result === undefined) {
    const base = IRREGULAR.get(word) ?? word;
    result = step5(step4(replaceSuffix(replaceSuffix(step1(base), STEP2, 0), STEP3, 0)));
    if (cache.size > 50_000) cache.clear();
    cache.set(word, result);
  }
  return result;
}
