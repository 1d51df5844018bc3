// Shared by the engine and the providers; kept apart so the Algolia chunk
// does not pull the engine in.
export const DEFAULT_INDEX_NAME = 'developers';
export const DEFAULT_HITS_PER_PAGE = 20;
/** `hierarchy.lvl0` of a page outside every sidebar category: the records get it, and the UI groups by it. */
export const FALLBACK_LVL0 = 'Documentation';
