import { describe, expect, it } from 'vitest';
import { largestRemainder, sharesSumming100 } from './shares.ts';

const sum = (xs: (number | null)[]) => Math.round(xs.reduce<number>((a, x) => a + (x ?? 0), 0) * 100) / 100;

describe('largest-remainder shares', () => {
  it('three equal thirds sum to 100,00 (not 99,99); the extra hundredth goes to the first', () => {
    const shares = largestRemainder([1, 1, 1]);
    expect(shares).toEqual([33.34, 33.33, 33.33]);
    expect(sum(shares)).toBe(100);
  });

  it('shares already rounded by the server (sum 99,99 or 100,01) are adjusted where the rounding lost most', () => {
    expect(largestRemainder([33.33, 33.33, 33.33])).toEqual([33.34, 33.33, 33.33]);
    expect(sum(largestRemainder([12.345, 40.005, 47.655]))).toBe(100);
    expect(largestRemainder([50, 50])).toEqual([50, 50]);
  });

  it('all zero stays zero (nothing to share), one row is 100, nulls stay null', () => {
    expect(largestRemainder([0, 0, 0])).toEqual([0, 0, 0]);
    expect(largestRemainder([42.1])).toEqual([100]);
    expect(largestRemainder([null, 2, null, 2])).toEqual([null, 50, null, 50]);
    expect(largestRemainder([])).toEqual([]);
  });

  it('ties go to the larger value, then the earlier row', () => {
    // 10,5 and 20,5 both lose 0,5 in whole percents: the larger share gets the missing unit
    expect(largestRemainder([10.5, 20.5, 69], 100, 0)).toEqual([10, 21, 69]);
    expect(largestRemainder([1, 1, 1], 100, 0)).toEqual([34, 33, 33]);
  });

  it('negative values are only rounded (not shares)', () => {
    expect(largestRemainder([-10, 60.555])).toEqual([-10, 60.56]);
  });

  it('sharesSumming100 copies the rows with the rounded shares', () => {
    const rows = [{ nome: 'A', p: 33.333 }, { nome: 'B', p: 33.333 }, { nome: 'C', p: 33.333 }];
    const out = sharesSumming100(rows, [{ field: 'p' }]);
    expect(out.map((r) => r.p)).toEqual([33.34, 33.33, 33.33]);
    expect(rows[0]!.p).toBe(33.333);
    expect(out[0]!.nome).toBe('A');
  });
});
