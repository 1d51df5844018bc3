import { words } from '../../packages/search/src/node';

/** A short form as the pages define one: two to ten letters or digits, at least two of them capitals ("ADR", "OIDC"). */
const DEFINED = /\(([A-Za-z][A-Za-z0-9]{1,9})\)/g;

/**
 * The long form a short form stands for, read from the words just before it,
 * as Schwartz and Hearst's algorithm for biomedical text does it ("A simple
 * algorithm for identifying abbreviation definitions", 2003): every character
 * of the short form is found in the long form, right to left, in order, and
 * its first character starts a word. "Subresource Integrity (SRI)" and
 * "OpenID Connect (OIDC)" are found; "Python (Django)" and "tips (Dutch)" are not.
 */
function longFormOf(short: string, before: string): string | undefined {
  const candidate = before.trim().split(/\s+/);
  // Where the words just before start with the short form's letters ("Engineering Enablement (EE)"), they are it.
  const initials = candidate.slice(-short.length);
  if (initials.length === short.length && initials.every((w, i) => w[0]?.toLowerCase() === short[i].toLowerCase()))
    return initials.join(' ');
  const window = candidate.slice(-Math.min(short.length + 5, short.length * 2)).join(' ');
  let s = short.length - 1;
  let l = window.length - 1;
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  // The short form is letters and digits only (DEFINED), so each of its characters is looked for.
  while (s >= 0) {
    const c = short[s].toLowerCase();
    // The first character of the short form also starts a word of the long form.
    while (l >= 0 && (window[l].toLowerCase() !== c || (s === 0 && isWordChar(window[l - 1])))) l--;
    if (l < 0) return undefined;
    l--;
    s--;
  }
  const long = window.slice(window.lastIndexOf(' ', l) + 1);
  const count = long.split(/\s+/).length;
  // A long form as short as its short form is another name for it, not what it stands for; one with more words
  // than the short form has letters (and a "for" or "of") runs on into the sentence before it.
  return (count > 1 || long.length > short.length * 2) && count <= short.length + 1 ? long : undefined;
}

/**
 * The short forms the pages define, as "architecture decision record (ADR)",
 * each with the words of what it stands for, lowercased: "adr" → architecture,
 * decision, record. A developer asks about "ADRs" where a heading says "Record
 * architecture decisions".
 */
export function definedShortForms(texts: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const text of texts) {
    for (const match of text.matchAll(DEFINED)) {
      const short = match[1];
      if ((short.match(/[A-Z]/g)?.length ?? 0) < 2) continue;
      // "ADRs" defines the short form "ADR".
      const single = short.replace(/(?<=[A-Z0-9])s$/, '');
      const long = longFormOf(single, text.slice(0, match.index));
      const key = single.toLowerCase();
      if (long && !found.has(key)) found.set(key, words(long));
    }
  }
  return found;
}
