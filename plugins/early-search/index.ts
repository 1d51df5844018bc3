import type { Plugin } from '@docusaurus/types';

/**
 * Runs in <head>, long before the site's code on a slow connection: a press
 * of "/" or Ctrl/Cmd+K outside a text field, or a click on the search button
 * (`data-search-button`), is remembered in `window.earlySearch` with what is
 * typed after it, until the search button takes over and opens the search
 * (src/components/Search/earlySearch.ts). Static, so a Content-Security-Policy
 * can allow it by its hash.
 */
export const earlySearchScript = `(function () {
  var s = (window.earlySearch = { open: false, query: '' });
  function typing(t) {
    if (!t || t.nodeType !== 1) return false;
    if (t.isContentEditable || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
    return t.tagName === 'INPUT' && !/^(button|checkbox|radio|range|color|file|image|reset|submit)$/.test(t.type);
  }
  document.addEventListener('keydown', function (e) {
    if (s.done || e.defaultPrevented || e.isComposing || e.altKey || typing(e.target)) return;
    var k = (e.key || '').toLowerCase();
    if (!s.open) {
      if ((k === 'k' && (e.ctrlKey || e.metaKey) && !e.shiftKey) || (k === '/' && !e.ctrlKey && !e.metaKey)) {
        s.open = true;
        e.preventDefault();
      }
    } else if (k === 'escape') {
      s.open = false;
      s.query = '';
    } else if (k === 'backspace') {
      s.query = s.query.slice(0, -1);
      e.preventDefault();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) {
      s.query += e.key;
      e.preventDefault();
    }
  }, true);
  document.addEventListener('click', function (e) {
    if (!s.done && e.target instanceof Element && e.target.closest('[data-search-button]')) s.open = true;
  }, true);
})();`;

export default function earlySearch(): Plugin {
  return {
    name: 'early-search',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: earlySearchScript }] };
    },
  };
}
