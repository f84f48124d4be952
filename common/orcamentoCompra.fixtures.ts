/** Fixtures shared with the server test (server/src/routes/orcamentoCompraPublico.test.ts), worked by hand. */
export const FORMULA_FIXTURES = [
  // 10 × 12.50 + 15 = 140; IPI (140 − 15) × 10 % = 12.50; total 140 + 4 + 12.50 − 5 = 151.50
  { input: { qtdade: 10, vlr_unit: 12.5, vlr_frete: 15, vlr_st: 4, perc_ipi: 10, vlr_desconto: 5 }, out: { vlr_produtos: 140, vlr_total_do_ipi: 12.5, vlr_total: 151.5 } },
  // 0.5 × 2.01 = 1.005 → 1.01 (cents, half up); IPI 1.01 × 5 % = 0.0505 → 0.05; total 1.06
  { input: { qtdade: 0.5, vlr_unit: 2.01, vlr_frete: 0, vlr_st: 0, perc_ipi: 5, vlr_desconto: 0 }, out: { vlr_produtos: 1.01, vlr_total_do_ipi: 0.05, vlr_total: 1.06 } },
  // a price not typed yet: everything 0
  { input: { qtdade: 7, vlr_unit: 0, vlr_frete: 0, vlr_st: 0, perc_ipi: 0, vlr_desconto: 0 }, out: { vlr_produtos: 0, vlr_total_do_ipi: 0, vlr_total: 0 } },
  // 2.5 units × 1999.99 = 4999.975 → 4999.98 + 40 freight; IPI 4999.98 × 7.5 % = 374.9985 → 375.00; total − 100
  { input: { qtdade: 2.5, vlr_unit: 1999.99, vlr_frete: 40, vlr_st: 0, perc_ipi: 7.5, vlr_desconto: 100 }, out: { vlr_produtos: 5039.98, vlr_total_do_ipi: 375, vlr_total: 5314.98 } },
];

