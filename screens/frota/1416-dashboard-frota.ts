import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';

/**
 * Dashboard Frota (02.78.1416, spec 3 §2, §3, §7): month and year (first freight year to the current one; defaults the
 * current month and year — the spec's 'default year 2023' is the original's stale constant, docs/frota.md), Atualizar;
 * loads on open and on every change of company, month or year (no Filtrar). Cards, 'Faturamento por Gestor' with its
 * orders in expandable rows, and two collapsible panels open at start. Failures are only logged (spec 3 §8).
 */
const PERIODO = { periodo: '{filters.ano}-{filters.mes}-01' };
// weights are kilograms (the billing dashboard 1405 shows tonnes): the unit says which
const WEIGHT = { format: 'number', decimals: 2, unit: 'kg' } as const;
const PERCENT = { format: 'percent' } as const;
const EMPTY = 'Não foram encontrados registros para o período selecionado.';
/**
 * The rules of the measures whose names other screens use with another rule (issue 28): 'Faturamento' here includes
 * re-deliveries except in the managers' table, and 'Peso Bruto' is the orders' kg where 1405 shows the CT-es' tonnes.
 */
const HINT_FATURAMENTO =
  'Valor dos fretes das ordens de carregamento com carga emitidas no mês (não canceladas): CT-es normais e reentregas. É o Total Geral de Faturamento por Gestor. O Dashboard Faturamento soma os CT-es pela data de emissão do CT-e.';
const HINT_FATURAMENTO_LINHA = 'Valor dos fretes do mês com as reentregas, como o cartão Faturamento.';
const HINT_FATURAMENTO_GESTOR = 'Só os CT-es normais, sem as reentregas (coluna Reentrega). Total Geral = Faturamento + Reentrega = o cartão Faturamento.';
const HINT_PESO =
  'Peso bruto em kg das ordens de carregamento com carga emitidas no mês (não canceladas), uma vez por ordem: reentregas não somam peso. O Dashboard Faturamento mostra em toneladas o peso dos CT-es do mês, reentregas incluídas.';
const MEASURES = [
  { field: 'valor_faturamento', header: 'Faturamento', ...MONEY, hint: HINT_FATURAMENTO_LINHA },
  // each plate's (driver's) share of the month: rounded so the shares sum to 100,00%
  { field: 'perc_faturamento', header: '% Faturamento', ...PERCENT, width: 130, sumTo100: true },
  { field: 'peso_bruto', header: 'Peso Bruto', ...WEIGHT, hint: 'Peso bruto em kg das ordens de carregamento do mês, sem peso de reentregas.' },
  { field: 'capacidade_carga', header: 'Capacidade', ...WEIGHT },
  { field: 'perc_ocupacao', header: '% Capacidade', ...PERCENT, color: { threshold: 100 }, width: 130 },
] as const;
// the managers' values, in the table and in each manager's expanded orders (the share sums to 100 in the table only)
const GESTOR_FATURAMENTO = { field: 'valor_faturamento', header: 'Faturamento', ...MONEY, hint: HINT_FATURAMENTO_GESTOR } as const;
const GESTOR_PERCENTUAL = { field: 'perc_faturamento', header: '% Faturamento', ...PERCENT, width: 130 } as const;
const GESTOR_REENTREGA = { field: 'valor_reentrega', header: 'Reentrega', ...MONEY } as const;
const GESTOR_TOTAL_GERAL = { field: 'valor_total_geral', header: 'Total Geral', ...MONEY } as const;

