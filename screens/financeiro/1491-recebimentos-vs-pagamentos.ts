import type { TableColumnOptions } from '../../src/engine/panels/table/schema.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';

/**
 * Recebimentos VS Pagamentos (spec 2 §2, §3, §4, §7, §8): a period that cannot be cleared (first of the month to
 * today), the summary (cards and a bar chart) and the two lists by cost centre, both loading on open and after
 * Filtrar (Filtrar and the picker wait while either loads). A cost centre opens the drawer 02.74.1492 with its
 * settlements; the row without a cost centre does not open.
 */

const PERIODO = {
  dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
  dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
} as const;

/** A list by cost centre: 40 a page, value descending; the centre's code opens its settlements (of the list's `tipo`). */
const CENTROS_TABLE = {
  kind: 'table' as const,
  call: 'dados',
  span: 12,
  pageSize: 40,
  defaultSort: { field: 'valor', dir: 'desc' as const },
  emptyText: 'Sem dados',
  totals: { label: 'Total', fields: ['porcentagem', 'valor', 'juros', 'desconto'] },
};

const CENTROS_COLUMNS: TableColumnOptions[] = [
  { field: 'custo_desc', header: 'Descrição', flex: 2 },
  { field: 'porcentagem', header: '%', format: 'percent', width: 100 },
  { field: 'valor', header: 'Valor', ...MONEY },
  { field: 'juros', header: 'Juros', ...MONEY },
  { field: 'desconto', header: 'Desconto', ...MONEY },
];

export default {
  code: '02.74.1491',
  title: 'Recebimentos vs Pagamentos',
  route: '/financeiro/recebimentos-vs-pagamentos',
  accessCode: 1491,
  menu: { group: 'Financeiro', title: 'Recebimentos VS Pagamentos', order: 110 },
  messages: {
    error: { style: 'notification', title: 'Ocorreu um erro!', allMessages: true, fallback: 'Ocorreu um erro ao buscar os dados do resumo' },
  },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'monthToDate', required: true, allowClear: false, presets: ['today', 'thisMonth', 'lastMonth'] },
    ],
  },

  calls: {
    // 'Comparar com:' (issue 35): the summary of the days before (1–27 Nov → 1–27 Oct) or a year before
    resumo: { path: '/empresas/{empresaId}/financeiro/recebimentos-vs-pagamentos/resumo', params: PERIODO, compare: { period: { dataInicio: 'start', dataFim: 'end' } } },
    dados: { path: '/empresas/{empresaId}/financeiro/recebimentos-vs-pagamentos/dados', params: PERIODO },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'resumo',
      kind: 'cards',
      call: 'resumo',
      dataPath: 'response.resumo',
      span: 12,
      emptyText: 'Sem dados',
      groups: [
        {
          cards: [
            { label: 'Recebimentos', value: 'recebimentos', ...MONEY, tone: 'success', upIs: 'good' },
            { label: 'Pagamentos', value: 'pagamentos', ...MONEY, tone: 'danger', upIs: 'bad' },
            { label: 'Total', value: 'total', ...MONEY, tone: 'sign', upIs: 'good' },
          ],
        },
      ],
    },
    {
      id: 'grafico',
      kind: 'chart',
      call: 'resumo',
      dataPath: 'response.grafico',
      span: 12,
      height: 220,
      emptyText: 'Sem dados',
      label: 'Recebimentos, Pagamentos e Total do período',
      preset: { type: 'bar', x: { field: 'descricao' }, y: { field: 'valor', label: 'Valor (R$)', format: 'currency' }, threshold: { value: 0 } },
    },
    {
      ...CENTROS_TABLE,
      id: 'recebimentos',
      title: 'Recebimentos por Centro de Custo',
      dataPath: 'response.recebidosPorCentroDeCusto',
      columns: [
        { field: 'centro_custo', header: 'Centro de Custo', width: 130, action: { type: 'drill', drill: 'detalhes', with: { tipo: 'recebimento' }, when: 'nonEmpty' } },
        ...CENTROS_COLUMNS,
      ],
    },
    {
      ...CENTROS_TABLE,
      id: 'pagamentos',
      title: 'Pagamentos por Centro de Custo',
      dataPath: 'response.pagamentosPorCentroDeCusto',
      columns: [
        { field: 'centro_custo', header: 'Centro de Custo', width: 130, action: { type: 'drill', drill: 'detalhes', with: { tipo: 'pagamento' }, when: 'nonEmpty' } },
        ...CENTROS_COLUMNS,
      ],
    },
  ],

  drilldowns: {
    detalhes: {
      code: '02.74.1492',
      title: 'Detalhes do Centro de Custo {row.centro_custo} - {row.custo_desc}',
      container: 'drawer',
      width: '95vw',
      calls: {
        detalhes: {
          path: '/empresas/{empresaId}/financeiro/recebimentos-vs-pagamentos/detalhes/{with.tipo}/{row.centro_custo}',
          params: PERIODO,
        },
      },
      panels: [
        {
          kind: 'table',
          call: 'detalhes',
          dataPath: 'response.response',
          pageSize: 40,
          search: true,
          showCount: true,
          columns: [
            { field: 'nome_fantasia', header: 'Filial', flex: 1, minWidth: 120, stripCommonPrefix: true },
            { field: 'controle', header: 'Controle', width: 110 },
            { field: 'cliente_fornecedor', header: 'Cliente / Fornecedor', flex: 2 },
            { field: 'titulo', header: 'Título', width: 100 },
            { field: 'parcela', header: 'Parcela', width: 90 },
            { field: 'serie', header: 'Série', width: 80 },
            { field: 'data_emissao', header: 'Data Emissão', format: 'date', width: 120 },
            { field: 'valor', header: 'Valor', ...MONEY },
            { field: 'juros', header: 'Juros', ...MONEY },
            { field: 'desconto', header: 'Desconto', ...MONEY },
          ],
          totals: { label: 'Total', fields: ['valor', 'juros', 'desconto'] },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
