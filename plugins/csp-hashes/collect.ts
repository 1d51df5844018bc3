import { load } from 'cheerio';
import type { Element } from 'domhandler';

/** What a page holds that a Content-Security-Policy without 'unsafe-inline' must allow by hash. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  /** `onclick="…"` and friends, and `javascript:` URLs: no hash-based policy should allow them. */
  eventHandlers: string[];
}

// Script types the browser runs, so CSP checks them; anything else (application/ld+json, text/template) is a data
// block: never executed, never checked by script-src.
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** The inline scripts, styles and handlers of one HTML page, text exactly as the browser hashes it. */
export function collectInlineSources(html: string): InlineSources {
  const $ = load(html);
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], eventHandlers: [] };
  $('script:not([src])').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase().split(';')[0]!.trim();
    if (EXECUTED_TYPES.has(type)) found.scripts.push($(element).text());
  });
  $('style').each((_, element) => void found.styles.push($(element).text()));
  $('[style]').each((_, element) => void found.styleAttributes.push($(element).attr('style')!));
  $('*').each((_, node) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const element = node as Element;
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name) || (/^(?:href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))) {
        found.eventHandlers.push(`<${element.tagName} ${name}="${value.slice(0, 60)}">`);
      }
    }
  });
  return found;
}
