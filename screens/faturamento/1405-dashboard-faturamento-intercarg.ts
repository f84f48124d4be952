import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';

/**
 * Dashboard Faturamento, module 2 (spec 2 §2, §3, §4, §7, §8, §9): month and year (first CT-e year to the current
 * one), 'Atualizar' and the auto-refresh (checkbox + minutes, 10 by default, kept per user); cards, the goal
 * gauge, the branch table (value descending), the daily billing, the second branch table with 'Meta Diária' opening
 * the drawer 02.76.1482 (fetched once), the pie per branch and the last 24 months — in the order of spec 2 §2. Decisions: docs/faturamento-dashboards.md.
 */
const DASHBOARD = 'dashboard';
const PERIODO = '{filters.ano}-{filters.mes}-01';
const PERCENT = { format: 'percent', align: 'right' } as const;
/**
 * The rules of the measures the Dashboard Frota (1416) names alike with another rule (issue 28): here the month's
 * CT-es by their own date, re-deliveries included; there the loading orders, their weight in kg without re-deliveries.
 */
const HINT_FATURAMENTO =
  'Soma dos CT-es emitidos no mês (frete e pedágio), reentregas incluídas, pela data de emissão do CT-e. O Dashboard Frota soma os fretes das ordens de carregamento não canceladas, pela data da ordem.';
const HINT_PESO =
  'Peso bruto dos CT-es emitidos no mês, em toneladas (kg ÷ 1.000), reentregas incluídas. O Peso Bruto do Dashboard Frota é o das ordens de carregamento, em kg, sem o peso das reentregas.';

