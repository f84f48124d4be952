import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { param } from '../params.ts';

/** What 1475/1476/1477/1478 share: the period params, its check, the summary and detail columns (docs/pcp-chao.md). */
export const PERIODO = Type.Object({ inicioPeriodo: param.date(), finalPeriodo: param.date() });
// The drawers (1476, 1478: one row's lines) take up to 14 months: the widest use is 13 months and the days of the
// current one (today−400 … today, the perf benches'). The summaries carry every appointment: PERIODO_RESUMO_CHECK.
export const PERIODO_CHECK = [{ dateRange: ['inicioPeriodo', 'finalPeriodo'] as [string, string], maxMonths: 14 }];
export const PERIODO_EXAMPLES = [
  { query: { inicioPeriodo: '{today-30}', finalPeriodo: '{today}' } },
  { query: { inicioPeriodo: '{today-400}', finalPeriodo: '{today}' } },
];

/**
 * The summaries 1475 (operator × finished product) and 1477 (finished product), each row with all its appointments
 * (detalhes[]): at most a month, the longest of their screens' presets (spec 2 §2: Hoje, Este mês, Mês anterior).
 * Their size follows the appointments: 1475 over 13 months answered 35 MB of JSON; at the large scale a month is
 * 8.6 MB (1475) and 6.8 MB (1477), three months 39 and 32 MB. A longer period is refused (pt-BR 400 naming the
 * maximum); one row's lines over a longer one stay with the drawers. docs/spec-coverage.md (1475) and
 * docs/performance.md.
 */
export const PERIODO_RESUMO_CHECK = [{ dateRange: ['inicioPeriodo', 'finalPeriodo'] as [string, string], maxMonths: 1 }];
// 27 days: within a month from any start date (February's 28 days included)
export const PERIODO_RESUMO_EXAMPLES = [
  { query: { inicioPeriodo: '{today-27}', finalPeriodo: '{today}' } },
  { query: { inicioPeriodo: '{today}', finalPeriodo: '{today}' } },
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