export default {
  code: '02.78.1416',
  title: 'Dashboard Frota',
  route: '/frota/dashboard',
  accessCode: 1416,
  menu: { group: 'Frota', title: 'Dashboard', order: 20 },
  messages: { error: { style: 'log' }, emptyText: EMPTY },

  filters: {
    refreshLabel: 'Atualizar',
    fields: [
      { name: 'mes', label: 'Mês', widget: 'month', default: 'current', width: 160 },
      { name: 'ano', label: 'Ano', widget: 'year', default: 'current', width: 110, years: { fromCall: { call: 'primeiroFrete', dataPath: 'response.ano' } } },
    ],
  },

  calls: {
    primeiroFrete: { path: '/empresas/{empresaId}/frota/anoPrimeiroFrete' },
    dashboard: { path: '/empresas/{empresaId}/frota/dashboard', params: PERIODO, compare: { period: { periodo: 'month' }, since: { call: 'primeiroFrete', dataPath: 'response.ano' } } },
    gestores: { path: '/empresas/{empresaId}/intercarg/faturamento/mediaGestores', params: PERIODO },
    // the 'Cadastros pendentes' strip: the spec's pending-registrations list needs a screen that links to it (docs/cadastros.md)
    pendentes: { path: '/intercarg/cadastros_pendentes/{empresaId}' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'cards',
      kind: 'cards',
      call: 'dashboard',
      groups: [
        {
          cards: [
            { label: 'Faturamento', value: 'valor_faturamento', ...MONEY, upIs: 'good', hint: HINT_FATURAMENTO },
            { label: 'Peso Bruto', value: 'peso_bruto', ...WEIGHT, upIs: 'good', hint: HINT_PESO },
            { label: 'Capacidade', value: 'capacidade_carga', ...WEIGHT },
            { label: 'Percentual Capacidade', value: 'perc_ocupacao', ...PERCENT, upIs: 'good' },
          ],
        },
      ],
    },
    {
      id: 'gestores',
      kind: 'table',
      title: 'Faturamento por Gestor',
      call: 'gestores',
      pageSize: 10,
      showCount: true,
      emptyText: EMPTY,
      columns: [
        { field: 'descricao_gestor', header: 'Gestor', flex: 2 },
        GESTOR_FATURAMENTO,
        { ...GESTOR_PERCENTUAL, sumTo100: true },
        GESTOR_REENTREGA,
        GESTOR_TOTAL_GERAL,
      ],
      totals: { label: 'Total', fields: ['valor_faturamento', 'valor_reentrega', 'valor_total_geral'] },
      expandable: {
        rowsField: 'detalhes',
        columns: [
          { field: 'nro_ordem', header: 'Nro. Ordem', format: 'document', width: 110 },
          { field: 'placa', header: 'Placa', width: 110 },
          { field: 'nome_motorista', header: 'Nome Motorista', flex: 2 },
          { field: 'marca', header: 'Marca', width: 140 },
          { field: 'descricao_tipo_rodado', header: 'Tipo Rodado', width: 130 },
          GESTOR_FATURAMENTO,
          GESTOR_PERCENTUAL,
          GESTOR_REENTREGA,
          GESTOR_TOTAL_GERAL,
        ],
      },
    },
    {
      id: 'placas',
      kind: 'table',
      title: 'Frete por Placa',
      call: 'dashboard',
      dataPath: 'response.fretes_por_placa',
      collapsible: { open: true },
      search: true,
      pageSize: 10,
      showCount: true,
      emptyText: EMPTY,
      columns: [
        { field: 'placa', header: 'Placa', width: 110, pinned: 'left' },
        { field: 'marca', header: 'Marca', width: 140 },
        { field: 'modelo', header: 'Modelo', flex: 1 },
        { field: 'ano_fab', header: 'Ano Fab.', width: 100 },
        { field: 'ano_modelo', header: 'Ano Modelo', width: 110 },
        ...MEASURES,
      ],
      totals: { label: 'Total', fields: ['valor_faturamento', 'peso_bruto', 'capacidade_carga'] },
    },
    {
      id: 'motoristas',
      kind: 'table',
      title: 'Frete por Motorista',
      call: 'dashboard',
      dataPath: 'response.fretes_por_motorista',
      collapsible: { open: true },
      search: true,
      pageSize: 10,
      showCount: true,
      emptyText: EMPTY,
      columns: [
        { field: 'codigo_motorista', header: 'Código', width: 100 },
        { field: 'nome_motorista', header: 'Motorista', flex: 2 },
        ...MEASURES,
      ],
      totals: { label: 'Total', fields: ['valor_faturamento', 'peso_bruto', 'capacidade_carga'] },
    },
    {
      id: 'pendentes',
      kind: 'tiles',
      title: 'Cadastros pendentes',
      call: 'pendentes',
      tileTitle: '{row.descricao_categoria}',
      value: { field: 'quantidade', format: 'integer', suffix: 'pendentes' },
      action: { type: 'link', to: '/detalhesCadastro/{row.categoria}' },
      tileWidth: 180,
    },
  ],
} satisfies ScreenDefinition;