export default {
  code: '02.76.1405',
  title: 'Dashboard Faturamento',
  route: '/faturamento/dashboard',
  accessCode: 1405,
  module: 2,
  menu: { group: 'Faturamento', title: 'Dashboard', order: 120 },
  messages: { error: { style: 'notification', title: 'Erro!', text: 'Ocorreu um erro ao buscar os dados :(' } },

  filters: {
    refreshLabel: 'Atualizar',
    autoRefresh: { label: 'Atualizar automaticamente (minutos)', defaultMinutes: 10 },
    fields: [
      { name: 'mes', label: 'Mês', widget: 'month', default: 'current', width: 160 },
      { name: 'ano', label: 'Ano', widget: 'year', default: 'current', width: 110, years: { fromCall: { call: 'primeiroLancamento', dataPath: 'response.ano' } } },
    ],
  },

  calls: {
    primeiroLancamento: { path: '/empresas/{empresaId}/intercarg/faturamento/ano_primeiro_lancamento' },
    dashboard: { path: '/empresas/{empresaId}/intercarg/faturamento/dashboard', params: { dataPeriodo: PERIODO }, compare: { period: { dataPeriodo: 'month' }, since: { call: 'primeiroLancamento', dataPath: 'response.ano' } } },
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
            { label: 'Faturamento', value: 'totaisMes.faturamento', ...MONEY, upIs: 'good', hint: HINT_FATURAMENTO },
            { label: 'Peso Tonelada', value: 'totaisMes.peso_bruto', format: 'quantity', unit: 't', upIs: 'good', hint: HINT_PESO },
            { label: 'Valor médio tonelada', value: 'totaisMes.valor_medio_ton', ...MONEY, upIs: 'good' },
          ],
        },
        {
          cards: [
            {
              label: 'Faturamento Frota',
              value: 'faturamentoFrota.valor_faturamento',
              ...MONEY,
              upIs: 'good',
              lines: [{ label: '% do faturamento', value: 'faturamentoFrota.perc_faturamento', format: 'percent' }],
            },
            {
              label: 'Faturamento Terceiros',
              value: 'faturamentoTerceiros.valor_faturamento',
              ...MONEY,
              upIs: 'good',
              lines: [
                { label: '% do faturamento', value: 'faturamentoTerceiros.perc_faturamento', format: 'percent' },
                { label: '% lucro bruto', value: 'faturamentoTerceiros.perc_lucro_bruto_terceiro', format: 'percent' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'meta',
      kind: 'progress',
      call: DASHBOARD,
      dataPath: 'response.totaisMes',
      span: 6,
      items: [{ label: 'Meta', value: 'porcentagem_realizada_meta', shape: 'gauge', lines: [{ label: 'Valor Meta', value: 'meta', format: 'currency' }] }],
    },
    {
      // spec 2 §2: "a branch table (default sort value descending)"
      id: 'filiais',
      kind: 'table',
      title: 'Faturamento por Filial',
      call: DASHBOARD,
      dataPath: 'response.dadosFaturamentoMes',
      pageSize: false,
      defaultSort: { field: 'valor_faturamento', dir: 'desc' },
      emptyText: 'Nenhum faturamento no mês',
      columns: [
        // every branch is 'Intercarg Transportes - …': the column shows what differs (issue 28 item 4)
        { field: 'nome_fantasia', header: 'Filial', flex: 2, minWidth: 140, stripCommonPrefix: true },
        { field: 'valor_faturamento', header: 'Faturamento', ...MONEY },
        // shares of the month: rounded by the largest remainder so they and the total read 100,00%
        { field: 'perc_faturamento', header: '% Faturamento', ...PERCENT, width: 130, sumTo100: true },
        { field: 'peso_bruto_toneladas', header: 'Peso (t)', format: 'quantity', hint: 'Peso bruto dos CT-es da filial emitidos no mês, em toneladas, reentregas incluídas.' },
        { field: 'valor_medio_ton', header: 'Valor Médio Ton.', ...MONEY },
      ],
      totals: { label: 'Total', fields: ['valor_faturamento', 'perc_faturamento', 'peso_bruto_toneladas'] },
    },
    {
      id: 'diario',
      kind: 'chart',
      title: 'Faturamento Diário',
      call: DASHBOARD,
      dataPath: 'response.faturamentoDiario',
      label: 'Faturamento diário: faturado e meta por dia do mês',
      height: 300,
      preset: {
        type: 'line',
        x: { field: 'dt', label: 'Dia', kind: 'date', format: '%d/%m' },
        series: [
          { field: 'valor_fat_dia', label: 'V. Faturado', color: '#1677ff' },
          { field: 'vlr_meta_diaria', label: 'V. Meta', color: '#cf1322' },
        ],
        y: { label: 'Valor (R$)', format: 'currency' },
      },
      compare: { series: ['valor_fat_dia'] },
    },
    {
      // spec 2 §2: "a branch table with a 'Meta Diária' action opening the branch daily drawer"
      id: 'metasFiliais',
      kind: 'table',
      title: 'Metas por Filial',
      call: DASHBOARD,
      dataPath: 'response.dadosFaturamentoMes',
      span: 14,
      pageSize: false,
      emptyText: 'Nenhum faturamento no mês',
      columns: [
        { field: 'nome_fantasia', header: 'Filial', flex: 2, minWidth: 140, stripCommonPrefix: true },
        { field: 'meta', header: 'Meta', ...MONEY },
        { field: 'valor_faturamento', header: 'Faturamento', ...MONEY },
        { field: 'perc_meta_concluido', header: '% Meta', ...PERCENT, width: 110, color: { threshold: 100 } },
      ],
      rowActions: [{ label: 'Meta Diária', action: { type: 'drill', drill: 'filial' } }],
      totals: { label: 'Total', fields: ['meta', 'valor_faturamento'] },
    },
    {
      id: 'pizza',
      kind: 'chart',
      title: 'Percentual do faturamento por filial',
      call: DASHBOARD,
      dataPath: 'response.dadosFaturamentoMes',
      span: 10,
      height: 280,
      emptyText: 'Nenhum faturamento no mês',
      label: 'Percentual do faturamento do mês por filial',
      preset: {
        type: 'pie',
        category: { field: 'nome_fantasia', id: 'id_empresa', label: 'Filial', stripCommonPrefix: true },
        value: { field: 'perc_faturamento', label: '% Faturamento', format: 'percent', sumTo100: true },
      },
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
  ],

  drilldowns: {
    filial: {
      code: '02.76.1482',
      title: 'Faturamento Diário da Filial',
      container: 'drawer',
      width: '60vw',
      narrowWidth: '90vw',
      fetch: 'once',
      messages: { error: { style: 'notification', title: 'Erro!', text: 'Ocorreu um erro ao realizar a busca' } },
      calls: {
        diario: {
          path: '/empresas/{empresaId}/intercarg/faturamento/dashboard/faturamento-diario-empresa/{row.id_empresa}',
          params: { dataPeriodo: PERIODO },
        },
      },
      panels: [
        { kind: 'text', style: 'heading', text: '{row.nome_fantasia}' },
        {
          kind: 'progress',
          dataPath: 'row',
          span: 8,
          items: [{ label: 'Meta mensal', value: 'perc_meta_concluido', shape: 'circle', successAt: 100, lines: [{ label: 'Meta', value: 'meta', format: 'currency' }] }],
        },
        {
          kind: 'chart',
          title: 'Gráfico - Faturamento diário',
          call: 'diario',
          dataPath: 'results',
          span: 16,
          height: 260,
          label: 'Faturamento diário da filial contra a meta diária',
          preset: {
            type: 'line',
            x: { field: 'dt', label: 'Dia', kind: 'date', format: '%d/%m' },
            series: [
              { field: 'valor_fat_dia', label: 'V. Faturado', color: '#1677ff' },
              { field: 'vlr_meta_diaria', label: 'V. Meta', color: '#cf1322' },
            ],
            y: { label: 'Valor (R$)', format: 'currency' },
          },
        },
        {
          id: 'tabela-diaria',
          kind: 'table',
          title: 'Tabela - Faturamento diário',
          collapsible: { hint: 'Clique para expandir ou diminuir os dados' },
          call: 'diario',
          dataPath: 'results',
          pageSize: 40,
          columns: [
            { field: 'dt', header: 'Data', format: 'date', width: 110 },
            { field: 'valor_fat_dia', header: 'V. Faturado', ...MONEY },
            { field: 'vlr_meta_diaria', header: 'V. Meta', ...MONEY },
            { field: 'perc_meta_diaria', header: '% Meta Diária', ...PERCENT, color: { threshold: 100 } },
            { field: 'vlr_acumulado', header: 'V. Fat. Acum.', ...MONEY },
            { field: 'vlr_meta_acumulado', header: 'V. Meta Acum.', ...MONEY },
            { field: 'perc_meta_acumulada', header: '% Meta Acum.', ...PERCENT, color: { threshold: 100 } },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
