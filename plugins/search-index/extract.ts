import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import {
  FALLBACK_LVL0,
  pageToRecords,
  type DocPage,
  type DocSection,
  type SearchRecord,
} from '../../packages/search/src/node';

export interface ExtractOptions {
  /** Route path of the page (with baseUrl); defaults to the canonical URL's path. */
  url?: string;
}

// Chrome inside the article that a reader does not see as page text, or that
// repeats navigation: never indexed. Inactive tab panels (`hidden`) stay:
// their text is one click away.
const NOISE = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.theme-last-updated',
  '[role="tablist"]',
  '[aria-hidden="true"]',
  // "(opens in new tab)" and similar screen-reader-only labels (ADS: ams-visually-hidden).
  '[class*="visually-hidden"]',
  '.sr-only',
].join(', ');

/** Elements that become content records on their own; a list item does not repeat their text. */
const BLOCKS = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'pre',
  'blockquote',
  'div',
  'details',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

function clean(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element without nested blocks, which are indexed by themselves. */
function ownText($: CheerioAPI, el: Element): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push(node.data);
    else if (node.type === 'tag' && !BLOCKS.has(node.name)) node.children.forEach(walk);
    else if (node.type === 'tag' && node.name === 'br') parts.push(' ');
  };
  el.children.forEach(walk);
  return clean(parts.join(''));
}

function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

/** The top-level docs category: first breadcrumb between Home and the page, else the expanded sidebar category. */
function categoryOf($: CheerioAPI): string {
  const crumbs = $('nav[aria-label="Breadcrumbs"] .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .toArray()
    .filter((li) => $(li).find('a[aria-label="Home page"], .breadcrumbHomeIcon').length === 0)
    .map((li) => clean($(li).text()))
    .filter(Boolean);
  if (crumbs.length > 0) return crumbs[0];
  const active = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first();
  return clean(active.text()) || FALLBACK_LVL0;
}

/**
 * Reads a built Docusaurus doc page as a crawler would. Returns null for
 * pages that are not docs (home, 404, search).
 */
export function extractPage(html: string, options: ExtractOptions = {}): DocPage | null {
  const $ = load(html);
  const isDoc = $('html').hasClass('docs-doc-page') || $('article .theme-doc-markdown').length > 0;
  if (!isDoc) return null;
  const url = options.url ?? pathOf($('link[rel="canonical"]').attr('href')) ?? pathOf(metaContent($, 'og:url'));
  if (!url) return null;

  const listed = $('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]').length > 0;
  const page: DocPage = {
    url,
    lvl0: categoryOf($),
    language: $('html').attr('lang')?.trim() || metaContent($, 'docsearch:language') || 'en',
    docusaurus_tag: metaContent($, 'docusaurus_tag') || metaContent($, 'docsearch:docusaurus_tag') || 'default',
    // Pages left out of the sidebar are drafts or superseded overviews.
    pageRank: listed ? 1 : 0,
    sections: [],
  };

  const root =
    $('article .theme-doc-markdown').first().length > 0
      ? $('article .theme-doc-markdown').first()
      : $('article').first();
  root.find(NOISE).remove();

  const title = clean($('article h1').first().text()) || clean(($('title').text() || '').split(' | ')[0]);
  const sections: DocSection[] = [{ level: 1, anchor: null, title, content: [] }];
  let current = sections[0];

  root.find('h1, h2, h3, h4, h5, h6, p, li, tr, summary').each((_, el) => {
    const tag = el.name;
    if (tag === 'h1') return;
    if (/^h[2-6]$/.test(tag)) {
      current = { level: Number(tag[1]), anchor: $(el).attr('id') ?? null, title: clean($(el).text()), content: [] };
      if (current.title) sections.push(current);
      return;
    }
    if (tag === 'tr') {
      const cells = $(el)
        .children('td, th')
        .toArray()
        .map((cell) => clean($(cell).text()))
        .filter(Boolean);
      if (cells.length > 0) current.content.push(cells.join(' | '));
      return;
    }
    // Tables are indexed row by row above.
    if ($(el).closest('table').length > 0) return;
    const text = tag === 'li' ? ownText($, el) : clean($(el).text());
    if (text) current.content.push(text);
  });

  page.sections = sections;
  return page;
}

export function extractRecords(html: string, options: ExtractOptions = {}): SearchRecord[] {
  const page = extractPage(html, options);
  return page ? pageToRecords(page) : [];
}
