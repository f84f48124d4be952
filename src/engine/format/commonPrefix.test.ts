import { describe, expect, it } from 'vitest';
import { commonPrefix, withoutPrefix } from './commonPrefix.ts';

describe('commonPrefix', () => {
  it('the company before the separator, when every value starts with it', () => {
    const names = ['Intercarg Transportes - Matriz', 'Intercarg Transportes - Filial Curitiba', 'Intercarg Transportes - Filial Sorocaba'];
    expect(commonPrefix(names)).toBe('Intercarg Transportes - ');
    expect(withoutPrefix(names[1], 'Intercarg Transportes - ')).toBe('Filial Curitiba');
  });

  it('only up to a separator, never inside a word or at any space', () => {
    expect(commonPrefix(['Intercarg - Filial Curitiba', 'Intercarg - Filial Campinas'])).toBe('Intercarg - ');
    expect(commonPrefix(['Posto Shell', 'Posto Ipiranga'])).toBe('');
    expect(commonPrefix(['Centro: Vendas', 'Centro: Compras'])).toBe('Centro: ');
  });

  it('nothing when values differ from the start, are all equal, are one, or one would be left empty', () => {
    expect(commonPrefix(['A - x', 'B - y'])).toBe('');
    expect(commonPrefix(['A - x', 'A - x'])).toBe('');
    expect(commonPrefix(['A - x'])).toBe('');
    expect(commonPrefix(['A - ', 'A - x'])).toBe('');
    expect(commonPrefix([null, 'A - x', '', 'A - y'])).toBe('A - ');
  });

  it('withoutPrefix leaves other values alone', () => {
    expect(withoutPrefix('Outra - x', 'A - ')).toBe('Outra - x');
    expect(withoutPrefix(12, 'A - ')).toBe(12);
  });
});
