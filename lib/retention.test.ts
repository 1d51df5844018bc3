import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, retentionDaysForPage } from './retention';

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
