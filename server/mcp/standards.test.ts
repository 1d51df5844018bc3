import { describe, expect, it } from 'vitest';
import { routeOf } from './standards';

describe('routeOf', () => {
  it.each([
    ['https://developers.amsterdam/docs/backend/database', '/docs/backend/database'],
    ['https://developers.amsterdam/docs/backend/database#pitfalls', '/docs/backend/database'],
    ['https://developers.amsterdam/docs/backend/database.md', '/docs/backend/database'],
    ['http://localhost:3000/docs/backend/database/?x=1', '/docs/backend/database'],
    ['/docs/backend/database.html', '/docs/backend/database'],
    ['/docs/backend/database/index.html', '/docs/backend/database'],
    ['docs/intro', '/docs/intro'],
    ['backend/database', '/docs/backend/database'],
    ['  /docs/general/using%20git  ', '/docs/general/using git'],
  ])('reads %s as %s', (reference, route) => {
    expect(routeOf(reference)).toBe(route);
  });

  it('gives up on what is not a URL or a path', () => {
    expect(routeOf('/docs/%E0%A4%A')).toBeUndefined();
    expect(routeOf('https://[nope/docs/x')).toBeUndefined();
  });
});
