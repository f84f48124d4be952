/**
 * The purchase quotation's item formulas (spec 2 §5, 01.75.1365), one function for the public page and the server
 * (the server recomputes every total: a client's computed values are never trusted).
 *   vlr_produtos     = qtdade × vlr_unit + vlr_frete
 *   vlr_total_do_ipi = (vlr_produtos − vlr_frete) × perc_ipi / 100
 *   vlr_total        = vlr_produtos + vlr_st + vlr_total_do_ipi − vlr_desconto
 * Each step is rounded to cents (half away from zero), as the database stores DECIMAL(15,2).
 */
export interface OrcamentoItemInput {
  qtdade: number;
  vlr_unit: number;
  vlr_frete: number;
  vlr_st: number;
  perc_ipi: number;
  vlr_desconto: number;
}

export interface OrcamentoItemTotals {
  vlr_produtos: number;
  vlr_total_do_ipi: number;
  vlr_total: number;
}

/** Rounds to cents; the epsilon keeps 1.005 → 1.01 (binary floating point stores it as 1.00499…). */
export const cents = (v: number): number => Math.sign(v) * Math.round((Math.abs(v) + Number.EPSILON) * 100) / 100;

export function orcamentoItemTotals(i: OrcamentoItemInput): OrcamentoItemTotals {
  const vlr_produtos = cents(i.qtdade * i.vlr_unit + i.vlr_frete);
  const vlr_total_do_ipi = cents(((vlr_produtos - i.vlr_frete) * i.perc_ipi) / 100);
  const vlr_total = cents(vlr_produtos + i.vlr_st + vlr_total_do_ipi - i.vlr_desconto);
  return { vlr_produtos, vlr_total_do_ipi, vlr_total };
}

/** What a supplier typed, as stored: money and the IPI rate in cents (DECIMAL(15,2) / DECIMAL(5,2)). */
export function orcamentoItemInput<T extends Omit<OrcamentoItemInput, 'qtdade'>>(i: T): T {
  return { ...i, vlr_unit: cents(i.vlr_unit), vlr_frete: cents(i.vlr_frete), vlr_st: cents(i.vlr_st), perc_ipi: cents(i.perc_ipi), vlr_desconto: cents(i.vlr_desconto) };
}

/** The footer: the sum of each money column over the items. */
export function orcamentoTotals(itens: (OrcamentoItemInput & OrcamentoItemTotals)[]) {
  const sum = (f: (i: OrcamentoItemInput & OrcamentoItemTotals) => number) => cents(itens.reduce((s, i) => s + f(i), 0));
  return {
    vlr_frete: sum((i) => i.vlr_frete),
    vlr_produtos: sum((i) => i.vlr_produtos),
    vlr_st: sum((i) => i.vlr_st),
    vlr_total_do_ipi: sum((i) => i.vlr_total_do_ipi),
    vlr_desconto: sum((i) => i.vlr_desconto),
    vlr_total: sum((i) => i.vlr_total),
  };
}

/** The largest money value and percentage a supplier may type (DECIMAL(15,2) / an IPI rate). */
export const ORCAMENTO_LIMITES = { valor: 999_999_999.99, percIpi: 100 } as const;
