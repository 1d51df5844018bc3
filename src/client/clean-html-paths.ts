import type { ClientModule } from '@docusaurus/types';
import { cleanHtmlPath } from '@site/lib/clean-html-path';

/**
 * Docusaurus already renders `/x.html` and `/x/index.html` as `/x`; this puts
 * the clean path in the address bar too, for hosts that do not redirect.
 */
const module: ClientModule = {
  onRouteDidUpdate() {
    // The router hands us the already-normalised location; the address bar may still carry the suffix.
    const { pathname, search, hash } = window.location;
    const clean = cleanHtmlPath(pathname);
    if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
  },
};

export default module;
