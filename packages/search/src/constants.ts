// Shared by the engine and the providers; kept apart so the Algolia chunk
// does not pull the engine in.
export const DEFAULT_INDEX_NAME = 'developers';
export const DEFAULT_HITS_PER_PAGE = 20;
