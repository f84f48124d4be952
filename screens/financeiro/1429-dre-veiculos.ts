import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';

/**
 * DRE por Veículos (spec 2 §2, §3, §5, §7, §8): start and end months (the end not before the start), the fleet
 * manager ('Todos' = 0 plus the company's managers), Filtrar; the vehicles pinned on Placa with revenue, costs and
 * the result (black at zero, red negative, green positive). A row opens the drawer 02.74.1430 with the vehicle's
 * costs by account. Failures are only logged, the manager list's too (spec 2 §8).
 */

const PERIODO = {
  inicioPeriodo: { date: '{filters.inicio}', format: 'YYYY/MM/DD', startOf: 'month' },
  finalPeriodo: { date: '{filters.fim}', format: 'YYYY/MM/DD', endOf: 'month' },
} as const;

export default {
  code: '02.74.1429',
  title: 'DRE por Veículos',
  route: '/financeiro/dre/veiculos',
  accessCode: 1429,
  menu: { group: 'Financeiro', title: 'DRE Veículos', order: 90 },
  messages: LOG_ERRORS,

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'inicio', label: 'Início Período', widget: 'date', picker: 'month', default: 'startOfMonth', required: true, allowClear: false },
      {
        name: 'fim',
        label: 'Final Período',
        widget: 'date',
        picker: 'month',
        default: 'startOfMonth',
        required: true,
        allowClear: false,
        notBefore: { field: 'inicio', message: 'Início Período menor que data início.' },
      },
      {
        name: 'gestor',
        label: 'Gestor',
        widget: 'select',
        default: 0,
        width: 220,
        options: [{ value: 0, label: 'Todos' }],
        optionsFrom: { call: 'gestores', value: 'codigo', label: 'nome' },
      },
    ],
  },

  calls: {
    gestores: { path: '/empresas/{empresaId}/logistica/gestor_frota' },
    veiculos: {
      path: '/empresas/{empresaId}/intercarg/financeiro/dre/veiculos',
      params: { ...PERIODO, idGestor: '{filters.gestor}' },
      loadOn: 'submit', // spec 2 §4: DRE and other reports load on Filtrar
    },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'veiculos',
      kind: 'table',
      call: 'veiculos',
      // a phone keeps the plate and its result in view
      phone: { value: 'resultado' },
      search: true,
      showCount: true,
      emptyText: 'Nenhum lançamento de veículo no período',
      rowAction: { type: 'drill', drill: 'veiculo' },
      columns: [
        { field: 'placa', header: 'Placa', width: 110, pinned: 'left' },
        { field: 'modelo', header: 'Modelo', flex: 1 },
        { field: 'ano_modelo', header: 'Ano', width: 80 },
        { field: 'marca', header: 'Marca', width: 130 },
        { field: 'descricao_rodado', header: 'Rodado', width: 130 },
        { field: 'valor_faturamento', header: 'Valor Fat.', ...MONEY },
        { field: 'valor_reentrega', header: 'Vlr Rom.', ...MONEY },
        { field: 'valor_fat_geral', header: 'Vlr Tot. Fat.', ...MONEY },
        { field: 'media_km_litro', header: 'Média (km/l)', format: 'number', width: 120 },
        { field: 'despesas_custos', header: 'Custos', ...MONEY },
        { field: 'resultado', header: 'Resultado', ...MONEY, color: 'sign' },
      ],
      totals: { label: 'Total', fields: ['valor_faturamento', 'valor_reentrega', 'valor_fat_geral', 'despesas_custos', 'resultado'] },
    },
  ],

  drilldowns: {
    veiculo: {
      code: '02.74.1430',
      title: 'Detalhes do Veículo',
      container: 'drawer',
      width: '60vw',
      narrowWidth: '95vw',
      messages: LOG_ERRORS,
      calls: {
        contas: { path: '/empresas/{empresaId}/intercarg/financeiro/dre/veiculo/{row.placa}/detalhes', params: PERIODO },
      },
      panels: [
        { kind: 'text', style: 'heading', text: 'Placa: {row.placa}' },
        { kind: 'text', text: 'Marca / Modelo: {row.marca} {row.modelo}' },
        {
          kind: 'cards',
          groups: [{ cards: [{ label: 'Total Custos', value: 'row.despesas_custos', ...MONEY, tone: 'danger' }] }],
        },
        {
          kind: 'table',
          call: 'contas',
          pageSize: 20,
          columns: [
            { field: 'codigo_conta', header: 'Código Conta', width: 130 },
            { field: 'desc_conta', header: 'Conta', flex: 2 },
            { field: 'valor', header: 'Valor', ...MONEY },
            { field: 'perc', header: '%', format: 'percent', width: 100 },
          ],
          totals: { label: 'Total', fields: ['valor', 'perc'] },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
