/**
 * Questions about something the City answers elsewhere than in its technology standards: the asker's own
 * employment (leave, pay, expenses, working from home), the equipment and buildings they work with (getting a
 * laptop, booking a meeting room, the canteen, opening hours), social events, the City's services to residents (a
 * parking permit, a passport, a broken streetlight) and its politics, or the weather. Their words meet the
 * standards by chance ("resident", "request", "team", "report"), often enough for a sentence on another subject to
 * look close; the question's subject says it is not a question for these pages, whatever the search finds. Each
 * pattern names the subject as the subject, not as a circumstance: "a parking permit", not "the parking team";
 * "which laptop do I get", not "it works on my laptop"; "a team outing", not "third-party".
 */
const SUBJECTS: readonly RegExp[] = [
  // Employment: leave, pay, expenses, working hours and places, jobs.
  /\b(?:vacation|holiday)\s+(?:days?|leave|allowance|pay)\b|\bvakantie\w*/i,
  /\bpublic\s+holidays?\b/i,
  /\bleave\s+(?:hours|days)\b|\bdays\s+of\s+(?:paid\s+)?leave\b|\bpaid\s+leave\b/i,
  /\b(?:parental|sick|maternity|paternity)\s+leave\b/i,
  /\w*verlof\w*/i,
  /\bsalar(?:y|is)\w*/i,
  /\bhourly\s+rates?\b/i,
  /\bpay\s?(?:slip|check|scale|day)s?\b/i,
  /\bpensions?\b/i,
  /\bovertime\b|\boveruren\b/i,
  /\b(?:on-?call|standby)\s+(?:allowance|compensation)\b|\bcompensation\s+for\s+(?:\w+\s+)?on-?call\b/i,
  /\bwho(?:'s|\s+is)\s+on[\s-]call\b/i,
  /\btravel\s+(?:expenses|costs)\b|\breiskosten\b|\bov-?kosten\b|\bdeclar(?:eer|eren)\b|\bexpense\s+claims?\b/i,
  /\b(?:can|may)\s+i\s+expense\b|\bexpense\s+(?:a|my)\b|\breimburs\w*/i,
  /\bbudget\s+for\s+(?:going\s+to\s+)?(?:a\s+)?(?:conferences?|courses?|trainings?|team)\b|\btraining\s+budget\b/i,
  /\b(?:allowed|may|can)\s+(?:i\s+|we\s+)?(?:to\s+)?work\s+from\s+home\b|\bthuis\s?werk\w*|\boffice\s+days\b/i,
  /\bvacanc(?:y|ies)\b|\bvacature\w*|\bsollicitatie\w*|\bjob\s+interview\b/i,
  /\bVOG\b|\bverklaring\s+omtrent\s+(?:het\s+)?gedrag\b/,
  /\bcao\b/i,
  // The workplace: a phone number to call, rooms and desks to book, the wifi, the canteen, opening hours, equipment.
  /\b(?:phone\s?number|telefoonnummer)\s+(?:of|van)\b/i,
  /\bmeeting\s?rooms?\b|\bvergaderruimte\w*|\bbook\s+a\s+desk\b/i,
  /\b(?:wifi|wi-fi)\s+(?:password|wachtwoord)\b|\b(?:guest|office)\s+(?:wifi|wi-fi)\b/i,
  /\b(?:canteen|kantine)\b/i,
  /\blunch\s+spots?\b/i,
  /\bopening\s?(?:hours|times)\b|\bopeningstijden\b/i,
  /\bstadsloket\b/i,
  /\bservice\s?desk\b|\bwindows\s+(?:password|account)\b|\b(?:nieuwe\s+telefoon|new\s+phone)\b(?!\s+app)/i,
  /\b(?:second|extra)\s+monitor\b|\bmechanical\s+keyboard\b|\bstanding\s+desk\b|\b(?:office|access|employee)\s+badge\b/i,
  // Social events.
  /\bteam\s+(?:outing|uitje|drinks)s?\b|\boutings?\b|\w*uitje\b|\w*borrel\b/i,
  /\b(?:drinks|staff|office|team|christmas|end-of-year|year-end|leaving|farewell)\s+part(?:y|ies)\b/i,
  /\bchristmas\s+(?:drinks?|borrel|package|lunch)\b|\bkerst\w*/i,
  // The City's services to residents, and the City's politics.
  /\bparking\s+permits?\b|\bparkeervergunning\w*|\bbike\s+parking\b|\bpark\s+my\s+(?:bike|car)\b/i,
  /\bpotholes?\b|\bstreet\s?lights?\b/i,
  /\bwaste\s+collection\b|\bbulky\s+waste\b|\bgarbage\s+(?:is\s+)?collected\b|\bafval\w*|\bgrofvuil\b/i,
  /\b(?:new|my|renew|a)\s+passport\b(?![.-]?js)|\bpaspoort\w*/i,
  /\bregister\s+(?:a\s+|the\s+)?birth\b|\b(?:tourist|dog|waste)\s+tax\b|\b\w*belasting\b/i,
  /\b(?:mayor|burgemeester|wethouder|alderman)\b|\bwho(?:'s|\s+is)\s+the\s+(?:current\s+)?(?:cio|cto)\b/i,
  // The weather.
  /\bweather\b|\bwordt\s+het\s+(?:morgen\s+)?(?:droog|regen)/i,
];

/** A laptop the asker wants, chooses or needs repaired: the thing asked for, not where something runs. */
const LAPTOP_ASKED: readonly RegExp[] = [
  /\b(?:request|get|order|replace|repair|receive|krijg|aanvragen|vraag|inleveren|repareren)\b[^.?!,]{0,25}\blaptop/i,
  /\blaptop\b[^.?!,]{0,20}\b(?:charger|backpack|repair|replacement|kapot|inleveren|hand\s+in|return)/i,
  /\b(?:which|welke|best|new|nieuwe|kapotte|broken|windows)\s+laptop/i,
  /\b(?:mac|macbook)\b[^.?!]{0,30}\blaptop\b/i,
];
/** "on my laptop", "vanaf mijn laptop": where the asker's code runs, which the standards may well cover. */
const LAPTOP_AS_PLACE =
  /\b(?:on|op|from|vanaf|in|to)\s+(?:(?:my|your|our|the|a|mijn|je|jouw|onze|de|een)\s+)?(?:\w+\s+)?laptop/i;

/** Whether a question is about a subject the City answers elsewhere than in its technology standards. */
export function askedElsewhere(question: string): boolean {
  if (SUBJECTS.some((pattern) => pattern.test(question))) return true;
  return !LAPTOP_AS_PLACE.test(question) && LAPTOP_ASKED.some((pattern) => pattern.test(question));
}
