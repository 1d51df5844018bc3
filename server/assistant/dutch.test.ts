import { describe, expect, it } from 'vitest';
import { compoundParts, dutchLemmas, englishVerbIn } from './dutch';
import { meaningOf, readsAsDutch } from './vocabulary';
import { QUESTION_STOP_WORDS } from './words';

// The standards' own words, as a library would know them.
const STANDARDS = new Set([
  'host',
  'name',
  'log',
  'push',
  'merge',
  'update',
  'configure',
  'migrate',
  'deploy',
  'percentage',
  'mail',
]);
const known = (word: string) => STANDARDS.has(word);

describe('Dutch as developers write it', () => {
  it.each([
    ['vernieuwd', 'vernieuwen'],
    ['kritieke', 'kritiek'],
    ['mensen', 'mens'],
    ['gebruikers', 'gebruiker'],
    ['gebouwd', 'bouwen'],
    ['uitkomt', 'uitkomen'],
    ['opstart', 'opstarten'],
    ['vind', 'vinden'],
    ['kapotte', 'kapot'],
    ['bestaande', 'bestaan'],
    ['zet', 'zetten'],
    ['maak', 'maken'],
    ['schrijf', 'schrijven'],
    ['leest', 'lezen'],
  ])('reads %s as a form of %s', (word, lemma) => {
    expect(dutchLemmas(word)[0]).toBe(word);
    expect(dutchLemmas(word)).toContain(lemma);
  });

  it.each([
    ['loggen', 'log'],
    ['pushen', 'push'],
    ['mergen', 'merge'],
    ['updaten', 'update'],
    ['gepusht', 'push'],
    ['configureren', 'configure'],
    ['migreren', 'migrate'],
  ])('reads the English verb in %s as %s', (word, verb) => {
    expect(englishVerbIn(word, known)).toBe(verb);
  });

  it('finds an English verb only where the standards know it', () => {
    expect(englishVerbIn('lopen', known)).toBeUndefined();
    expect(englishVerbIn('log', known)).toBeUndefined();
  });

  it('splits a compound at its longest readable head, with or without a linking s', () => {
    const read = (part: string) =>
      ['toegang', 'toegankelijkheid', 'verklaring', 'dekking'].includes(part) ? part : undefined;
    expect(compoundParts('toegankelijkheidsverklaring', read)).toEqual(['toegankelijkheid', 'verklaring']);
    expect(compoundParts('dekkingverklaring', read)).toEqual(['dekking', 'verklaring']);
    expect(compoundParts('toegangspas', read)).toBeUndefined();
    expect(compoundParts('dekking', read)).toBeUndefined();
  });

  it('reads a signed commit and a throwaway prototype in Dutch: "gesigneerde commits", "later weggooien"', () => {
    expect(meaningOf('gesigneerde', known)).toEqual(['signed']);
    expect(meaningOf('weggooien', known)).toEqual(['throwaway']);
    expect(meaningOf('wegwerp', known)).toEqual(['throwaway']);
  });

  it('gives the meaning of a bent, made-up or glued Dutch word, given what the standards know', () => {
    expect(meaningOf('vernieuwd', known)).toEqual(['renew']);
    expect(meaningOf('loggen', known)).toEqual(['log']);
    expect(meaningOf('dekkingspercentage', known)).toEqual(['coverage', 'percentage']);
    expect(meaningOf('mailadres', known)).toEqual(['mail', 'address']);
    expect(meaningOf('toegankelijkheidsverklaring', known)).toEqual(['accessibility', 'statement']);
    // "de minimale contrastverhouding voor gewone tekst": the contrast ratio for normal text.
    expect(meaningOf('contrastverhouding', known)).toEqual(['contrast', 'ratio']);
    expect(meaningOf('gewone', known)).toEqual(['normal']);
    // "welke tsconfig opties moeten aan staan?", "scheelt gedoe met review apps".
    expect(meaningOf('opties', known)).toEqual(['option']);
    expect(meaningOf('scheelt', known)).toEqual(['differ']);
    expect(meaningOf('volgorde', known)).toEqual(['order']);
    // Without knowing the standards' words, only the glossary itself is read.
    expect(meaningOf('vernieuwd')).toBeUndefined();
    expect(meaningOf('vernieuwen')).toEqual(['renew']);
    expect(meaningOf('kubernetes', known)).toBeUndefined();
  });

  it('reads a short vowel\'s stem as its own verb first: "stelt" is "stellen" (put) before "stelen" (steal)', () => {
    const forms = dutchLemmas('stelt');
    expect(forms).toContain('stellen');
    expect(forms.indexOf('stellen')).toBeLessThan(forms.indexOf('stelen'));
    // A short vowel is not voiced: "kost" is "kosten", never "kozen" (chose).
    expect(dutchLemmas('kost')).not.toContain('kozen');
  });

  it('reads a comparative back to its adjective: "strengere" is "streng", "grotere" "groot", "snellere" "snel"', () => {
    expect(dutchLemmas('strengere')).toContain('streng');
    expect(dutchLemmas('strenger')).toContain('streng');
    expect(dutchLemmas('grotere')).toContain('groot');
    expect(dutchLemmas('snellere')).toContain('snel');
  });

  it('does not read "-lijk", which makes an adjective, as a glued-on word', () => {
    expect(
      compoundParts('wettelijk', (part) => (['wet', 'wette', 'lijk'].includes(part) ? part : undefined)),
    ).toBeUndefined();
  });

  it('reads a glued word\'s English part as English: "name" of "hostname" is no Dutch "nam" (took)', () => {
    expect(meaningOf('hostname', known)).toEqual(['host', 'name']);
  });

  it('tells Dutch by a word that only shapes a Dutch sentence, not by one English has too', () => {
    expect(readsAsDutch(['is', 'er', 'een', 'lijst'], QUESTION_STOP_WORDS)).toBe(true);
    expect(readsAsDutch(['mag', 'ik', 'loggen'], QUESTION_STOP_WORDS)).toBe(true);
    // "of" is Dutch for "or", "die" for "that", "lag" for "lay": English words all.
    expect(readsAsDutch(['list', 'of', 'lag', 'die'], QUESTION_STOP_WORDS)).toBe(false);
  });

  it('reads "heel" as the "very" it almost always means, and "hele" as whole', () => {
    expect(meaningOf('heel')).toEqual(['very']);
    expect(meaningOf('hele')).toEqual(['whole']);
  });
});
