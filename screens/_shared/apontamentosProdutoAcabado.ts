/**
 * What 01.77.1475 (+ drawer 1476) and 01.77.1477 (+ drawer 1478) share (spec 2 §2 'Appointments by operator and
 * finished product…', §8, §9): the period filter, its params, the summary, per-order and detail columns, the
 * messages and the drawer. Column headers are decided in docs/pcp-chao.md (the spec lists the fields only).
 */
import type { FilterField } from '../../src/engine/filters/schema.ts';
import type { NestedColumnOptions, TableColumnOptions, TableOptions } from '../../src/engine/panels/table/schema.ts';

/** Range with presets Hoje / Este mês / Mês anterior, default (and when cleared) first of the month to today. */
export const PERIODO_MES_FILTER: FilterField = {
  name: 'periodo',
  label: 'Período',
  widget: 'dateRange',
  default: 'monthToDate',
  required: true,
  presets: ['today', 'thisMonth', 'lastMonth'],
};

/** The period as the endpoints want it: inicioPeriodo / finalPeriodo, YYYY-MM-DD. */
export const PERIODO_PARAMS = {
  inicioPeriodo: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
  finalPeriodo: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
} as const;

/** Production entries' messages (spec 2 §8), screens and drawers alike. */
export const APONTAMENTOS_MESSAGES = {
  error: { style: 'notification', title: 'Erro!', text: 'Ocorreu um erro ao realizar a busca' },
  emptyNotification: { title: 'Nenhum resultado encontrado', text: 'Nenhum registro encontrado no período informado' },
} as const;

/** Hours pointed, charged on the service orders, their difference (green when charged more) and the value. */
export const TOTAIS_COLUMNS: NestedColumnOptions[] = [
  { field: 'horas_apontadas', header: 'Horas Apontadas', format: 'number' },
  { field: 'horas_cobradas', header: 'Horas Cobradas OS', format: 'number' },
  { field: 'diferenca_horas', header: 'Diferença (Cobradas - Apontadas)', format: 'number', color: 'sign' },
  { field: 'valor_total', header: 'Valor Total', format: 'currency' },
];

export const TOTAIS_FIELDS = ['horas_apontadas', 'horas_cobradas', 'diferenca_horas', 'valor_total'];

/** The expandable rows: the summary row per production order / service order. */
export const ORDENS_EXPANDABLE: TableOptions['expandable'] = {
  rowsField: 'ordens',
  columns: [{ field: 'nro_op', header: 'OP' }, { field: 'nro_os', header: 'OS' }, ...TOTAIS_COLUMNS],
};

/** A detail line (drawers 1476 / 1478); executed hours sort by their seconds. */
export const DETALHE_COLUMNS: TableColumnOptions[] = [
  { field: 'nro_op', header: 'OP' },
  { field: 'nro_os', header: 'OS' },
  { field: 'dt_hr_inicio', header: 'Início', format: 'datetime', width: 150 },
  { field: 'dt_hr_fim', header: 'Fim', format: 'datetime', width: 150 },
  { field: 'horas_executadas', header: 'Horas Executadas', sortField: 'segundos_executados', align: 'right', width: 150 },
  { field: 'desc_produto', header: 'Produto' },
  { field: 'nome_operador', header: 'Operador' },
  { field: 'desc_processo', header: 'Processo' },
  { field: 'desc_recurso', header: 'Máquina' },
  { field: 'tipo_apontamento', header: 'Tipo Apontamento' },
  { field: 'cancelado', header: 'Cancelado', format: 'flag' },
  { field: 'finalizou_processo', header: 'Finalizou Processo', format: 'flag' },
  { field: 'qtdade_produziu', header: 'Qtd. Produzida', format: 'quantity' },
  { field: 'qtdade_perdeu', header: 'Qtd. Perdida', format: 'quantity' },
];

/** The detail drawer: 95 vw, fetching on every opening (engine default), its table searchable and exportable. */
export const DETALHE_DRAWER = { container: 'drawer', width: '95vw', messages: APONTAMENTOS_MESSAGES } as const;
/** The spec spells the quantity produced two ways (qtdade_produziu / qtd_produziu): both fill the column. */
export const DETALHE_TABLE = {
  search: true, columnChooser: true, pageSize: 20, showCount: true, fieldAliases: { qtd_produziu: 'qtdade_produziu' },
} as const;
