// The words of the unavailable state, shared by the main chunk (a modal that failed to load)
// and the lazy one (a search that failed), so they cannot drift apart.
export const UNAVAILABLE_TITLE = 'Unable to fetch results';
export const UNAVAILABLE_HINT = 'You might want to check your network connection.';

export function resultCount(n: number): string {
  return n === 1 ? '1 result' : `${n} results`;
}
