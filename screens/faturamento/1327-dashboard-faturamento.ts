import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';

/**
 * Dashboard Faturamento (spec 2 §2, §3, §5, §7, §9): month (names) and year (first-sale year to the current one)
 * defaulting to the current ones, 'Atualizar'; any change reloads (`dataPeriodo` = YYYY-MM-01). Cards, the goal
 * half-gauge, the last 24 months by year, and two Gráfico/Lista slots. Decisions: docs/faturamento-dashboards.md.
 */
const DASHBOARD = 'dashboard';
const PERCENT = { format: 'percent', align: 'right' } as const;

export default {
  code: '01.76.1327',
  title: 'Dashboard Faturamento',
  route: '/dashboard-faturamento',
  accessCode: 1327,
  menu: { group: 'Faturamento', title: 'Dashboard', order: 120 },

  filters: {
    refreshLabel: 'Atualizar',
    fields: [
      { name: 'mes', label: 'Mês', widget: 'month', default: 'current', width: 160 },
      { name: 'ano', label: 'Ano', widget: 'year', default: 'current', width: 110, years: { fromCall: { call: 'primeiraVenda', dataPath: 'response.ano' } } },
    ],
  },

  calls: {
    primeiraVenda: { path: '/empresas/{empresaId}/faturamento/ano-primeira-venda' },
    // 'Comparar com:' (issue 35): the same dashboard for the month before, or the same month a year before
    dashboard: {
      path: '/empresas/{empresaId}/faturamento/dashboard',
      params: { dataPeriodo: '{filters.ano}-{filters.mes}-01' },
      compare: { period: { dataPeriodo: 'month' }, since: { call: 'primeiraVenda', dataPath: 'response.ano' } },
    },
  },

  panels: [
    {
      id: 'cards',
      kind: 'cards',
      call: DASHBOARD,
      span: 18,
      groups: [
        {
          cards: [
            // the module-2 dashboards bill CT-es under the same name (issue 28): the rule in words
            { label: 'Faturamento', value: 'valorLiquido', ...MONEY, upIs: 'good', hint: 'Valor líquido das notas fiscais de saída autorizadas emitidas no mês: valor total menos as devoluções.' },
            { label: 'Ticket médio vendas', value: 'tiquetiMedio', ...MONEY, upIs: 'good', lines: [{ label: 'Vendas', value: 'quantidadeVandas', format: 'integer' }] },
            { label: 'Ticket médio clientes', value: 'valorTiqueteMedioCliente', ...MONEY, upIs: 'good', lines: [{ label: 'Clientes', value: 'quantidadeClientes', format: 'integer' }] },
          ],
        },
      ],
    },
    {
      id: 'meta',
      kind: 'progress',
      call: DASHBOARD,
      span: 6,
      items: [{ label: 'Meta', value: 'percMeta', shape: 'gauge', lines: [{ label: 'Valor Meta', value: 'valorMeta', format: 'currency' }] }],
    },
    {
      id: 'meses',
      kind: 'chart',
      title: 'Faturamento mensal últimos 24 meses',
      call: DASHBOARD,
      dataPath: 'response.faturamentoUltimos24Meses',
      label: 'Faturamento mensal dos últimos 24 meses, barras por mês, uma cor por ano',
      height: 300,
      preset: { type: 'groupedBar', month: 'mes', year: 'ano', y: { field: 'valor', label: 'Faturamento', format: 'currency' } },
    },
    {
      id: 'metas-grafico',
      kind: 'chart',
      title: 'Metas por representantes',
      call: DASHBOARD,
      dataPath: 'response.metasRepresentantes',
      toggle: { group: 'metas', label: 'Gráfico' },
      label: 'Percentual da meta atingido por representante',
      height: 320,
      emptyText: 'Nenhum representante com vendas ou meta no mês',
      preset: {
        type: 'bar',
        x: { field: 'nome_vendedor', id: 'id_vendedor', label: 'Representante', truncate: 35 },
        y: { field: 'perc_meta', label: '% Realizado', format: 'percent' },
        threshold: { value: 100 },
        sort: 'desc',
      },
    },
    {
      id: 'metas-lista',
      kind: 'table',
      title: 'Metas por representantes',
      call: DASHBOARD,
      dataPath: 'response.metasRepresentantes',
      toggle: { group: 'metas', label: 'Lista' },
      defaultSort: { field: 'perc_meta', dir: 'desc' },
      pageSize: false,
      columns: [
        { field: 'id_vendedor', header: '#ID', width: 80 },
        { field: 'nome_vendedor', header: 'Nome', flex: 2 },
        { field: 'valor_total_liquido', header: 'Valor Vendas', ...MONEY },
        { field: 'valor_meta', header: 'Valor Meta', ...MONEY },
        { field: 'perc_meta', header: '% Realizado', ...PERCENT, color: { threshold: 100 } },
      ],
    },
    {
      id: 'diario-grafico',
      kind: 'chart',
      title: 'Faturamento Diário',
      call: DASHBOARD,
      dataPath: 'response.faturamentoDiario',
      toggle: { group: 'diario', label: 'Gráfico' },
      label: 'Faturamento diário: vendas e meta por dia do mês',
      height: 320,
      preset: {
        type: 'line',
        x: { field: 'data_emissao', label: 'Dia', kind: 'date', format: '%d/%m' },
        series: [
          { field: 'vlr_vendas_dia', label: 'Valor Vendas Dia', color: '#1677ff' },
          { field: 'vlr_meta_dia', label: 'Valor Meta Dia', color: '#cf1322' },
        ],
        y: { label: 'Valor (R$)', format: 'currency' },
        points: true,
      },
      // the month before (or a year before) as a muted dashed line, day by day
      compare: { series: ['vlr_vendas_dia'] },
    },
    {
      id: 'diario-lista',
      kind: 'table',
      title: 'Faturamento Diário',
      call: DASHBOARD,
      dataPath: 'response.faturamentoDiario',
      toggle: { group: 'diario', label: 'Lista' },
      pageSize: false,
      columns: [
        { field: 'data_emissao', header: 'Data', format: 'date', width: 110 },
        { field: 'dia_semana', header: 'Dia da Semana', width: 140 },
        { field: 'vlr_vendas_dia', header: 'Valor Vendas Dia', ...MONEY },
        { field: 'vlr_meta_dia', header: 'Valor Meta Dia', ...MONEY },
        { field: 'perc_meta_dia_atingido', header: '% Realizado Dia', ...PERCENT, color: { threshold: 100 } },
        { field: 'vlr_venda_acumulado', header: 'Valor Vendas Acumulado', ...MONEY },
        { field: 'vlr_meta_acumulada', header: 'Valor Meta Acumulado', ...MONEY },
        { field: 'perc_meta_acumulada_atingido', header: '% Meta Acumulado', ...PERCENT, color: { threshold: 100 } },
      ],
    },
  ],
} satisfies ScreenDefinition;
