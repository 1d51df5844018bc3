import { describe, expect, it } from 'vitest';
import {
  parseRetentionRecord,
  RETENTION_DAYS,
  retentionDaysForPage,
  retentionRecord,
  statedRetentionDays,
} from './retention';

describe('retentionDaysForPage', () => {
  it('takes the days the server would take', () => {
    expect(retentionDaysForPage('90')).toBe(90);
    expect(retentionDaysForPage(' 7 ')).toBe(7);
    expect(retentionDaysForPage(String(RETENTION_DAYS.max))).toBe(RETENTION_DAYS.max);
  });

  it('falls back to the default for what is unset or what the server would refuse', () => {
    for (const raw of [undefined, '', '  ', '0', '3651', '-5', '1.5', 'thirty']) {
      expect(retentionDaysForPage(raw), String(raw)).toBe(RETENTION_DAYS.default);
    }
  });
});

describe('statedRetentionDays', () => {
  it('is the period in the custom fields, or the default without one', () => {
    expect(statedRetentionDays({ privacy: { retentionDays: 90 } })).toBe(90);
    for (const fields of [undefined, {}, { privacy: {} }, { privacy: { retentionDays: '90' } }]) {
      expect(statedRetentionDays(fields), JSON.stringify(fields)).toBe(RETENTION_DAYS.default);
    }
  });
});

describe('the retention record', () => {
  it('reads back what the build wrote', () => {
    expect(parseRetentionRecord(retentionRecord(90))).toBe(90);
  });

  it('refuses anything else with a message', () => {
    for (const json of ['null', '{}', '{"retentionDays":"30"}', '{"retentionDays":0}', '{"retentionDays":1.5}']) {
      expect(() => parseRetentionRecord(json), json).toThrow(/"retentionDays" must be a whole number from 1 to 3650/);
    }
    expect(() => parseRetentionRecord('{"retention')).toThrow(SyntaxError);
  });
});
