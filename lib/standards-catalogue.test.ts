import { describe, expect, it } from 'vitest';
import { catalogueJson, catalogueValue, mcpUrl, parseCatalogue, type Catalogue } from './standards-catalogue';

const catalogue: Catalogue = {
  siteUrl: 'https://developers.amsterdam/',
  areas: [
    {
      title: 'Backend',
      pages: [
        {
          id: 'backend/database',
          title: 'Database',
          description: 'PostgreSQL.',
          path: '/docs/backend/database',
          status: 'required',
          lastReviewed: '2026-11-24',
          nextReview: '2027-08-24',
        },
      ],
    },
  ],
};

describe('the standards catalogue', () => {
  it('reads back what the build writes', () => {
    expect(parseCatalogue(catalogueJson(catalogue))).toEqual(catalogue);
  });

  it.each([
    ['not an object', 'null', 'not an object'],
    ['no site URL', JSON.stringify({ ...catalogue, siteUrl: 'developers.amsterdam' }), '"siteUrl"'],
    ['no areas', JSON.stringify({ siteUrl: catalogue.siteUrl }), '"areas" must be a list'],
    [
      'a page without a field',
      JSON.stringify({
        ...catalogue,
        areas: [{ title: 'Backend', pages: [{ ...catalogue.areas[0]!.pages[0], status: 1 }] }],
      }),
      'a page of "Backend" has no "status"',
    ],
    [
      'a path that leaves the site',
      JSON.stringify({
        ...catalogue,
        areas: [{ title: 'Backend', pages: [{ ...catalogue.areas[0]!.pages[0], path: '/docs/../../etc/passwd' }] }],
      }),
      'is not a route',
    ],
    [
      'a date that is no date',
      JSON.stringify({
        ...catalogue,
        areas: [{ title: 'Backend', pages: [{ ...catalogue.areas[0]!.pages[0], nextReview: 'soon' }] }],
      }),
      'are not YYYY-MM-DD',
    ],
    [
      'a page listed twice',
      JSON.stringify({ ...catalogue, areas: [catalogue.areas[0], { ...catalogue.areas[0], title: 'Again' }] }),
      'listed twice',
    ],
  ])('refuses a catalogue with %s, naming the problem', (_name, json, message) => {
    expect(() => parseCatalogue(json)).toThrow(message);
  });

  it('keeps dates that YAML parsed as days, and names the MCP endpoint of a site', () => {
    expect(catalogueValue(new Date('2027-08-24T00:00:00Z'))).toBe('2027-08-24');
    expect(catalogueValue('required')).toBe('required');
    expect(catalogueValue(undefined)).toBe('');
    expect(mcpUrl('https://developers.amsterdam/')).toBe('https://developers.amsterdam/mcp');
  });
});
