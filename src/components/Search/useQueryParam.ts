import { useEffect, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

const WRITE_DELAY_MS = 300;

function readQ(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * The search page's query, kept in `?q=` so the page can be linked to: read when the URL
 * changes (a link from the modal, back/forward) and written back with
 * history.replace once typing pauses. The server renders an empty query, and
 * so does the first (hydrating) render, so both agree.
 */
export function useQueryParam(): [string, (query: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const fromUrl = isBrowser ? readQ(location.search) : '';
  const [query, setQuery] = useState(fromUrl);
  const [seen, setSeen] = useState({ fromUrl, written: fromUrl });

  // A URL we did not write ourselves replaces what is in the field.
  if (fromUrl !== seen.fromUrl) {
    setSeen({ fromUrl, written: seen.written });
    if (fromUrl !== seen.written) setQuery(fromUrl);
  }

  useEffect(() => {
    if (!isBrowser) return;
    const timer = setTimeout(() => {
      const wanted = query.trim();
      if (wanted === readQ(history.location.search).trim()) return;
      setSeen((s) => ({ ...s, written: wanted }));
      const params = new URLSearchParams(history.location.search);
      if (wanted) params.set('q', wanted);
      else params.delete('q');
      const search = params.toString();
      history.replace({ ...history.location, search: search ? `?${search}` : '' });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isBrowser, query, history]);

  return [query, setQuery];
}
