import { describe, expect, it } from 'vitest';
import { cents, orcamentoItemTotals, orcamentoTotals } from './orcamentoCompra.ts';
import { FORMULA_FIXTURES } from './orcamentoCompra.fixtures.ts';


describe('purchase quotation formulas (spec 2 §5)', () => {
  it.each(FORMULA_FIXTURES)('item %#', ({ input, out }) => {
    expect(orcamentoItemTotals(input)).toEqual(out);
  });
  it('footer sums each column', () => {
    const itens = FORMULA_FIXTURES.map((f) => ({ ...f.input, ...f.out }));
    expect(orcamentoTotals(itens)).toEqual({ vlr_frete: 55, vlr_produtos: 5180.99, vlr_st: 4, vlr_total_do_ipi: 387.55, vlr_desconto: 105, vlr_total: 5467.54 });
  });
  it('rounds cents half away from zero', () => {
    expect(cents(1.005)).toBe(1.01);
    expect(cents(-1.005)).toBe(-1.01);
    expect(cents(2.344)).toBe(2.34);
  });
});
