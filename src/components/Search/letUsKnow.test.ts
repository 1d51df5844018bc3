import { describe, expect, it } from 'vitest';
import { letUsKnowUrl } from './letUsKnow';

describe('"Let us know."', () => {
  it('opens a new issue on the standards repository with the query filled in', () => {
    const url = new URL(letUsKnowUrl('kubernetes & "helm"?'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/Amsterdam/development-standards/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "kubernetes & "helm"?"');
    expect(url.searchParams.get('body')).toContain('"kubernetes & "helm"?"');
    expect(letUsKnowUrl('a b')).toContain('title=Search%3A%20no%20results%20for%20%22a%20b%22');
  });
});
