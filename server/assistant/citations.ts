import type { Library, Section } from './library';

// [title](/docs/…), the form both kinds of model write citations in.
const MARKDOWN_LINK = /\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * The sections an answer links to, in the order it first cites them. Only
 * links to a page or section of the standards count; a link that names an
 * unknown anchor, another site or an invented page is not a citation.
 */
export function citedSections(text: string, library: Library): Section[] {
  const out: Section[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    let url = match[1];
    try {
      // Absolute links to this site, and encoded characters, come down to the site path.
      const parsed = new URL(url, 'http://site.invalid');
      if (parsed.host !== 'site.invalid' && !/^https?:$/.test(parsed.protocol)) continue;
      url = decodeURI(parsed.pathname.replace(/\/+$/, '')) + (parsed.hash ? decodeURI(parsed.hash) : '');
    } catch {
      continue;
    }
    const section = library.section(url);
    if (section && !out.includes(section)) out.push(section);
  }
  return out;
}
