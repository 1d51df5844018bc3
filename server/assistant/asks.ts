import { tokenize } from '../../packages/search/src/node';
import { stem } from './stem';
import { askedElsewhere } from './elsewhere';
import { DIFFERENCE_BETWEEN, MINUTES_SHORT } from './vocabulary';
import { QUESTION_STOP_WORDS } from './words';

// A host, URL or endpoint the question wants written out ("what's the tile url", or a fragment that names it:
// "hostname of the relay?"), named within five words of "what". In a sentence that goes on ("the jwks endpoint of the
// idp is down, what…", "what should the api return when the jwks endpoint is down") it is a subject.
const ADDRESS_ASKED =
  /\b(?:which|what|welke|wat)\b(?:'s)?(?:\s+[^\s?]+){0,5}?\s+(?:url|hostname|host name|endpoint|domain|domeinnaam)s?\b|^(?:[\w-]+\s+){0,2}(?:url|hostname|host name|endpoint)s?\s+(?:of|for|van|voor)\b(?![^?]*\b(?:is|are|was|were|do|does|what|how|why|when|can|should|wat|hoe)\b)/i;
const PERCENT_ASKED = /\bpercent(?:age)?s?\b|\bprocent\b|%/i;
/**
 * An identifier of the asker's own setup ("the keycloak client id for our app", "the name of our team's registry",
 * "the e-mail address of the privacy officer for my team"): a value the standards, written for every team, do not
 * hold. Asked with a question word, an identifier's name and a word for the asker's own team or the City's instance.
 */
const IDENTIFIER =
  /\b(?:name|naam|(?:client|tenant|subscription|object|app)[ _-]?id|connection[ _-]?string|e-?mail[ -]?address|e-?mailadres|mailadres|phone[ -]?number|telefoonnummer|region|regio|realm|base_?url)\b/i;
const OWN_INSTANCE =
  /\b(?:our|my|we|us|onze|ons|mijn|city's|gemeente's|production|productie|acceptance|acceptatie)\b|\bthe city\b|\bde gemeente\b/i;
const QUESTION_WORD = /\b(?:what|which|wat|welke)\b/i;
// An identifier that only ever names one setup's own thing: no standard written for every team holds its value.
const SETUP_IDENTIFIER =
  /\b(?:realm|region|regio|(?:client|tenant|subscription|object|app)[ _-]?id|connection[ _-]?string)\b/i;
const lookaheads = (parts: RegExp[]) => parts.map((part) => `(?=[\\s\\S]*(?:${part.source}))`).join('');
// The people in a role: "who are the current members of the EE team?", "wie is de privacy officer voor Wonen?". The
// standards name roles and teams, never the people in them.
const PEOPLE_ASKED =
  /\b(?:who|wie)\s+(?:is|are|zijn)\s+(?:the|de|het|our|onze|ons|my|mijn)\s+(?:current\s+|huidige\s+)?(?:members?|leden|people|mensen|contacts?|contactpersoon|privacy officer|product owner|officer|lead|manager|architect)\b/i;
// The question word, the identifier's name and the own-setup word, in any order; the question word and a setup's own
// identifier; or the people in a role. Unless a URL of it is asked, which is an address ("the realm url for production").
const INSTANCE_ASKED = new RegExp(
  `^(?![\\s\\S]*\\b(?:url|endpoint)s?\\b)(?:${lookaheads([QUESTION_WORD, IDENTIFIER, OWN_INSTANCE])}|${lookaheads([QUESTION_WORD, SETUP_IDENTIFIER])}|${lookaheads([PEOPLE_ASKED])})`,
  'i',
);

/**
 * What kind of sentence a question asks for. "How long…" is answered by a
 * sentence with a period of time, "which status code…" by one with a status
 * code, "may I…" by a rule (MUST, SHOULD, MAY), "why…" by a reason: among
 * sentences that cover the question's words alike, the one of the asked kind
 * is the answer. The patterns read English and the Dutch a developer mixes in.
 */
export type Ask =
  | 'period'
  | 'number'
  | 'status'
  | 'place'
  | 'rule'
  | 'reason'
  | 'name'
  | 'port'
  | 'address'
  | 'percent'
  | 'instance'
  | 'condition'
  | 'date';

/**
 * A moment asked for: "when will…", "when is the next…", "by when", "which date", "wanneer wordt…". Not "when
 * should I…", which asks a condition.
 */
const DATE_ASKED =
  /\bwhen (?:will|exactly|is the next|are the next|was|did)\b|\bby when\b|\b(?:since|until|till) when\b|\b(?:what|which) (?:date|day|year|month)\b|\bwanneer (?:wordt|worden|komt|komen|gaat|gaan|was|is de volgende|zijn de volgende)\b|\b(?:tot|sinds|vanaf) wanneer\b|\bop welke datum\b/i;

const ASKED: Record<Ask, RegExp> = {
  period:
    /\bhow (?:long|often|quickly|fast|soon)\b|\bwhen\b|\bdeadline\b|\bhoe (?:lang|vaak|snel)\b|\bhoelang\b|\bwanneer\b/i,
  number:
    /\bhow (?:many|much|big|large|small|high|low)\b|\b(?:which|what) version\b|\bminimum\b|\bmaximum\b|\bthreshold\b|\bpercent(?:age)?\b|\bhoeveel\b|\bwelke versie\b|\bminim(?:ale|aal)\b/i,
  status: /\bstatus(?: code)?s?\b|\brespond\b|\breturn\b|\berror code\b|\bhttp code\b/i,
  place: /\bwhere\b|\bwhich (?:folder|directory|file)\b|\bwaar\b/i,
  rule: /^(?:can|may|must|should|am|is|are|do|does|mag|moet|kan|mogen|moeten|kunnen|hoeft|hoeven)\b|[.?!]\s+(?:can|may|must|should|mag|moet|mogen|moeten)\s+(?:we|i|you|they|it|ik|je|jij|wij)\b|\bdo (?:we|i) (?:have|need) to\b|\ballowed\b|\bok(?:ay)?\b|\bfine\b|\bpermitted\b|\bget(?:ting)?\s+(?:\w+\s+)?approved\b|\bapproval (?:to|for)\b|\bwho (?:approves|decides)\b|\brequired\b|\bmandatory\b|\btoegestaan\b|\bverplicht\b/i,
  reason: /\bwhy\b|\bwhat'?s wrong\b|\breason\b|\bwaarom\b/i,
  name: /\b(?:which|what) (?:tool|library|framework|driver|database|package|language|service|platform|image)s?\b|\bwelke\b/i,
  port: /\bports?\b|\bpoort\b/i,
  address: ADDRESS_ASKED,
  percent: PERCENT_ASKED,
  instance: INSTANCE_ASKED,
  condition:
    /\bwhen (?:does|do|should|is|are|must|may|can|would|to)\b|\bin (?:which|what) cases?\b|\bunder what conditions?\b|\bwanneer (?:moet|mag|is|zijn)\b/i,
  date: DATE_ASKED,
};

/**
 * A maximum or minimum asked for: "max length of…", "min code coverage", "backend coverage min?". Not one that is
 * spoken of: "fail when coverage drops below the minimum", "what's the minimum a README has to contain", "at minimum".
 */
const MIN_MAX_ASKED =
  /\b(?:max|min)(?:imum)?\s+(?!(?:a|an|the|is|are|to|of|for|apply|applies|has|have)\b)[a-z]|(?<!\b(?:the|at|bare)\s+)\b(?:max|min)(?:imum)?\s*\??\s*$/i;

/** The setting a question asks the value of, by its name ("what timeout…", "which open-pull-requests-limit…"). */
const SETTING_OF =
  /\b(?:which|what|welke|wat)(?:'s| is| are)?(?:\s+(?:the|a|an|de|het|een))?\s+(?:\w+[\s-]+){0,3}(timeout|ttl|interval|retention|leeway|lifetime|expiry|limit)s?\b/i;

/**
 * A setting whose value is asked for: "what timeout should we set…", "which rate limit should our API enforce?",
 * "what's the default retention in days…". The standards give it where they rule on it ("at most a few minutes").
 */
const SETTING_ASKED = new RegExp(
  `${SETTING_OF.source}|\\b(?:which|what|welke|wat)\\b.*\\bin (?:seconds|minutes|hours|days|weeks|months|years|seconden|minuten|uren|dagen)\\b`,
  'i',
);

/**
 * Questions that want a value itself: how long, how often, how many, which
 * version, a maximum, a status code. A sentence without one may be on the
 * subject, but it does not answer them.
 */
const VALUE_ASKED: Partial<Record<Ask, RegExp>> = {
  port: /\b(?:which|what|welke|wat)(?:'s| is)?(?: the| de| het)?\s+(?:[\w-]+\s+){0,2}(?:ports?|poort)\b|\bport\s+(?:number|nummer|of|for|does|do|should|to)\b/i,
  address: ADDRESS_ASKED,
  percent: PERCENT_ASKED,
  period: /\bhow (?:long|often|quickly|fast|soon)\b|\bhoe (?:lang|vaak|snel)\b|\bhoelang\b|\bbinnen hoeveel\b/i,
  number: new RegExp(
    `\\bhow (?:many|much)\\b|\\b(?:which|what) version\\b|\\bhoeveel\\b|\\bwelke versie\\b|${MIN_MAX_ASKED.source}|${SETTING_ASKED.source}`,
    'i',
  ),
  status: /\b(?:which|what) (?:http )?status(?: code)?\b|\bstatus code\b/i,
  instance: INSTANCE_ASKED,
  date: DATE_ASKED,
};

const NUMBER_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';
const HAS: Record<Ask, RegExp> = {
  period: new RegExp(
    `\\b${NUMBER_WORD}\\s+(?:working\\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\\b|\\b(?:daily|weekly|monthly|yearly|annually|quarterly|(?:every|each|once\\s+(?:a|an|per|every)|twice\\s+(?:a|per))\\s+(?:working\\s+)?(?:day|week|month|quarter|year|sprint|release))\\b`,
    'i',
  ),
  number: /\d/,
  status: /\b[1-5]\d\d\b/,
  place: /[\w.-]+\/[\w.-]*|(?:^|\s)\.\w+|\b(?:folder|directory)\b/,
  rule: /\b(?:MUST|SHOULD|MAY)\b/,
  reason: /\b(?:because|so that|otherwise|which means|prevents?|avoids?)\b/i,
  name: /\s(?:[A-Z][a-z]+[A-Z]\w*|[A-Z]{2,}\w*|[A-Z][a-z][\w.-]*)/,
  port: /\bports?\s+\d+|(?:localhost|[\w-]+\.[\w.-]+):\d{2,5}\b/i,
  // A URL or a host name; not an e-mail address, a file name, a product such as Node.js or a dotted setting name.
  address:
    /https?:\/\/|(?<![@\w.-])(?:[\w-]+\.){2,}[a-z]{2,}\b(?!\.?\w)|(?<![@\w.-])[\w-]+\.(?:nl|com|org|net|io|eu|local|internal|dev|app)\b(?!\.?\w)/i,
  percent: /\d\s?%|\bper ?cent\b/i,
  condition: /\b(?:when|if|unless|once|whenever|as soon as|as long as)\b/i,
  // A year, a month or a day of the week, in English or Dutch; a quarter.
  date: /\b(?:19|20)\d\d\b|\b(?:jan(?:uary|uari)?|feb(?:ruary|ruari)?|march|maart|april|june|juni|july|juli|aug(?:ust|ustus)?|sep(?:tember)?|oct(?:ober)?|oktober|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|maandag|dinsdag|woensdag|donderdag|vrijdag)\b|\bQ[1-4]\b/i,
  // An e-mail address, a phone number, a GUID or a URL.
  instance: /[\w.-]+@[\w-]+\.[a-z]{2,}|\+?\d[\d ()-]{8,}\d|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|https?:\/\//i,
};

const KINDS = Object.keys(ASKED) as Ask[];

/** The kinds of sentence a question asks for (none, for a question that names no kind). */
export function asksFor(question: string): Set<Ask> {
  const q = spelledOut(question);
  return new Set(KINDS.filter((kind) => ASKED[kind].test(q) || VALUE_ASKED[kind]?.test(q)));
}

/** The kinds of value a question wants itself ("how often…": a period); none for most questions. */
export function valuesAskedFor(question: string): Set<Ask> {
  const q = spelledOut(question);
  return new Set(KINDS.filter((kind) => VALUE_ASKED[kind]?.test(q)));
}

/**
 * A question as the patterns read it: "whats" typed without its apostrophe is "what's"; a setting's key that starts
 * with a bound ("max_connections") asks that bound of it; "2 min" is minutes.
 */
function spelledOut(question: string): string {
  return question
    .trim()
    .replace(/\bwhats\b/gi, "what's")
    .replace(/\b(max|min)_(?=[a-z])/gi, '$1 ')
    .replace(...MINUTES_SHORT);
}

/**
 * What a question asks for: the kinds of sentence, the values it wants itself, the things it offers to choose
 * from, and the thing whose version it asks ("which django version": django).
 */
export interface Asked {
  kinds: ReadonlySet<Ask>;
  values: ReadonlySet<Ask>;
  choices: readonly string[];
  versionOf?: string;
  /** The words naming what the question asks whether it exists ("is there a figma library…": figma, library). */
  exists?: readonly string[];
  /** The words saying what that thing is of or for ("a list of approved npm packages": approved, npm, packages). */
  existsOf?: readonly string[];
  /** The word naming the setting whose value is asked ("what timeout should we set": timeout). */
  setting?: string;
  /** The two things a question asks the difference between ("MUST and SHOULD"). */
  compared?: readonly [string, string];
  /** Whether the question asks which tool, library or service to use: a sentence that names one answers it. */
  tool?: boolean;
  /** The things the question says are not there ("no token at all", "without a backend", "if DATABASE_URL is missing"). */
  absent?: readonly string[];
  /** Whether the question is about a subject the City answers elsewhere (the asker's leave, a parking permit). */
  elsewhere?: boolean;
}

export const NOTHING_ASKED: Asked = { kinds: new Set(), values: new Set(), choices: [] };

/** Everything a question asks for, read once per question. */
export function askedIn(question: string): Asked {
  const versionOf = versionAskedOf(question);
  const { thing: exists, of: existsOf } = existenceAskedOf(question);
  const setting = settingAskedOf(question);
  const compared = DIFFERENCE.exec(question);
  const absent = absentIn(question);
  return {
    kinds: asksFor(question),
    values: valuesAskedFor(question),
    choices: choicesIn(question) ?? [],
    ...(versionOf ? { versionOf } : {}),
    ...(exists ? { exists } : {}),
    ...(existsOf?.length ? { existsOf } : {}),
    ...(setting ? { setting } : {}),
    ...(compared ? { compared: [compared[2].toLowerCase(), compared[3].toLowerCase()] as const } : {}),
    ...(TOOL_ASKED.test(question) ? { tool: true } : {}),
    ...(absent.length ? { absent } : {}),
    ...(askedElsewhere(question) ? { elsewhere: true } : {}),
  };
}

/** Words that say a thing is not there, in English and Dutch. */
const ABSENCE = new Set(['no', 'without', 'missing', 'lacks', 'lack', 'lacking', 'geen', 'zonder']);
const ARTICLE = new Set(['a', 'an', 'any', 'the', 'de', 'het', 'een', 'enig', 'enige']);

/**
 * The thing words say is not there, where the word at `i` says so: the word after "no", "without" or "missing" (an
 * article between); undefined where the word at `i` says nothing of the kind. For a question's words and a sentence's.
 */
export function absentAfter(ws: readonly string[], i: number): string | undefined {
  if (!ABSENCE.has(ws[i])) return undefined;
  return ARTICLE.has(ws[i + 1] ?? '') ? ws[i + 2] : ws[i + 1];
}

/**
 * The things a question says are not there: the word after "no", "without" or "missing" (an article between), or
 * before "is missing". "and when there's no token at all?" asks about the case without one, which a page states in
 * those words ("When the request carries no token at all…").
 */
function absentIn(question: string): string[] {
  const ws = tokenize(question).map((t) => t.norm);
  const out = new Set<string>();
  ws.forEach((w, i) => {
    const next = absentAfter(ws, i);
    if (next && !QUESTION_STOP_WORDS.has(next)) out.add(next);
    if (w === 'missing' && /^(?:is|are)$/.test(ws[i - 1] ?? '') && ws[i - 2] && !QUESTION_STOP_WORDS.has(ws[i - 2]))
      out.add(ws[i - 2]);
  });
  return [...out];
}

const TOOL_ASKED =
  /\b(?:which|what|welke)\s+(?:[\w-]+\s+){0,3}(?:tools?|librar(?:y|ies)|libs?|services?|platforms?|products?|packages?)\b/i;
// A name: a word with a capital inside a sentence ("with PyJWT", "use Leaflet"), a word with a capital or a digit
// inside it ("macOS", "es2022"), or a lower-case word that starts a sentence, which only a name does ("esbuild for…").
const NAMED = /(?<=[\p{Ll},;:(]\s)\p{Lu}[\p{L}\d.+-]*|\b\p{Ll}+\p{Lu}[\p{L}\d]*|\b[\p{L}]+\d[\w.]*|^\p{Ll}/u;

/** Whether a sentence names a product or tool. */
export function namesProduct(sentence: string): boolean {
  return NAMED.test(sentence);
}

/** "what's the difference between a process and a thread": the last word of each of the two things. */
const DIFFERENCE = new RegExp(
  `${DIFFERENCE_BETWEEN.source}\\s+(?:an?\\s+|the\\s+|de\\s+|het\\s+|een\\s+)?(?:[\\w.+-]+\\s+)?([\\w.+-]+)\\s+(?:and|en)\\s+(?:an?\\s+|the\\s+|de\\s+|het\\s+|een\\s+)?([\\w.+-]+)`,
  'i',
);

const SETTING_NAMED = [
  SETTING_OF,
  // The last of up to two words after "max" ("max response time our api…": time; "max line length python": length).
  /\b(?:max|min)(?:imum)?\s+(?:(?:allowed|permitted|supported|accepted)\s+)?(?!(?:a|an|the|is|are|to|of|for|apply|applies|has|have|allowed)\b)(?:[a-z][\w-]*\s+(?!(?:a|an|the|is|are|to|of|for|in|on|our|my|we|should|must|can|may|per|that|do|does)\b)(?=[a-z]))?([a-z][\w-]*)/i,
  /\bhow many\s+(?!(?:seconds|minutes|hours|days|weeks|months|years|times)\b)([a-z][\w-]*)/i,
];

const BOUND =
  /\b(?:at (?:most|least)|maximum|minimum|up to|no (?:more|less|fewer|longer|later) than|(?:more|less|fewer|longer) than|exceeds?|ten hoogste|ten minste|maximaal|minimaal)\b/i;

/** Whether a sentence sets a bound: "at most 12 months later", "no more than two". */
export function statesBound(sentence: string): boolean {
  return BOUND.test(sentence);
}

/** The word naming the setting or quantity whose value a question asks; none when it asks no such value. */
function settingAskedOf(question: string): string | undefined {
  for (const pattern of SETTING_NAMED) {
    const word = pattern.exec(spelledOut(question))?.[1];
    if (word) return word.toLowerCase();
  }
  return undefined;
}

/**
 * Whether a thing exists, asked: "is there a naming convention for…", "does the design system have a date picker
 * component?". The thing is the words up to what says more of it ("for…", "that…") or the end.
 */
const EXISTS =
  /\b(?:is there|are there|do we have(?!\s+to\b)|does\s+(?:[\w-]+\s+){1,4}have(?!\s+to\b)|is er|zijn er|hebben we)\s+(?:an?\s+|any\s+|some\s+|een\s+)?((?:[\w.-]+\s+){0,3}?[\w.-]+)(?=\s+(?:for|that|which|to|in|on|we|i|of|with|voor|die|om)\b|\s*[?.,!]|\s*$)/i;

/** What the thing asked for is of or for: "a list of approved npm packages", up to four words. */
const EXISTS_OF = /^\s+(?:of|for|with|van|met|voor)\s+((?:[\w.-]+\s*){1,4})/i;

/**
 * The words naming what a question asks whether it exists, and the content words saying what it is of, lower-cased;
 * none when it asks no such thing.
 */
function existenceAskedOf(question: string): { thing?: string[]; of?: string[] } {
  const found = EXISTS.exec(question);
  if (!found) return {};
  const of = EXISTS_OF.exec(question.slice(found.index + found[0].length))?.[1];
  return {
    thing: found[1].toLowerCase().split(/\s+/),
    of: of
      ?.toLowerCase()
      .split(/\s+/)
      .filter((w) => w && !QUESTION_STOP_WORDS.has(w)),
  };
}

const VERSION_OF = [
  /\b(?:which|what|welke)(?:'s|\s+is)?\s+(?:the\s+)?(?:(?:exact|minimum|minimal|major|minor|latest|current|lts)\s+)*([\p{L}][\w.+-]*)\s+(?:version|versie)s?\b/iu,
  /\b(?:which|what|welke)(?:'s|\s+is)?\s+(?:the\s+)?(?:[\p{L}]+\s+){0,2}(?:version|versie)s?\s+(?:of|van)\s+(?:the\s+|de\s+|het\s+)?(?:@[\w.-]+\/)?([\p{L}][\w.+-]*)/iu,
];
const NO_SUBJECT = new Set(
  'the a an de het een our my this that it its major minor latest current newest lts supported exact minimum'.split(
    ' ',
  ),
);

/** The thing a question asks the version of: "which django version" or "welke versie van node"; none otherwise. */
function versionAskedOf(question: string): string | undefined {
  for (const pattern of VERSION_OF) {
    const subject = pattern.exec(question)?.[1]?.toLowerCase();
    if (subject && !NO_SUBJECT.has(subject)) return subject;
  }
  return undefined;
}

/**
 * Whether a sentence gives a version of the thing: a number right after a word that names it ("Node.js 22.22",
 * "WCAG 2.1", "version 3 of Psycopg" does not count for Django). `isThing` says whether a word names it.
 */
export function givesVersionOf(sentence: string, isThing: (word: string) => boolean): boolean {
  for (const match of sentence.matchAll(/\p{L}[\p{L}\d+-]*(?:\.[\p{L}]+)?/gu)) {
    if (!isThing(match[0].toLowerCase().replace(/\.[\p{L}]+$/u, ''))) continue;
    const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 14);
    if (/^\s*\(?(?:version\s+|v)?\d/i.test(after)) return true;
  }
  return false;
}

/** Words on either side of "or" that do not offer an alternative: "fine or nah?", "or not". */
const NOT_CHOICES = new Set(['not', 'nah', 'no', 'nope', 'so', 'something', 'anything', 'whatever', 'else']);

/**
 * The two things a question offers to choose from ("401 or 403?", "k6 or jmeter"), as the words written on either
 * side of its "or"; none when it offers no choice. Only a sentence that names one of them answers it.
 */
function choicesIn(question: string): [string, string] | undefined {
  const tokens = tokenize(question);
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i].norm !== 'or') continue;
    const [a, b] = [tokens[i - 1].norm, tokens[i + 1].norm];
    if ([a, b].every((w) => !QUESTION_STOP_WORDS.has(w) && !NOT_CHOICES.has(w))) return [a, b];
  }
  return undefined;
}

// What gives no one's real address or identifier: a template's placeholder (https://sts.windows.net/<tenant-id>/),
// a domain kept for examples (auth.example.org) or the machine itself.
const NO_REAL_VALUE = /\S*(?:<[\w-]+>|\bexample\.(?:org|com|net)\b|\blocalhost\b)\S*/gi;

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|januari|februari|maart|mei|juni|juli|augustus|oktober)';
// A date written out: "30 September 2024", "September 30".
const DATE = new RegExp(`\\b\\d{1,2}\\s+${MONTH}(?:\\s+\\d{4})?\\b|\\b${MONTH}\\s+\\d{1,2}\\b`, 'g');

/** Whether a sentence gives a number itself, not as the day of a date ("30 or 90?" is not answered by "30 September"). */
export function givesNumber(sentence: string, number: string): boolean {
  return new RegExp(`(?<![\\d.])${number}(?!\\d|\\.\\d)`).test(sentence.replace(DATE, ' '));
}

// What does not count as an amount: a year, a document's number (RFC 9068, article 30) or a section of one.
const NOT_AMOUNTS = /\b(?:RFC|ISO|NEN|article|artikel|section)\s+\d+(?:\.\d+)*|\b(?:19|20)\d\d\b/gi;
// An amount: a number standing on its own (not part of a name such as rfc9068), a number word, or "a few minutes".
const AMOUNT =
  /(?<![\p{L}\d_.])\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve)\b|\b(?:a few|several)\s+(?:seconds|minutes|hours|days|weeks|months|years)\b/iu;

// "one" that a bound counts, and what it counts: "at least one approval". Elsewhere "one" is mostly a pronoun.
const BOUNDED_ONE = /\b(?:at (?:least|most)|exactly|only|more than|fewer than|no more than)\s+one\s+([\p{L}-]+)/giu;

/** Whether a sentence bounds the setting asked at one: "at least one approval" answers "how many approvals". */
export function boundsAtOne(sentence: string, setting: string): boolean {
  return [...sentence.matchAll(BOUNDED_ONE)].some((m) => stem(m[1].toLowerCase()) === stem(setting));
}

/**
 * Whether a sentence gives the value a question wants: for a period or a
 * number, an amount (a period of time is one too); for a status code, a code.
 */
export function givesValue(sentence: string, values: ReadonlySet<Ask>): boolean {
  if (values.has('status') && HAS.status.test(sentence)) return true;
  if (values.has('date') && HAS.date.test(sentence)) return true;
  for (const kind of ['port', 'percent'] as const) if (values.has(kind) && HAS[kind].test(sentence)) return true;
  if (values.has('address') || values.has('instance')) {
    const real = sentence.replace(NO_REAL_VALUE, ' ');
    for (const kind of ['address', 'instance'] as const) if (values.has(kind) && HAS[kind].test(real)) return true;
  }
  if (!values.has('period') && !values.has('number')) return false;
  return HAS.period.test(sentence) || AMOUNT.test(sentence.replace(NOT_AMOUNTS, ' '));
}

/** Whether a sentence is of one of the asked kinds. */
export function answersKind(sentence: string, asks: ReadonlySet<Ask>): boolean {
  for (const kind of asks) if (HAS[kind].test(sentence)) return true;
  return false;
}
