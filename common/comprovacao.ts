/**
 * The colour of a delivery in 02.79.1494 (spec 3 §4): all its documents of the proof type proved → green
 * 'Comprovado'; none → red 'Nenhum documento comprovado'; otherwise yellow 'Comprovação parcial'. The documents
 * counted are those of the delivery's tipo_comprovacao (CT-e or NF-e).
 */
export interface ContagemEntrega {
  tipo_comprovacao: 'NFE' | 'CTE';
  ctes_entregues: number;
  total_ctes: number;
  nfes_entregues: number;
  total_nfes: number;
}

export const SITUACOES_ENTREGA = {
  comprovado: { cor: 'green', texto: 'Comprovado' },
  nenhum: { cor: 'red', texto: 'Nenhum documento comprovado' },
  parcial: { cor: 'gold', texto: 'Comprovação parcial' },
} as const;

export function situacaoDaEntrega(e: ContagemEntrega): keyof typeof SITUACOES_ENTREGA {
  const [feitos, total] = e.tipo_comprovacao === 'CTE' ? [e.ctes_entregues, e.total_ctes] : [e.nfes_entregues, e.total_nfes];
  if (total > 0 && feitos === total) return 'comprovado';
  if (feitos === 0) return 'nenhum';
  return 'parcial';
}
