import { tokenize, words, type Token } from '../../packages/search/src/node';
import { stem } from './stem';
import { isDutchFunctionWord, readsAsDutch, separableVerb } from './vocabulary';

/**
 * What the search's tokeniser leaves of an English contraction, as the
 * standards' text is indexed: the apostrophe (straight or curly) splits a
 * word, so "hasn't" leaves "hasn" (and "won't" leaves "won"); typed without
 * the apostrophe, "isnt" and "dont". None of them says what a question is
 * about, but an unknown word would weigh as the rarest one. Typed without
 * the apostrophe, "theyre" and "whats" are stubs too.
 */
const CONTRACTION_STUBS = [
  ...'aren couldn didn doesn don hadn hasn haven isn mightn mustn needn shan shouldn wasn weren won wouldn'.split(' '),
  // Written without the apostrophe: "cant", "wont".
  'cant',
  'wont',
  ...'arent couldnt didnt doesnt dont hadnt hasnt havent isnt mightnt mustnt neednt shouldnt wasnt werent wouldnt'.split(
    ' ',
  ),
  ...'im ive youre youve youll youd theyre theyve theyll theyd weve itll thats whats wheres hows whos theres heres'.split(
    ' ',
  ),
];

/**
 * The ends of contractions after their apostrophe ("we're", "they've", "it'll"; one-letter ends are dropped as
 * too short). Only there: the index splits "re-run" into a "re" that is a word of its own.
 */
