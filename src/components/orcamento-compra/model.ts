import { cents, ORCAMENTO_LIMITES, orcamentoItemTotals, orcamentoTotals } from '../../../common/orcamentoCompra.ts';
import type { OrcamentoGravacao, OrcamentoItemResposta, OrcamentoResposta } from '../../../common/orcamentoCompraRespostas.ts';
import { priceText, readPrice } from './priceText.ts';

/**
 * The quotation form's state, kept apart from React so it is tested alone. Every typed field stays the text the
 * supplier typed (never replaced by a server answer after the first load): a failed save loses nothing.
 *
 * An item as the API answers it (common/orcamentoCompraRespostas.ts), without the totals: the form recomputes them.
 */
export type OrcamentoItem = Omit<OrcamentoItemResposta, 'vlr_produtos' | 'vlr_total_do_ipi' | 'vlr_total'>;
export type Orcamento = Omit<OrcamentoResposta, 'itens'> & { itens: OrcamentoItem[] };

/** The fields the supplier types, in column order. */
export const TYPED_FIELDS = ['vlr_unit', 'vlr_frete', 'vlr_st', 'perc_ipi', 'vlr_desconto'] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];
export type TypedItem = Record<TypedField, string>;

export { keepPriceCharacters } from './priceText.ts';

/** A typed value as a number: '' → 0; a text that is not a number ('1.2.3', '?', the ambiguous '1.234') → null. */
export function parseTyped(text: string): number | null {
  const r = readPrice(text);
  return 'value' in r ? r.value : null;
}

/** The text shown for a stored number, pt-BR (`12,50`); 0 shows empty, so a price not typed yet reads as empty. */
export const typedText = priceText;

export const toTyped = (item: OrcamentoItem): TypedItem =>
  Object.fromEntries(TYPED_FIELDS.map((f) => [f, typedText(item[f])])) as TypedItem;

/** Per field of an item: the number, or null when the text is not a number or out of bounds. */
export function itemValues(typed: TypedItem): Record<TypedField, number | null> {
  const out = {} as Record<TypedField, number | null>;
  for (const f of TYPED_FIELDS) {
    const v = parseTyped(typed[f]);
    out[f] = v === null || fieldProblem(f, typed[f]) ? null : cents(v);
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

/** Why a field's text cannot be saved (not a number, above the limit), or null when it can. */
export function fieldProblem(field: TypedField, text: string): string | null {
  const r = readPrice(text);
  if (!('value' in r)) return r.problem;
  if (field === 'perc_ipi' && r.value > ORCAMENTO_LIMITES.percIpi) return 'O % IPI vai até 100.';
  if (r.value > ORCAMENTO_LIMITES.valor) return 'Valor acima de 999.999.999,99.';
  return null;
}

/** Every field that cannot be saved, in item and column order. */
export function problems(nros: number[], typed: Record<number, TypedItem>) {
  return nros.flatMap((nro) =>
    TYPED_FIELDS.flatMap((field) => {
      const problem = fieldProblem(field, typed[nro][field]);
      return problem ? [{ nro, field, problem }] : [];
    }),
  );
}

/** Items Finalizar cannot send yet: no unit price (empty or 0). */
export const itemsWithoutPrice = (itens: OrcamentoItem[], typed: Record<number, TypedItem>) =>
  itens.filter((item) => !itemValues(typed[item.nro_item]).vlr_unit);

/**
 * The PUT body for these items. An item with a field that cannot be saved is left out (it stays pending and the
 * page names it) so one wrong field never holds back the other items; `skipped` lists them. Finalizar sends every
 * item or nothing: `body` is null when one is left out.
 */
export function saveBody(nros: number[], typed: Record<number, TypedItem>, condicaoPagamento: string, finalizar = false): { body: OrcamentoGravacao | null; skipped: number[] } {
  const itens: OrcamentoGravacao['itens'] = [];
  const skipped: number[] = [];
  for (const nro of nros) {
    const v = itemValues(typed[nro]);
    if (TYPED_FIELDS.some((f) => v[f] === null)) skipped.push(nro);
    else itens.push({ nro_item: nro, ...(v as Record<TypedField, number>) });
  }
  const body = finalizar && skipped.length ? null : { itens, condicaoPagamento, ...(finalizar ? { finalizar: true } : {}) };
  return { body, skipped };
}
