import { describe, expect, it } from 'vitest';
import { stem } from './stem';

describe('stem', () => {
  it("gives the Porter stems of the algorithm's own examples", () => {
    const cases: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      cats: 'cat',
      feed: 'feed',
      agreed: 'agre',
      plastered: 'plaster',
      motoring: 'motor',
      sing: 'sing',
      conflated: 'conflat',
      troubled: 'troubl',
      sized: 'size',
      hopping: 'hop',
      falling: 'fall',
      filing: 'file',
      happy: 'happi',
      relational: 'relat',
      conditional: 'condit',
      rational: 'ration',
      generalization: 'gener',
      electrical: 'electr',
      adjustment: 'adjust',
      adoption: 'adopt',
      controll: 'control',
      roll: 'roll',
    };
    for (const [word, expected] of Object.entries(cases)) expect(stem(word), word).toBe(expected);
  });

  it('brings the forms of one word together and leaves numbers and short words alone', () => {
    expect(new Set(['validate', 'validates', 'validated', 'validating', 'validation'].map(stem)).size).toBe(1);
    expect(stem('tokens')).toBe(stem('token'));
    expect(stem('9068')).toBe('9068');
    expect(stem('at')).toBe('at');
  });

  it('brings irregular past forms to their verb', () => {
    expect(stem('kept')).toBe(stem('keep'));
    expect(stem('saw')).toBe(stem('see'));
    expect(stem('written')).toBe(stem('writes'));
  });
});
