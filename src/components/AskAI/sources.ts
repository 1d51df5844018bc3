import { translate } from '@docusaurus/Translate';
import { absoluteUrl, safeHref } from './links';
import { citationLinks, mapProse, tidyEscapes } from './markdown';
import { messageText, type AskMessage, type SourcePart } from './messages';

/** A section the answer cites; its number is its place in the list, from 1. */
export interface AnswerSource {
  /** Checked with safeHref: a path of this site or an https address. */
  href: string;
  title: string;
}

/** The `source-url` parts of an answer, each address once, in the order they came. */
function sourceParts(message: AskMessage | null): SourcePart[] {
  const seen = new Set<string>();
  return (message?.parts ?? []).filter((part): part is SourcePart => {
    if (part.type !== 'source-url' || seen.has(part.url)) return false;
    seen.add(part.url);
    return true;
  });
}

function unique(list: { href: string | null; title: string }[]): AnswerSource[] {
  const out: AnswerSource[] = [];
  for (const { href, title } of list)
    if (href && !out.some((s) => s.href === href)) out.push({ href, title: title || href });
  return out;
}

/**
 * The answer's numbered sources: the stream's `source-url` parts (the server
 * sends each as soon as the text cites it); without them (another server,
 * or an answer stopped before the first arrived), the citation links the
 * text holds so far, by number, titled by their link title when they have one.
 */
export function answerSources(message: AskMessage | null, siteUrl?: string): AnswerSource[] {
  const listed = sourceParts(message);
  if (listed.length > 0) return unique(listed.map((s) => ({ href: safeHref(s.url, siteUrl), title: s.title ?? '' })));
  const cited = citationLinks(messageText(message)).sort((a, b) => a.n - b.n);
  return unique(cited.map((c) => ({ href: safeHref(c.href, siteUrl), title: c.title })));
}

// `](/docs/…`: a link to a path of this site, whatever follows it (a title, the closing parenthesis).
const SITE_LINK = /\]\(\s*(<?)(\/(?![/\\])[^)\s>]*)/g;

const linkText = (title: string) => title.replace(/[\\[\]]/g, '\\$&');

/**
 * The whole answer to paste elsewhere, as clean Markdown: no backslash
 * escapes it does not need, this site's links (citations included) made
 * absolute, then the numbered list of its sources.
 */
export function answerForClipboard(message: AskMessage, origin: string, siteUrl?: string): string {
  const text = mapProse(tidyEscapes(messageText(message)), (prose) =>
    prose.replace(SITE_LINK, (_, angle: string, path: string) => `](${angle}${absoluteUrl(path, origin)}`),
  );
  const sources = answerSources(message, siteUrl).map(
    (s, i) => `${i + 1}. [${linkText(s.title)}](${absoluteUrl(s.href, origin)})`,
  );
  return sources.length > 0
    ? `${text}\n\n${translate({ id: 'askAi.clipboard.sources', message: 'Sources:' })}\n\n${sources.join('\n')}`
    : text;
}
