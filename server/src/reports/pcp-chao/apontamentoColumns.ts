import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { param } from '../params.ts';

/** What 1475/1476/1477/1478 share: the period params, its check, the summary and detail columns (docs/pcp-chao.md). */
export const PERIODO = Type.Object({ inicioPeriodo: param.date(), finalPeriodo: param.date() });
// 14 months: the widest use is 13 months and the days of the current one (today−400 … today, the perf benches'); the
// answer is large (35 MB over 13 months for 1475), so no more.
export const PERIODO_CHECK = [{ dateRange: ['inicioPeriodo', 'finalPeriodo'] as [string, string], maxMonths: 14 }];
export const PERIODO_EXAMPLES = [
  { query: { inicioPeriodo: '{today-30}', finalPeriodo: '{today}' } },
  { query: { inicioPeriodo: '{today-400}', finalPeriodo: '{today}' } },
];

export const TOTAIS = {
  horas_apontadas: col.number(),
  horas_cobradas: col.number(),
  diferenca_horas: col.number(),
  valor_total: col.number(),
};

export const ORDENS = { nro_op: col.integer(), nro_os: col.nullable(col.integer()), ...TOTAIS };

export const DETALHE = Type.Object({
  nro_op: col.integer(),
  nro_os: col.nullable(col.integer()),
  dt_hr_inicio: col.text(),
  dt_hr_fim: col.text(),
  horas_executadas: col.text(),
  segundos_executados: col.integer(),
  id_produto: col.integer(),
  desc_produto: col.text(),
  id_operador: col.integer(),
  nome_operador: col.text(),
  desc_processo: col.text(),
  desc_recurso: col.text(),
  tipo_apontamento: col.text(),
  cancelado: col.oneOf('S', 'N'),
  finalizou_processo: col.oneOf('S', 'N'),
  qtdade_produziu: col.number(),
  qtdade_perdeu: col.number(),
});
