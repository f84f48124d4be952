import { describe, expect, it } from 'vitest';
import { FORMULA_FIXTURES } from '../../../common/orcamentoCompra.fixtures.ts';
import { footer, itemsWithoutPrice, itemTotals, keepPriceCharacters, parseTyped, problems, saveBody, toTyped, type OrcamentoItem, type TypedItem } from './model.ts';
import { PRICE_HINTS } from './priceText.ts';

const item = (nro_item: number, qtdade: number): OrcamentoItem => ({
  nro_item, produto: 1, codigo_barra: null, ref_prod: null, desc_produto: 'P', unid_med: 'UN', qtdade, vlr_unit: 0, vlr_frete: 0, vlr_st: 0, perc_ipi: 0, vlr_desconto: 0,
});
const typedOf = (i: Record<string, number>): TypedItem => ({
  vlr_unit: String(i.vlr_unit), vlr_frete: String(i.vlr_frete), vlr_st: String(i.vlr_st), perc_ipi: String(i.perc_ipi), vlr_desconto: String(i.vlr_desconto),
});

describe('quotation form model (01.75.1365)', () => {
  it('price fields keep digits, dot, comma, ? and ! (the spec\'s characters plus the pt-BR comma)', () => {
    expect(keepPriceCharacters('R$ 1.234,50?!x')).toBe('1.234,50?!');
  });
  it('typed text: empty is 0, pt-BR or dot decimals are numbers, anything else is invalid', () => {
    expect(parseTyped('')).toBe(0);
    expect(parseTyped('12,50')).toBe(12.5);
    expect(parseTyped('12.5')).toBe(12.5);
    expect(parseTyped('.5')).toBe(0.5);
    for (const bad of ['1.2.3', '?', '12!', '.', '1.234']) expect(parseTyped(bad)).toBeNull();
  });
  it('stored values show as pt-BR', () => {
    expect(toTyped({ ...item(1, 2), vlr_unit: 12.5, perc_ipi: 10, vlr_frete: 1234.56 })).toMatchObject({ vlr_unit: '12,50', perc_ipi: '10,00', vlr_frete: '1.234,56', vlr_st: '' });
  });
  it.each(FORMULA_FIXTURES)('computes the same totals as the server for fixture %#', ({ input, out }) => {
    expect(itemTotals(item(1, input.qtdade), typedOf(input))).toEqual(out);
  });
  it('footer sums the items; the save body is null while a field is invalid', () => {
    const itens = FORMULA_FIXTURES.map((f, k) => item(k + 1, f.input.qtdade));
    const typed = Object.fromEntries(FORMULA_FIXTURES.map((f, k) => [k + 1, typedOf(f.input)]));
    expect(footer(itens, typed).vlr_total).toBe(5467.54);
    expect(saveBody([1], typed, 'À vista').body).toEqual({ itens: [{ nro_item: 1, vlr_unit: 12.5, vlr_frete: 15, vlr_st: 4, perc_ipi: 10, vlr_desconto: 5 }], condicaoPagamento: 'À vista' });
    expect(saveBody([1], { 1: { ...typed[1], vlr_unit: '12,5' } }, '').body?.itens[0].vlr_unit).toBe(12.5);
    expect(saveBody([1], typed, '', true).body).toMatchObject({ finalizar: true });
  });
  it('one wrong field holds back its own item only, and is named; Finalizar sends all or nothing', () => {
    const typed = { 1: typedOf(FORMULA_FIXTURES[0].input), 2: { ...typedOf(FORMULA_FIXTURES[0].input), perc_ipi: '150' }, 3: { ...typedOf(FORMULA_FIXTURES[0].input), vlr_unit: '1.2.3' } };
    const { body, skipped } = saveBody([1, 2, 3], typed, 'À vista');
    expect(body?.itens.map((i) => i.nro_item)).toEqual([1]);
    expect(skipped).toEqual([2, 3]);
    expect(problems([1, 2, 3], typed)).toEqual([
      { nro: 2, field: 'perc_ipi', problem: 'O % IPI vai até 100.' },
      { nro: 3, field: 'vlr_unit', problem: PRICE_HINTS.invalid },
    ]);
    expect(saveBody([1, 2, 3], typed, '', true)).toEqual({ body: null, skipped: [2, 3] });
  });
  it('items without a unit price are the ones Finalizar refuses', () => {
    const itens = [item(1, 1), item(2, 1)];
    const typed = { 1: { ...typedOf(FORMULA_FIXTURES[0].input) }, 2: { ...typedOf(FORMULA_FIXTURES[0].input), vlr_unit: '' } };
    expect(itemsWithoutPrice(itens, typed).map((i) => i.nro_item)).toEqual([2]);
    expect(itemsWithoutPrice(itens, { ...typed, 2: { ...typed[2], vlr_unit: '0,00' } }).map((i) => i.nro_item)).toEqual([2]);
  });
});
