import { englishLexicon } from './lexicon';
import type { Section } from './library';

const MAX_FOLLOW_UPS = 3;

/** A word that keeps its capitals mid-sentence: an acronym or a name written in mixed case ("API", "PostgreSQL"). */
const keepsCapitals = (word: string) => /^[A-Z0-9]{2,}|^.+[A-Z]/.test(word);

/** A heading inside a sentence: its first word lower-cased unless that would spoil a name. */
function lowerFirst(heading: string): string {
  const [first, ...rest] = heading.split(' ');
  return keepsCapitals(first) ? heading : [first.toLowerCase(), ...rest].join(' ');
}

/** An instruction to the reader as the reader would ask it: "protect your branches", "protect my branches". */
function firstPerson(text: string): string {
  return text
    .replace(/\byours\b/g, 'mine')
    .replace(/\byour\b/g, 'my')
    .replace(/\byou\b/g, 'I');
}

/** A page title inside a sentence: lower-cased only when none of its words is a name ("Handling access tokens", not "Application Insights"). */
function inSentence(title: string): string {
  return title
    .split(' ')
    .slice(1)
    .some((w) => /^[A-Z]/.test(w))
    ? title
    : lowerFirst(title);
}

/** The question a section answers, from its heading: every standard uses the same six section names. */
export function questionFor(section: Section): string | undefined {
  const page = inSentence(section.pageTitle);
  if (section.level <= 1) return `What does the standard on ${page} ask?`;
  switch (section.heading) {
    case 'What the standard is':
      return `What does the standard on ${page} ask?`;
    case 'Who it applies to':
      return `Who does the standard on ${page} apply to?`;
    case 'How to apply it':
      return `How do I apply the standard on ${page}?`;
    case 'Pitfalls':
      return `What are the pitfalls of ${page}?`;
    case 'Considerations':
      return `What should I consider about ${page}?`;
    case 'Further reading':
      return undefined;
  }
  // A heading in two parts ("Operable: everyone can use the interface") reads as no question.
  if (section.heading.includes(':')) return undefined;
  // Steps under "How to apply it" are mostly instructions ("Pin the base image"), asked in the first person.
  if (section.trail[1] === 'How to apply it' && section.level === 3) {
    if (!englishLexicon().isInstruction(section.heading)) return undefined;
    return `How do I ${firstPerson(lowerFirst(section.heading))}?`;
  }
  return `What do the standards say about ${lowerFirst(section.heading)}?`;
}

/**
 * Up to three questions for sections the search found but the answer did not
 * quote, best match first. Only sections on the pages the answer cites: the
 * search also finds pages that share a word with the question by chance, and
 * a question about CODEOWNERS should not be offered one about the mail relay.
 * An answer that cites nothing (a decline) offers the pages the search found.
 */
export function followUps(retrieved: readonly Section[], cited: readonly string[], asked: readonly string[]): string[] {
  const seen = new Set(asked.map((q) => q.trim().toLowerCase()));
  const citedPages = new Set(cited.map((url) => url.split('#')[0]));
  const out: string[] = [];
  for (const section of retrieved) {
    if (out.length >= MAX_FOLLOW_UPS) break;
    if (cited.includes(section.url)) continue;
    if (citedPages.size > 0 && !citedPages.has(section.pageUrl)) continue;
    const question = questionFor(section);
    if (!question || seen.has(question.toLowerCase())) continue;
    seen.add(question.toLowerCase());
    out.push(question);
  }
  return out;
}