const CONTRACTION_ENDS = new Set(['re', 've', 'll']);
const afterApostrophe = (text: string, token: Token) => /['’]/.test(text[token.start - 1] ?? '');
/** A word written between quotation marks ("if a page says 'should'…"): the word itself is what is asked about. */
const quoted = (text: string, token: Token) =>
  /['‘"“]/.test(text[token.start - 1] ?? '') && /['’"”]/.test(text[token.end] ?? '');

/**
 * Words that carry the shape of a question rather than its subject. The
 * search core drops a shorter list (it must keep "how to" queries typeable);
 * a question in full sentences has many more of them.
 */
export const QUESTION_STOP_WORDS = new Set([
  ...(
    'a about above after again against all also am an and any are as at be because been before being below between ' +
    'both but by can cannot could did do does doing done during each either else even ever every few for from ' +
    'further get gets getting give go goes going good got had has have having he her here hers him his how i if in ' +
    'into is isn it its itself just kind let like lot many may me might more most much must my myself need needs no ' +
    'mine nor not now of off ok okay on once one only or other our ours ourselves out over own please really right same ' +
    'say says shall she should so some something still such sure take tell than that the their theirs them then there ' +
    'these they thing things this those through to too under until up upon us use used using very want wants was way ' +
    'we well were what whatever when where whether which while who whom whose why will with within without would yes ' +
    'yet you your yours yourself'
  ).split(' '),
  ...CONTRACTION_STUBS,
  // Prepositions of chat that join two things without naming either ("django vs fastapi", "mail via sendgrid").
  ...'vs versus via'.split(' '),
  // Prepositions that set one thing beside another ("besides strict, which options…").
  ...'besides except'.split(' '),
  // "inside the request handler": in it.
  'inside',
  // How many, without saying what: "if multiple lines match".
  'multiple',
]);

/**
 * Words of chat that say how a question is put, not what it is about ("flaky anyway", "lol"). A question's
 * words drop them where the standards never write them; where they do ("committed anyway"), they may be the
 * words that find the page.
 */
export const CHAT_WORDS = new Set(
  'anyway anyways somewhere somehow maybe perhaps actually basically btw tbh imo afaik fyi pls plz thx thanks hi hello hey lol stuff supposed bare pretty nah thoughts morning afternoon evening yesterday today tonight tomorrow tho though although already seems anymore bc kinda bunch ppl ish etc incl brand scared afraid worried nervous pov imho iirc quite'.split(
    ' ',
  ),
);

/**
 * Words of a question that say what it is about, lower-cased, in order, each
 * once. A stop word written in capitals is kept: "What does MUST mean?" asks
 * about the keyword.
 */
export function contentWords(text: string): string[] {
  return questionWords(text).words;
}

/**
 * The content words of a question, and whether it reads as Dutch: then a Dutch word that is also English ("mist")
 * is read as Dutch.
 */
export function questionWords(text: string): { words: string[]; inDutch: boolean } {
  const { tokens, inDutch } = readContent(text);
  return { words: tokens.map((t) => t.norm), inDutch };
}

/** The tokens of the content words, as written: a search query keeps their capitals, which mark names. */
export function contentTokens(text: string): Token[] {
  return readContent(text).tokens;
}

/**
 * How something happened, said in a phrase ("by accident", "per ongeluk"): like "accidentally", it says how the asker
 * came to ask, not what about. Blanked out as long as it is written, so tokens keep their place in the text.
 */
const MANNER = /\b(?:by (?:accident|mistake)|per (?:ongeluk|abuis|vergissing))\b/gi;

function readContent(text: string): { tokens: Token[]; inDutch: boolean } {
  const seen = new Set<string>();
  const written = tokenize(text.replace(MANNER, (phrase) => ' '.repeat(phrase.length)));
  const inDutch = readsAsDutch(
    written.map((t) => t.norm),
    QUESTION_STOP_WORDS,
  );
  const all = inDutch ? joinSeparableVerbs(text, written) : written;
  const tokens = all.filter(
    (t) =>
      t.norm.length > 1 &&
      !(CONTRACTION_ENDS.has(t.norm) && afterApostrophe(text, t)) &&
      (!QUESTION_STOP_WORDS.has(t.norm) || /^[A-Z]{2,}$/.test(t.text) || quoted(text, t)) &&
      !isDutchFunctionWord(t.norm, QUESTION_STOP_WORDS, inDutch) &&
      !seen.has(t.norm) &&
      !!seen.add(t.norm),
  );
  return { tokens, inDutch };
}

/** The particles a Dutch verb leaves at the end of its clause ("pak … aan", "leg … vast", "stel … voor"). */
const PARTICLES = new Set('aan af bij door in mee mis na om op over terug toe uit vast voor weg samen'.split(' '));
/**
 * Words that start the next clause, so a particle before them ends its own ("leg ik vast waarom…"), in Dutch or in
 * the English a developer switches to ("rollen we het uit without breaking…").
 */
const CLAUSE_STARTS = new Set(
  'waarom dat omdat als zodat wanneer of want maar en die wat hoe waar without because so but and if when while before after'.split(
    ' ',
  ),
);

/**
 * A Dutch verb split over its clause, read as one word: "hoe pak ik dat aan?" holds "aanpakken", and the particle
 * ("aan") is no word of its own. The verb is looked for back to the clause's start.
 */
function joinSeparableVerbs(text: string, tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  const punctuated = (from: number, to: number) => /[,.;:?!]/.test(text.slice(from, to));
  for (let i = 1; i < out.length; i++) {
    const particle = out[i];
    const next = out[i + 1];
    const endsClause = !next || punctuated(particle.end, next.start) || CLAUSE_STARTS.has(next.norm);
    if (!PARTICLES.has(particle.norm) || !endsClause) continue;
    for (let j = i - 1; j >= 0 && !punctuated(out[j].end, out[j + 1].start); j--) {
      const joined = separableVerb(out[j].norm, particle.norm);
      if (joined === undefined) continue;
      out[j] = { ...out[j], norm: joined };
      out.splice(i--, 1);
      break;
    }
  }
  return out;
}

/** Stems of the content words, without those `skip` says say nothing. */
export function contentStems(text: string, skip?: (word: string) => boolean): string[] {
  return [
    ...new Set(
      contentWords(text)
        .filter((w) => !skip?.(w))
        .map(stem),
    ),
  ];
}

/** Stems of every word, stop words included (for what a sentence contains). */
export function allStems(text: string): Set<string> {
  return new Set(words(text).map(stem));
}
