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
      electrical: 'electr',
      adjustment: 'adjust',
      adoption: 'adopt',
      controll: 'control',
      roll: 'roll',
    };
    for (const [word, expected] of Object.entries(cases)) expect(stem(word), word).toBe(expected);
  });

  it('brings American and British spellings together, as the standards write them', () => {
    const same = (a: string, b: string) => expect(stem(a), `${a} ${b}`).toBe(stem(b));
    same('license', 'licence');
    same('licenses', 'licence');
    same('authorization', 'authorisation');
    same('organize', 'organisation');
    same('generalization', 'generalisation');
    same('sanitizing', 'sanitise');
    same('analyze', 'analyse');
    same('color', 'colour');
    same('behavior', 'behaviour');
    // Words in -size and -prize are no -ize verbs.
    expect(stem('size')).toBe('size');
    expect(stem('resize')).toBe('resiz');
    expect(stem('prize')).toBe('prize');
    expect(stem('monitor')).toBe('monitor');
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
