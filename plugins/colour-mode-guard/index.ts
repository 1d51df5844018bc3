import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus' head script copies whatever the stored theme says onto
 * <html data-theme>, so a corrupt value leaves the page with no known mode.
 * This runs right after it, before first paint, and falls back to light.
 */
export const guardScript =
  "(function(){var d=document.documentElement,t=d.getAttribute('data-theme');" +
  "if(t!=='light'&&t!=='dark'){d.setAttribute('data-theme','light');d.setAttribute('data-theme-choice','light');}})();";

export default function colourModeGuard(): Plugin {
  return {
    name: 'colour-mode-guard',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: guardScript }] };
    },
  };
}
