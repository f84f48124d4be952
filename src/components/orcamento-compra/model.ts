import { cents, orcamentoItemTotals, orcamentoTotals } from '../../../common/orcamentoCompra.ts';

/**
 * The quotation form's state, kept apart from React so it is tested alone. Every typed field stays the text the
 * supplier typed (never replaced by a server answer after the first load): a failed save loses nothing.
 */
export interface OrcamentoItem {
  nro_item: number;
  produto: number;
  codigo_barra: string | null;
  ref_prod: string | null;
  desc_produto: string;
  unid_med: string;
  qtdade: number;
  vlr_unit: number;
  vlr_frete: number;
  vlr_st: number;
  perc_ipi: number;
  vlr_desconto: number;
}

export interface Orcamento {
  razao_social: string;
  data_emissao: string;
  numero: number;
  situacao: string;
  codigo_fornecedor: number;
  nome_fornecedor: string;
  finalidade: string;
  cond_pagto: string | null;
  itens: OrcamentoItem[];
}

/** The fields the supplier types, in column order. */
export const TYPED_FIELDS = ['vlr_unit', 'vlr_frete', 'vlr_st', 'perc_ipi', 'vlr_desconto'] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];
export type TypedItem = Record<TypedField, string>;

/** spec 2 §2: price fields keep only digits, dot, '?' and '!' (anything else is dropped as typed). */
export const keepPriceCharacters = (text: string): string => text.replace(/[^0-9.?!]/g, '');

/** A typed value as a number: '' → 0; a text that is not a plain decimal ('1.2.3', '?') → null (invalid). */
export function parseTyped(text: string): number | null {
  if (text.trim() === '') return 0;
  if (!/^\d+(\.\d+)?$|^\d*\.\d+$/.test(text)) return null;
  return Number(text);
}

/** The text shown for a stored number (0 shows empty, so a price not typed yet reads as empty). */
export const typedText = (value: number): string => (value ? String(value) : '');

export const toTyped = (item: OrcamentoItem): TypedItem =>
  Object.fromEntries(TYPED_FIELDS.map((f) => [f, typedText(item[f])])) as TypedItem;

/** Per field of an item: the number, or null when the text is not a number or out of bounds. */
export function itemValues(typed: TypedItem): Record<TypedField, number | null> {
  const out = {} as Record<TypedField, number | null>;
  for (const f of TYPED_FIELDS) {
    const v = parseTyped(typed[f]);
    out[f] = v === null || v > (f === 'perc_ipi' ? 100 : 999_999_999.99) ? null : cents(v);
  }
  return out;
}

/** The item's computed values with what is typed (invalid fields count as 0 until corrected). */
export function itemTotals(item: OrcamentoItem, typed: TypedItem) {
  const v = itemValues(typed);
  return orcamentoItemTotals({
    qtdade: item.qtdade,
    vlr_unit: v.vlr_unit ?? 0,
    vlr_frete: v.vlr_frete ?? 0,
    vlr_st: v.vlr_st ?? 0,
    perc_ipi: v.perc_ipi ?? 0,
    vlr_desconto: v.vlr_desconto ?? 0,
  });
}

export function footer(itens: OrcamentoItem[], typed: Record<number, TypedItem>) {
  return orcamentoTotals(
    itens.map((item) => {
      const v = itemValues(typed[item.nro_item]);
      const inputs = { qtdade: item.qtdade, vlr_unit: v.vlr_unit ?? 0, vlr_frete: v.vlr_frete ?? 0, vlr_st: v.vlr_st ?? 0, perc_ipi: v.perc_ipi ?? 0, vlr_desconto: v.vlr_desconto ?? 0 };
      return { ...inputs, ...orcamentoItemTotals(inputs) };
    }),
  );
}

/** The PUT body for these items, or null when a field is invalid (nothing is sent until it is corrected). */
export function saveBody(nros: number[], typed: Record<number, TypedItem>, condicaoPagamento: string, finalizar = false) {
  const itens = [];
  for (const nro of nros) {
    const v = itemValues(typed[nro]);
    if (TYPED_FIELDS.some((f) => v[f] === null)) return null;
    itens.push({ nro_item: nro, ...(v as Record<TypedField, number>) });
  }
  return { itens, condicaoPagamento, ...(finalizar ? { finalizar: true } : {}) };
}
