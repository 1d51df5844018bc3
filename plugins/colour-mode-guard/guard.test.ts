// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import colourModeGuard, { guardScript } from './index';

function runWith(theme: string | null) {
  const html = document.documentElement;
  if (theme === null) html.removeAttribute('data-theme');
  else html.setAttribute('data-theme', theme);
  new Function(guardScript)();
  return html.getAttribute('data-theme');
}

describe('colour mode guard', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['{"not":"a theme"}', 'light'],
    ['', 'light'],
    [null, 'light'],
  ])('stored %s shows %s', (stored, shown) => {
    expect(runWith(stored)).toBe(shown);
  });

  it('is injected at the start of the body, after the head script that reads storage', () => {
    const tags = colourModeGuard().injectHtmlTags!({ content: undefined });
    expect(tags).toEqual({ preBodyTags: [{ tagName: 'script', innerHTML: guardScript }] });
  });
});
