import { describe, expect, it } from 'vitest';
import { classInUse, pruneCss, requiredClasses, wordsOf } from './prune';

const words = wordsOf([
  '<div class="navbar navbar--fixed-top ams-heading" style="--shown: 1">',
  'e.className="alert--"+t;const c=`col--${n}`;',
]);

describe('unused CSS', () => {
  it('finds class names, stems and custom properties in HTML and minified scripts', () => {
    expect(words).toContain('navbar--fixed-top');
    expect(words).toContain('--shown');
    expect(classInUse('navbar', words)).toBe(true);
    expect(classInUse('alert--warning', words)).toBe(true);
    expect(classInUse('col--6', words)).toBe(true);
    expect(classInUse('pagination', words)).toBe(false);
    expect(classInUse('navbar-sidebar', words)).toBe(false);
  });

  it('needs only the classes outside :not(), :is(), attribute selectors and strings', () => {
    expect(requiredClasses('.a .b:not(.c):is(.d, .e)[data-x=".f"]::after')).toEqual(['a', 'b']);
    expect(requiredClasses('html[data-theme=dark] .g')).toEqual(['g']);
  });

  it('drops rules and selectors nothing uses, and keeps the rest', () => {
    const css =
      '.navbar{color:red}.pagination{color:blue}.navbar,.pagination-nav{margin:0}' +
      '.alert--danger{color:red}@media (min-width:1px){.pagination{x:y}}.ams-heading:not(.unused){a:b}' +
      '@keyframes spin{from{opacity:0}to{opacity:1}}';
    expect(pruneCss(css, words)).toBe(
      '.navbar{color:red}.navbar{margin:0}.alert--danger{color:red}.ams-heading:not(.unused){a:b}' +
        '@keyframes spin{from{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps the custom properties that are read, following var() chains, and drops the others', () => {
    const css =
      ':root{--a:var(--b);--b:var(--c);--c:1px;--unused:var(--also-unused);--also-unused:2px;--shown:0}' +
      '.navbar{margin:var(--a)}';
    expect(pruneCss(css, words)).toBe(':root{--a:var(--b);--b:var(--c);--c:1px;--shown:0}.navbar{margin:var(--a)}');
  });
});
