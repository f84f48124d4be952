import { describe, expect, it } from 'vitest';
import { formatCurrency, formatInteger, formatNumber, formatPercent, formatQuantity, parseNumber, toNumber } from './numberFormat.ts';

describe('formatCurrency', () => {
  it('shows reais in pt-BR style', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatCurrency(-98.7)).toBe('-R$ 98,70');
  });
  it('reads numeric strings from APIs', () => {
    expect(formatCurrency('1234.5')).toBe('R$ 1.234,50');
  });
  it("shows '--' when empty or invalid", () => {
    for (const v of [null, undefined, '', 'abc', Number.NaN, {}]) expect(formatCurrency(v)).toBe('--');
  });
  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.001)).toBe('R$ 0,00');
  });
});

describe('formatNumber and friends', () => {
  it("writes the digits Intl.NumberFormat('pt-BR') writes (it is not used, for speed), on many values", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const values = [0, 0.005, 0.015, 1.005, 2.675, 999.995, 1e13 - 0.01, 1e13, 1e12 - 0.001, -1e15 + 1, 123456789.125, -0.5, 0.5, 1.5, -1.5, 1e15, -2e16];
    for (let i = 0; i < 4000; i++) values.push((random() - 0.5) * 10 ** Math.floor(random() * 18), Math.round((random() - 0.5) * 1e6) / 100);
    for (const decimals of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const v of values) {
        const rounded = Number(v.toFixed(decimals));
        expect(formatNumber(v, decimals), `${v} (${decimals})`).toBe(intl.format(rounded === 0 ? 0 : rounded));
      }
    }
  });
  it('uses 2 decimals by default and groups thousands', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1000)).toBe('1.000,00');
    expect(formatNumber(-0.004)).toBe('0,00');
  });
  it('takes the decimals asked for', () => {
    expect(formatNumber(2.5, 1)).toBe('2,5');
    expect(formatNumber(2.5, 0)).toBe('3');
  });
  it('quantities have 3 decimals', () => {
    expect(formatQuantity(1234.5)).toBe('1.234,500');
    expect(formatQuantity(0.1234)).toBe('0,123');
    expect(formatQuantity(null)).toBe('--');
  });
  it('percentages have 2 decimals and a % sign', () => {
    expect(formatPercent(45.678)).toBe('45,68%');
    expect(formatPercent(100)).toBe('100,00%');
    expect(formatPercent('')).toBe('--');
  });
  it('integers group thousands', () => {
    expect(formatInteger(12345)).toBe('12.345');
    expect(formatInteger(7)).toBe('7');
    expect(formatInteger(undefined)).toBe('--');
  });
});

describe('parseNumber / toNumber', () => {
  it('reads pt-BR and API texts', () => {
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1234,56')).toBe(1234.56);
    expect(parseNumber('R$ 1.234,56')).toBe(1234.56);
    expect(parseNumber('-12,5%')).toBe(-12.5);
    expect(parseNumber('1234.56')).toBe(1234.56);
    expect(parseNumber('1.234.567')).toBe(1234567);
  });
  it('returns null for non-numbers', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('12a')).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber(Infinity)).toBeNull();
    expect(toNumber(10n)).toBe(10);
  });
});
