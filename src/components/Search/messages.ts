import { UNAVAILABLE_HINT } from '../ModalShell/messages';

// The words of the unavailable state, shared by the main chunk (a modal that failed to load)
// and the lazy one (a search that failed), so they cannot drift apart.
export const UNAVAILABLE_TITLE = 'Unable to fetch results';
/** The dev server serves no search index (the production build writes it), so there a failed search is expected. */
export const DEV_SEARCH_HINT =
  'Search needs the production build: the dev server (npm run dev) has no search index. Run npm start to search.';

/** What a failed search tells the reader: in development, why it fails and what to run. */
export function searchUnavailableHint(mode = process.env.NODE_ENV): string {
  return mode === 'development' ? DEV_SEARCH_HINT : UNAVAILABLE_HINT;
}
