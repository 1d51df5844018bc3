/**
 * A press of "/" or Ctrl/Cmd+K, or a click on "Zoeken", before the page's
 * code has run: the inline script (plugins/early-search) keeps it, with what
 * was typed after it, until the search button takes over.
 */
interface EarlySearch {
  open: boolean;
  query: string;
  /** Set by the search button once it listens itself; the script then stands aside. */
  done?: boolean;
}

declare global {
  interface Window {
    earlySearch?: EarlySearch;
  }
}

/** Takes over from the inline script: opens the search if the visitor asked for it before hydration. */
export function takeOverEarlySearch(open: (query: string) => void): void {
  const early = window.earlySearch;
  if (!early || early.done) return;
  early.done = true;
  if (early.open) open(early.query);
}
