// Words both screens of the dialog say: the search and the Ask AI answer screen, so they cannot drift apart.

// The words of the unavailable state, shared by the main chunk (a modal that failed to load) and the lazy ones (a
// search that failed, an answer screen that did not load), so they cannot drift apart.
export const UNAVAILABLE_TITLE = 'Unable to fetch results';
export const UNAVAILABLE_HINT = 'You might want to check your network connection.';

export function resultCount(n: number): string {
  return n === 1 ? '1 result' : `${n} results`;
}
