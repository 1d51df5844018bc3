import type { Plugin } from '@docusaurus/types';

/** What the reader sees when the page's code failed to arrive twice. */
export const BOOT_FAILED_TITLE = 'This page did not load completely';
export const BOOT_FAILED_TEXT =
  'Part of its code could not be downloaded, so the menu, search and colour toggle do not work yet. Check your network connection and try again.';

/**
 * Runs in <head>, before the site's code: when a script of the site (the
 * main bundle, or a page chunk the first render needs) fails to download,
 * the page would stay without its interactive parts, silently. This logs a
 * warning and reloads the page once (per page and minute, kept in
 * sessionStorage); if that fails too, or the browser keeps no storage, it
 * shows the error with a "Retry" button above the content. Static,
 * so a Content-Security-Policy can allow it by its hash.
 */
export const bootGuardScript = `(function () {
  var failed = false;
  function hydrated() {
    return document.documentElement.getAttribute('data-has-hydrated') === 'true';
  }
  function show() {
    if (document.getElementById('boot-failed')) return;
    var box = document.createElement('section');
    box.id = 'boot-failed';
    box.className = 'ams-alert ams-alert--warning boot-failed';
    box.setAttribute('role', 'alert');
    box.setAttribute('aria-labelledby', 'boot-failed-title');
    box.innerHTML = '<div class="ams-alert__severity-indicator"></div><div class="ams-alert__content">' +
      '<h2 id="boot-failed-title" class="ams-heading ams-heading--3">${BOOT_FAILED_TITLE}</h2>' +
      '<p class="ams-paragraph">${BOOT_FAILED_TEXT}</p>' +
      '<button type="button" class="boot-failed__retry">Retry</button></div>';
    box.querySelector('button').addEventListener('click', function () { location.reload(); });
    var content = document.querySelector('.main-wrapper') || document.querySelector('main') || document.body;
    content.insertBefore(box, content.firstChild);
  }
  function fail(reason) {
    if (failed || hydrated()) return;
    failed = true;
    console.warn('The page could not load all of its code:', reason);
    var key = 'boot-reload:' + location.pathname, again = true;
    try {
      again = Date.now() - Number(sessionStorage.getItem(key)) < 60000;
      if (!again) sessionStorage.setItem(key, String(Date.now()));
    } catch (e) {}
    if (!again) return location.reload();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
    else show();
  }
  window.addEventListener('error', function (e) {
    var t = e.target;
    if (t && t.tagName === 'SCRIPT' && /\\/assets\\/js\\//.test(t.src)) fail(t.src);
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    if (r && (r.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(r.message))) {
      e.preventDefault();
      fail(r);
    }
  });
})();`;

export default function bootGuard(): Plugin {
  return {
    name: 'boot-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: bootGuardScript }] };
    },
  };
}
