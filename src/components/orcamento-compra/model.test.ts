import { describe, expect, it } from 'vitest';
import { FORMULA_FIXTURES } from '../../../common/orcamentoCompra.fixtures.ts';
import { footer, itemTotals, keepPriceCharacters, parseTyped, saveBody, type OrcamentoItem, type TypedItem } from './model.ts';

const item = (nro_item: number, qtdade: number): OrcamentoItem => ({
  nro_item, produto: 1, codigo_barra: null, ref_prod: null, desc_produto: 'P', unid_med: 'UN', qtdade, vlr_unit: 0, vlr_frete: 0, vlr_st: 0, perc_ipi: 0, vlr_desconto: 0,
});
const typedOf = (i: Record<string, number>): TypedItem => ({
  vlr_unit: String(i.vlr_unit), vlr_frete: String(i.vlr_frete), vlr_st: String(i.vlr_st), perc_ipi: String(i.perc_ipi), vlr_desconto: String(i.vlr_desconto),
});

describe('quotation form model (01.75.1365)', () => {
  it('price fields keep only digits, dot, ? and !', () => {
    expect(keepPriceCharacters('R$ 1.234,50?!x')).toBe('1.23450?!');
  });
  it('typed text: empty is 0, a plain decimal is a number, anything else is invalid', () => {
    expect(parseTyped('')).toBe(0);
    expect(parseTyped('12.5')).toBe(12.5);
    expect(parseTyped('.5')).toBe(0.5);
    for (const bad of ['1.2.3', '?', '12!', '.']) expect(parseTyped(bad)).toBeNull();
  });
  it.each(FORMULA_FIXTURES)('computes the same totals as the server for fixture %#', ({ input, out }) => {
    expect(itemTotals(item(1, input.qtdade), typedOf(input))).toEqual(out);
  });
  it('footer sums the items; the save body is null while a field is invalid', () => {
    const itens = FORMULA_FIXTURES.map((f, k) => item(k + 1, f.input.qtdade));
    const typed = Object.fromEntries(FORMULA_FIXTURES.map((f, k) => [k + 1, typedOf(f.input)]));
    expect(footer(itens, typed).vlr_total).toBe(5467.54);
    expect(saveBody([1], typed, 'À vista')).toEqual({ itens: [{ nro_item: 1, vlr_unit: 12.5, vlr_frete: 15, vlr_st: 4, perc_ipi: 10, vlr_desconto: 5 }], condicaoPagamento: 'À vista' });
    expect(saveBody([1], { 1: { ...typed[1], vlr_unit: '1.2.3' } }, '')).toBeNull();
    expect(saveBody([1], { 1: { ...typed[1], perc_ipi: '150' } }, '')).toBeNull();
    expect(saveBody([1], typed, '', true)).toMatchObject({ finalizar: true });
  });
});
