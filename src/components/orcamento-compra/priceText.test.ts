import { describe, expect, it } from 'vitest';
import { keepPriceCharacters, priceText, PRICE_HINTS, readPrice } from './priceText.ts';

const value = (text: string) => {
  const r = readPrice(text);
  return 'value' in r ? r.value : r.problem;
};

describe('quotation price text (01.75.1365, pt-BR)', () => {
  it('the comma is the decimal separator; dots before it group thousands', () => {
    expect(value('12,50')).toBe(12.5);
    expect(value('1.234,56')).toBe(1234.56);
    expect(value('1.234.567,8')).toBe(1234567.8);
    expect(value(',5')).toBe(0.5);
    expect(value('12,')).toBe(12); // typing in progress
    expect(value('0,125')).toBe(0.125); // cents are rounded later, as before (common/orcamentoCompra.ts)
  });
  it('without a comma the dot is decimal (the spec\'s rule), unless it can only group thousands', () => {
    expect(value('12.50')).toBe(12.5);
    expect(value('.5')).toBe(0.5);
    expect(value('0.125')).toBe(0.125);
    expect(value('12')).toBe(12);
    expect(value('1.234.567')).toBe(1234567);
    expect(value('1234.5')).toBe(1234.5);
  });
  it('`1.234` is refused as ambiguous (1234 in pt-BR, 1.234 by the spec), never guessed', () => {
    expect(value('1.234')).toBe(PRICE_HINTS.ambiguous('1.234'));
    expect(PRICE_HINTS.ambiguous('1.234')).toBe('Valor ambíguo: escreva 1.234,00 para milhar ou 1,234 para decimal');
    expect(value('999.000')).toBe(PRICE_HINTS.ambiguous('999.000'));
  });
  it('empty is 0 (not typed yet); letters, ? ! and malformed groups are refused', () => {
    expect(value('')).toBe(0);
    expect(value('  ')).toBe(0);
    for (const bad of ['12a', 'abc', '?', '12!', '1,2,3', '1.2.3', '12,34.5', '1.23,4', '.', ',', '12.5.', '-3'])
      expect(value(bad), bad).toBe(PRICE_HINTS.invalid);
  });
  it('as typed, the field keeps digits, dot, comma, ? and ! (letters and the rest are dropped)', () => {
    expect(keepPriceCharacters('R$ 1.234,50?!x')).toBe('1.234,50?!');
    expect(keepPriceCharacters('12a,5')).toBe('12,5');
  });
  it('stored numbers show as pt-BR with cents; 0 shows empty', () => {
    expect(priceText(12.5)).toBe('12,50');
    expect(priceText(1234.56)).toBe('1.234,56');
    expect(priceText(10)).toBe('10,00');
    expect(priceText(0)).toBe('');
    for (const v of [12.5, 1234.56, 999_999_999.99, 0.01]) expect(value(priceText(v))).toBe(v);
  });
});
