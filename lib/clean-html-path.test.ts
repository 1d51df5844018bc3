import { describe, expect, it } from 'vitest';
import { cleanHtmlPath } from './clean-html-path';

describe('cleanHtmlPath', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/docs/intro', '/docs/intro'],
    ['/', '/'],
    ['/docs/html-guide', '/docs/html-guide'],
  ])('%s → %s', (input, expected) => {
    expect(cleanHtmlPath(input)).toBe(expected);
  });
});
