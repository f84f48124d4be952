import { describe, expect, it } from 'vitest';
import { code128c, code128cSymbols } from './code128.ts';

describe('Code 128C', () => {
  it('encodes digit pairs with start C, check symbol and stop', () => {
    // check = (105 + 12*1 + 34*2) % 103 = 185 % 103 = 82
    expect(code128cSymbols('1234')).toEqual([105, 12, 34, 82, 106]);
    const modules = code128c('1234');
    expect(modules.startsWith('11010011100')).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
    expect(modules).toHaveLength(11 * 4 + 13);
  });

  it('encodes a 44-digit NF-e key in 22 data symbols', () => {
    const key = '35261112345678000199550010000012341000012345';
    expect(key).toHaveLength(44);
    expect(code128cSymbols(key)).toHaveLength(1 + 22 + 1 + 1);
  });

  it('rejects odd lengths and non-digits', () => {
    expect(() => code128c('123')).toThrow();
    expect(() => code128c('12a4')).toThrow();
  });
});
