import {
  escapeHtml as escape,
  FALLBACK_LVL0,
  highlightOf,
  LEVELS,
  snippetOf,
  type Hierarchy,
  type Level,
  type RecordType,
  type SearchHit,
} from '@site/packages/search/src';

/** What a recent or favourite search keeps of the hit: enough to show and follow it. */
export interface SavedHit {
  url: string;
  type?: RecordType;
  hierarchy: Partial<Hierarchy>;
}

export function toSavedHit(hit: Pick<SearchHit, 'url' | 'type' | 'hierarchy'> & { url: string }): SavedHit {
  return { url: hit.url, type: hit.type, hierarchy: { ...hit.hierarchy } };
}

const MAX_HITS_PER_GROUP = 5;

export interface HitGroup {
  name: string;
  hits: SearchHit[];
}

/** Hits grouped by `hierarchy.lvl0` in ranking order, at most `max` per group, so one page cannot fill the list. */
export function groupHits(hits: readonly SearchHit[], max = MAX_HITS_PER_GROUP): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const name = hit.hierarchy?.lvl0?.trim() || FALLBACK_LVL0;
    const group = groups.get(name) ?? [];
    if (group.length < max) group.push(hit);
    groups.set(name, group);
  }
  return [...groups].map(([name, list]) => ({ name, hits: list }));
}

/** Highlighted values are HTML with only <mark> left unescaped; plain values are escaped to match. */
type Marked = string;

function levelOf(hit: Pick<SearchHit, 'type' | 'hierarchy'>): Level {
  if (hit.type && hit.type !== 'content') return hit.type;
  const deepest = [...LEVELS].reverse().find((l) => l !== 'lvl0' && hit.hierarchy?.[l]);
  return deepest ?? 'lvl1';
}

function levelText(hit: SearchHit | SavedHit, level: Level): Marked | null {
  const marked = '_highlightResult' in hit ? highlightOf(hit, `hierarchy.${level}`)?.value : undefined;
  if (marked) return marked;
  const plain = hit.hierarchy?.[level];
  return plain ? escape(plain) : null;
}

/** The line a hit is shown by: its heading, or for a paragraph the words around the match. */
export function hitTitle(hit: SearchHit | SavedHit): Marked {
  if (hit.type === 'content' && '_highlightResult' in hit) {
    const content = snippetOf(hit, 'content')?.value ?? highlightOf(hit, 'content')?.value;
    if (content) return content;
    if (hit.content) return escape(hit.content);
  }
  return hitHeading(hit);
}

/** The texts of levels `from` up to (not including) `to`, skipping empty ones. */
function levelTexts(hit: SearchHit | SavedHit, from: number, to: number): Marked[] {
  return LEVELS.slice(from, to)
    .map((level) => levelText(hit, level))
    .filter((t): t is Marked => t !== null);
}

/** Where the hit sits in its page: the headings above it, from the page title down. */
export function hitPath(hit: SearchHit | SavedHit): Marked[] {
  const own = LEVELS.indexOf(levelOf(hit));
  return levelTexts(hit, 1, hit.type === 'content' ? own + 1 : own);
}

/** The heading a hit belongs to: its own, or for a paragraph the one above it. */
export function hitHeading(hit: SearchHit | SavedHit): Marked {
  return levelText(hit, levelOf(hit)) ?? escape(hit.url ?? '');
}

/** The hierarchy above {@link hitHeading}, from lvl0: "Frontend › Frontend testing" (search page). */
export function hitBreadcrumb(hit: SearchHit | SavedHit): Marked[] {
  return levelTexts(hit, 0, LEVELS.indexOf(levelOf(hit)));
}

/**
 * Hits from the hosted index carry absolute URLs of the live site; the
 * router needs a path on this one.
 */
export function sitePath(url: string, siteUrl: string): string {
  if (url.startsWith('/')) return url;
  try {
    const target = new URL(url);
    if (target.origin === new URL(siteUrl).origin) return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // not a URL: left as it is
  }
  return url;
}
