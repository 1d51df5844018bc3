/**
 * Questions about something the City answers elsewhere than in its technology standards: the asker's own
 * employment (leave, pay), the equipment and buildings they work with (getting a laptop, the canteen, opening
 * hours), social events, and the City's services to residents (a parking permit, a passport, a broken
 * streetlight). Their words meet the standards by chance ("resident", "request", "team", "report"), often enough
 * for a sentence on another subject to look close; the question's subject says it is not a question for these
 * pages, whatever the search finds. Each pattern names the subject as the subject, not as a circumstance: "a
 * parking permit", not "the parking team"; "which laptop do I get", not "it works on my laptop"; "a team outing",
 * not "third-party".
 */
const SUBJECTS: readonly RegExp[] = [
  // Employment: leave, pay, pension.
  /\b(?:vacation|holiday)\s+(?:days?|leave|allowance)\b/i,
  /\bpublic\s+holidays?\b/i,
  /\bleave\s+(?:hours|days)\b/i,
  /\b(?:parental|sick|maternity|paternity)\s+leave\b/i,
  /\w*verlof\w*/i,
  /\bsalar(?:y|is)\w*/i,
  /\bhourly\s+rates?\b/i,
  /\bpay\s?(?:slip|check|scale|day)s?\b/i,
  /\bpensions?\b/i,
  // The workplace: a phone number to call, the canteen, a building's opening hours.
  /\b(?:phone\s?number|telefoonnummer)\s+(?:of|van)\b/i,
  /\b(?:canteen|kantine)\b/i,
  /\blunch\s+spots?\b/i,
  /\bopening\s?(?:hours|times)\b|\bopeningstijden\b/i,
  /\bstadsloket\b/i,
  // Social events.
  /\bteam\s+(?:outing|uitje)s?\b|\boutings?\b|\buitje\b|\bborrel\b/i,
  /\b(?:drinks|staff|office|team|christmas|end-of-year|year-end|leaving|farewell)\s+part(?:y|ies)\b/i,
  // The City's services to residents.
  /\bparking\s+permits?\b|\bparkeervergunning\w*|\bbike\s+parking\b/i,
  /\bpotholes?\b|\bstreet\s?lights?\b/i,
  /\bwaste\s+collection\b|\bgarbage\s+(?:is\s+)?collected\b|\bafval\w*/i,
  /\b(?:new|my|renew|a)\s+passport\b(?![.-]?js)|\bpaspoort\w*/i,
];

/** A laptop the asker wants, chooses or needs repaired: the thing asked for, not where something runs. */
const LAPTOP_ASKED: readonly RegExp[] = [
  /\b(?:request|get|order|replace|repair|receive|krijg|aanvragen|vraag|inleveren|repareren)\b[^.?!,]{0,25}\blaptop/i,
  /\blaptop\b[^.?!,]{0,20}\b(?:charger|backpack|repair|replacement|kapot)/i,
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
