// Words both screens of the dialog say: the search and the Ask AI answer screen, so they cannot drift apart.

/** What a screen whose code or data did not arrive suggests. */
export const UNAVAILABLE_HINT = 'You might want to check your network connection.';

export function resultCount(n: number): string {
  return n === 1 ? '1 result' : `${n} results`;
}
