/** The quotation page's texts: spec 2 §8 verbatim, and the ones the spec does not give (docs/compras.md). */

/** spec 2 §8, reproduced exactly. */
export const ORCAMENTO_TEXTS = {
  successTitle: 'Sucesso',
  successText: 'Itens salvos com sucesso.',
  failureTitle: 'Error',
  failureText: 'Erro ao Salvar.',
} as const;

/** Finalizar: its confirmation and its refusals (the spec gives only the button). */
export const FINALIZAR_TEXTS = {
  confirmTitle: 'Finalizar orçamento?',
  confirmText: (total: string) =>
    `Total do orçamento: ${total}. Ao finalizar, os preços são enviados ao comprador e não podem mais ser alterados por este link.`,
  confirmOk: 'Finalizar',
  confirmCancel: 'Cancelar',
  refusedTitle: 'Não é possível finalizar',
  withoutPrice: (items: string[]) => `Informe o Valor Unitário antes de finalizar: ${joinPt(items)}.`,
  invalid: (fields: string[]) => `Corrija antes de finalizar: ${joinPt(fields)}.`,
  done: (total: string) => `Orçamento finalizado: os preços foram enviados ao comprador (total ${total}). Este link agora é só leitura.`,
} as const;

/** The notice of a quotation that is no longer open: why the fields are disabled and whom to ask. */
export const readOnlyText = (situacao: string) =>
  `Orçamento ${situacao}: os preços não podem mais ser alterados por este link. Para corrigir um preço, fale com o comprador.`;

/** What one save carried, for the success dialog: "Salvo às 10:15:02: itens 1 e 2 e condição de pagamento." */
export function savedDetail(nros: number[], cond: boolean, at: string): string {
  const parts = [];
  if (nros.length) parts.push(`${nros.length === 1 ? 'item' : 'itens'} ${joinPt(nros.map(String))}`);
  if (cond) parts.push('condição de pagamento');
  return parts.length ? `Salvo às ${at}: ${joinPt(parts)}.` : `Salvo às ${at}.`;
}

/** "a", "a e b", "a, b e c". */
export const joinPt = (parts: string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
