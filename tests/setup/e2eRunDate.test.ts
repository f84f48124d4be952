import { describe, expect, it } from 'vitest';
import { runDate } from './e2eRunDate.ts';

describe('runDate (the e2e run\'s business date)', () => {
  it('keeps the calendar date from the 15th on', () => {
    expect(runDate('2026-11-15')).toBe('2026-11-15');
    expect(runDate('2026-11-28')).toBe('2026-11-28');
    expect(runDate('2026-12-31')).toBe('2026-12-31');
  });
  it('takes the last day of the month before in the first half of a month', () => {
    expect(runDate('2026-12-01')).toBe('2026-11-30');
    expect(runDate('2026-12-14')).toBe('2026-11-30');
    expect(runDate('2027-01-02')).toBe('2026-12-31');
    expect(runDate('2028-03-07')).toBe('2028-02-29');
  });
});
