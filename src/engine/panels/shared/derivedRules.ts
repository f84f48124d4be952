/**
 * Business rules a table may compute per row (`derived: [{ field, rule }]`), taken from common/ so the screen and the
 * server apply the same one. React-free: the schema lists the names.
 */
import { SITUACOES_ENTREGA, situacaoDaEntrega, type ContagemEntrega } from '../../../../common/comprovacao.ts';

export const DERIVED_RULES = {
  /** 02.79.1494: the delivery's proof situation from its documents of the proof type (spec 3 §4). */
  situacaoEntrega: (row: Record<string, unknown>) => SITUACOES_ENTREGA[situacaoDaEntrega(row as unknown as ContagemEntrega)].texto,
} satisfies Record<string, (row: Record<string, unknown>) => unknown>;

export const DERIVED_RULE_NAMES = Object.keys(DERIVED_RULES) as (keyof typeof DERIVED_RULES)[];
