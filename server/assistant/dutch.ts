/**
 * How a Dutch word a developer writes comes back to a word the glossary or the standards hold. The glossary lists
 * base forms; chat bends them ("vernieuwd", "kritieke", "mensen"), makes Dutch verbs of English ones ("loggen",
 * "gepusht", "configureren") and glues nouns together ("toegankelijkheidsverklaring", "dekkingspercentage").
 */

/** The forms a Dutch word may have come from, the word itself first: plural, inflected adjective, verb forms. */
export function dutchLemmas(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 3 && !forms.includes(form)) forms.push(form);
  };
  // A comparative: "strengere", "strenger" (streng); "snellere" (snel), "grotere" (groot).
  const comparative = /^(.{3,}?)ere?$/.exec(word)?.[1];
  if (comparative) {
    add(comparative);
    add(comparative.replace(/([bdfgklmnprst])\1$/, '$1'));
    add(comparative.replace(/([^aeiou])([aeou])([bdfgklmnprst])$/, '$1$2$2$3'));
  }
  if (word.endsWith('en')) add(word.slice(0, -2));
  if (word.endsWith('e')) add(word.slice(0, -1));
  if (word.endsWith('s')) add(word.slice(0, -1));
  // A short vowel keeps its consonant doubled before an ending: "kapotte" is "kapot" bent.
  const single = word.replace(/([bdfgklmnprst])\1(?:e|en)$/, '$1');
  if (single !== word) add(single);
  // A present participle: "bestaande" (bestaan), "werkende" (werken).
  if (word.endsWith('nde')) add(word.slice(0, -2));
  if (/[dt]$/.test(word)) {
    // A past participle or a verb's third person: "vernieuwd", "gebouwd", "uitkomt" come from "…en".
    const core = word.slice(0, -1);
    // "stelt" is "stellen" before it is "stelen" (steal).
    infinitivesOf(core).forEach(add);
    add(`${core}en`);
    add(core);
    if (core.startsWith('ge')) add(`${core.slice(2)}en`);
    // A verb whose stem ends in the letter itself: "start" (opstart) and "vind" come from "…ten" and "…den".
    add(`${word}en`);
  }
  if (!/en?$/.test(word)) {
    infinitivesOf(word).forEach(add);
    // After an unstressed "-el" or "-er" nothing doubles: "verander" is "veranderen", "wandel" "wandelen".
    if (word.length >= 5 && /[^aeiou]e[lr]$/.test(word)) add(`${word}en`);
  }
  return forms;
}

/**
 * The infinitive a verb's stem, as "ik" writes it, comes from where spelling changes on the way: after a short vowel
 * the consonant doubles ("zet": zetten, "stel": stellen); a long vowel is written once and a final f or s is voiced
 * ("maak": maken, "schrijf": schrijven, "lees": lezen).
 */
function infinitivesOf(stem: string): string[] {
  if (/(?:^|[^aeiou])[aeiou][bdfgklmnprst]$/.test(stem)) return [`${stem}${stem.at(-1)}en`];
  const long = /(aa|ee|oo|uu|ie|ij|ei|ui|ou|au|eu|oe)([bdfgklmnprst])$/.exec(stem);
  if (!long) return [];
  const vowel = /^(?:aa|ee|oo|uu)$/.test(long[1]) ? long[1][0] : long[1];
  const consonant = ({ f: 'v', s: 'z' } as Record<string, string>)[long[2]] ?? long[2];
  return [`${stem.slice(0, long.index)}${vowel}${consonant}en`];
}

/**
 * The English verb a Dutch verb is made of, when `known` knows it: "loggen" (log), "mergen" (merge), "updaten"
 * (update), "gepusht" (push), "configureren" (configure), "migreren" (migrate).
 */
export function englishVerbIn(word: string, known: (word: string) => boolean): string | undefined {
  const candidates: string[] = [];
  if (word.length >= 6 && word.endsWith('eren')) {
    const base = word.slice(0, -4);
    candidates.push(base, `${base}e`, `${base}ate`);
  }
  if (word.length >= 5 && word.endsWith('en')) {
    const base = word.slice(0, -2);
    candidates.push(base, `${base}e`);
    if (/([bcdfgklmnprstvz])\1$/.test(base)) candidates.push(base.slice(0, -1));
  }
  if (word.length >= 6 && word.startsWith('ge') && /[dt]$/.test(word)) {
    const core = word.slice(2);
    candidates.push(core, core.slice(0, -1), ...(core.endsWith('ed') ? [core.slice(0, -2)] : []));
  }
  return candidates.find((c) => c.length >= 3 && known(c));
}

/** Dutch glues a noun to the next with nothing, an "s" or an "e(n)" between them. */
const LINKS = ['', 's', 'e', 'en'];

/**
 * A compound's two parts, each as `read` reads it ("dekkingspercentage": coverage, percentage); undefined when the
 * word does not split into two readable parts. The longest readable head is taken: "toegankelijkheidsverklaring"
 * is "toegankelijkheid" and "verklaring", not "toegang" and something else.
 */
export function compoundParts<T>(word: string, read: (part: string) => T | undefined): [T, T] | undefined {
  // "-lijk" makes an adjective of a word ("wettelijk", legal); it is not "lijken" (seem) glued on.
  if (word.length < 7 || word.endsWith('lijk') || /[ai]ble$/.test(word)) return undefined;
  for (let end = word.length - 3; end >= 3; end--) {
    const head = read(word.slice(0, end));
    if (head === undefined) continue;
    for (const link of LINKS) {
      if (!word.startsWith(link, end)) continue;
      const rest = word.slice(end + link.length);
      const tail = rest.length >= 3 ? read(rest) : undefined;
      if (tail !== undefined) return [head, tail];
    }
  }
  return undefined;
}
