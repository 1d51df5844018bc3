import { describe, expect, it } from 'vitest';
import { figuresFrom, median, medianFigures, parseArgs, ROUTES } from './bench-lighthouse';

describe('bench:lighthouse', () => {
  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const run = (score: number, tbt: number) => ({ ...figuresFrom({}, score / 100, 0), score, tbt });
    const m = medianFigures([run(90, 300), run(99, 100), run(95, 900)]);
    expect(m.score).toBe(95);
    expect(m.tbt).toBe(300);
  });

  it('reads the figures and the script bytes from a Lighthouse result', () => {
    const figures = figuresFrom(
      {
        'first-contentful-paint': { numericValue: 900 },
        'total-blocking-time': { numericValue: 40 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 10_000 },
              { resourceType: 'Script', transferSize: 30_000 },
              { resourceType: 'Script', transferSize: 2_000 },
            ],
          },
        },
      },
      0.984,
      1.5,
    );
    expect(figures).toMatchObject({ score: 98, fcp: 900, tbt: 40, jsBytes: 32_000, requests: 3, load: 1.5 });
  });

  it('defaults to five runs of both forms on every route, and refuses bad options', () => {
    expect(parseArgs([])).toMatchObject({ build: true, runs: 5, forms: ['mobile', 'desktop'], routes: ROUTES });
    expect(parseArgs(['--no-build', '--runs', '3', '--form', 'mobile', '--routes', '/,/search'])).toMatchObject({
      build: false,
      runs: 3,
      forms: ['mobile'],
      routes: ['/', '/search'],
    });
    expect(() => parseArgs(['--runs', 'x'])).toThrow('--runs must be a positive number');
    expect(() => parseArgs(['--compare'])).toThrow('--compare needs a value');
    expect(() => parseArgs(['--form', 'tablet'])).toThrow('--form');
  });
});
