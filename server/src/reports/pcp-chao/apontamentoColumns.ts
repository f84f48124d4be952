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

/** The summary columns of spec 2 §3 'Production summary rows'. */
export const TOTAIS = {
  qtd_hr_apontada: col.number(),
  qtd_hr_cobrada_os: col.number(),
  dif_qtd_hr_cobrada_x_qtd_hr_apontada: col.number(),
  valor_total: col.number(),
};

/**
 * A detail line: spec 2 §3 'Production detail appointment' (qtdade_produziu / qtdade_perdeu, the spec's first
 * spelling of each); qtd_seg_executado is the executed time in seconds, which the spec says exists for sorting.
 */
export const DETALHE_FIELDS = {
  nr_ordem_producao: col.integer(),
  nr_ordem_servico: col.nullable(col.integer()),
  dt_hr_inicio: col.text(),
  dt_hr_fim: col.text(),
  qtd_hr_executado: col.text(),
  qtd_seg_executado: col.integer(),
  desc_produto: col.text(),
  desc_operador: col.text(),
  desc_processo: col.text(),
  desc_maquina: col.text(),
  desc_tipo_apontamento: col.text(),
  cancelado: col.oneOf('S', 'N'),
  finalizou_processo: col.oneOf('S', 'N'),
  qtdade_produziu: col.number(),
  qtdade_perdeu: col.number(),
};
export const DETALHE = Type.Object(DETALHE_FIELDS);
