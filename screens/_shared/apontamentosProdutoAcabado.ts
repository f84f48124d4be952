/**
 * What 01.77.1475 (+ drawer 1476) and 01.77.1477 (+ drawer 1478) share (spec 2 §2 'Appointments by operator and
 * finished product…', §8, §9): the period filter, its params, the summary, per-order and detail columns, the
 * messages and the drawer. Field names are spec 2 §3's; column headers are decided in docs/pcp-chao.md (the spec
 * lists the fields only).
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

/**
 * Production entries' messages (spec 2 §8), screens and drawers alike. A failure reads 'Ocorreu um erro ao realizar
 * a busca'; a period the server refuses (1475: at most a month) reads the server's reason instead, which names the
 * maximum — the spec's text alone would leave the user guessing why the search failed.
 */
export const APONTAMENTOS_MESSAGES = {
  error: {
    style: 'notification',
    title: 'Erro!',
    serverDownText: 'Ocorreu um erro ao realizar a busca',
    allMessages: true,
    fallback: 'Ocorreu um erro ao realizar a busca',
  },
  emptyNotification: { title: 'Nenhum resultado encontrado', text: 'Nenhum registro encontrado no período informado' },
} as const;

/**
 * Hours pointed, charged on the service orders, their difference (green when charged more) and the value: the
 * summary fields of spec 2 §3 'Production summary rows'.
 */
export const TOTAIS_COLUMNS: NestedColumnOptions[] = [
  { field: 'qtd_hr_apontada', header: 'Horas Apontadas', format: 'number' },
  { field: 'qtd_hr_cobrada_os', header: 'Horas Cobradas OS', format: 'number' },
  { field: 'dif_qtd_hr_cobrada_x_qtd_hr_apontada', header: 'Diferença (Cobradas - Apontadas)', format: 'number', color: 'sign' },
  { field: 'valor_total', header: 'Valor Total', format: 'currency' },
];

export const TOTAIS_FIELDS = ['qtd_hr_apontada', 'qtd_hr_cobrada_os', 'dif_qtd_hr_cobrada_x_qtd_hr_apontada', 'valor_total'];

/**
 * A detail line (spec 2 §2: order and service order numbers, start and end, executed hours, product, operator, process,
 * machine, appointment type, cancelado, finalizou_processo, quantity produced and lost), with the field names of
 * spec 2 §3 'Production detail appointment'. Executed hours (text HH:mm) sort by their seconds where the lines are a
 * sortable table (the drawers).
 */
export const DETALHE_NESTED_COLUMNS: NestedColumnOptions[] = [
  { field: 'nr_ordem_producao', header: 'OP' },
  { field: 'nr_ordem_servico', header: 'OS' },
  { field: 'dt_hr_inicio', header: 'Início', format: 'datetime', width: 150 },
  { field: 'dt_hr_fim', header: 'Fim', format: 'datetime', width: 150 },
  { field: 'qtd_hr_executado', header: 'Horas Executadas', align: 'right', width: 150, sortField: 'qtd_seg_executado' },
  { field: 'desc_produto', header: 'Produto' },
  { field: 'desc_operador', header: 'Operador' },
  { field: 'desc_processo', header: 'Processo' },
  { field: 'desc_maquina', header: 'Máquina' },
  { field: 'desc_tipo_apontamento', header: 'Tipo Apontamento' },
  { field: 'cancelado', header: 'Cancelado', format: 'flag' },
  { field: 'finalizou_processo', header: 'Finalizou Processo', format: 'flag' },
  { field: 'qtdade_produziu', header: 'Qtd. Produzida', format: 'quantity' },
  { field: 'qtdade_perdeu', header: 'Qtd. Perdida', format: 'quantity' },
];

/** The expandable rows: the row's appointments (detalhes[], the same lines as its drawer). */
export const DETALHES_EXPANDABLE: TableOptions['expandable'] = { rowsField: 'detalhes', columns: DETALHE_NESTED_COLUMNS };

/** The drawers' table (1476 / 1478): the same lines; executed hours sort by their seconds (qtd_seg_executado). */
export const DETALHE_COLUMNS: TableColumnOptions[] = DETALHE_NESTED_COLUMNS;

/** The detail drawer: 95 vw, fetching on every opening (engine default), its table searchable and exportable. */
export const DETALHE_DRAWER = { container: 'drawer', width: '95vw', messages: APONTAMENTOS_MESSAGES } as const;
/** The spec spells the quantities two ways (qtdade_produziu / qtd_produziu, qtdade_perdeu / qtd_perdeu): both fill the column. */
export const DETALHE_TABLE = {
  search: true, columnChooser: true, pageSize: 20, showCount: true, fieldAliases: { qtd_produziu: 'qtdade_produziu', qtd_perdeu: 'qtdade_perdeu' },
} as const;
