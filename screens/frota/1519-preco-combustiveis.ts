import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Preço de combustíveis (02.78.1519, spec 3 §2, §3, §5, §7): period (first of the month to today, required), Filtrar;
 * both panels load in parallel: 'Preço do diesel por estado e cidade' (diesel bought per day and station) and
 * 'Total de litros por postos' (litres and amount per station with shares). Results clear at the start of each load
 * (the engine never keeps previous data), the tables show AG Grid's loading overlay and the empty placeholder.
 * Quantities and unit prices with 3 decimals; failures only logged (spec 3 §8). docs/frota.md.
 */
const LITROS = { format: 'quantity' } as const;
const STATION = [
  { field: 'codigo_fornecedor', header: 'Cód. Fornecedor', format: 'integer', width: 140 },
  { field: 'nome_fornecedor', header: 'Posto', width: 240 },
  { field: 'cidade', header: 'Cidade', width: 170 },
  { field: 'estado', header: 'Estado', width: 90 },
] as const;

export default {
  code: '02.78.1519',
  title: 'Preço de combustíveis',
  route: '/frota/preco-combustiveis',
  accessCode: 1519,
  menu: { group: 'Frota', title: 'Preço de combustíveis', order: 50 },
  messages: { error: { style: 'log' } },

  filters: {
    submitLabel: 'Filtrar',
    fields: [{ ...PERIOD_TODAY_FILTER, default: 'monthToDate' }],
  },

  calls: {
    valores: { path: '/empresas/{empresaId}/frota/combustiveis/media-valores', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
    litros: { path: '/empresas/{empresaId}/frota/combustiveis/media-litros', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'valores',
      kind: 'table',
      title: 'Preço do diesel por estado e cidade',
      // a phone keeps the station and its price in view
      phone: { title: 'nome_fornecedor', value: 'vlr_unitario' },
      call: 'valores',
      search: true,
      pageSize: 10,
      showCount: true,
      totals: { label: 'Total', fields: ['qtdade', 'valor'] },
      columns: [
        { field: 'estado', header: 'Estado', width: 90, pinned: 'left' },
        { field: 'cidade', header: 'Cidade', width: 170 },
        { field: 'data_emissao', header: 'Emissão', format: 'date', width: 110 },
        { field: 'codigo_fornecedor', header: 'Cód. Fornecedor', format: 'integer', width: 140 },
        { field: 'nome_fornecedor', header: 'Posto', width: 240 },
        { field: 'qtdade', header: 'Litros', ...LITROS, width: 130 },
        { field: 'vlr_unitario', header: 'Vlr. Unitário', format: 'currency', decimals: 3, width: 130 },
        { field: 'valor', header: 'Valor', format: 'currency', width: 140 },
      ],
    },
    {
      id: 'litros',
      kind: 'table',
      title: 'Total de litros por postos',
      phone: { title: 'nome_fornecedor' },
      call: 'litros',
      search: true,
      pageSize: 10,
      showCount: true,
      totals: { label: 'Total', fields: ['qtdade', 'perc_qtdade', 'vlr_total', 'perc_valor'] },
      columns: [
        ...STATION,
        { field: 'qtdade', header: 'Litros', ...LITROS, width: 130 },
        { field: 'perc_qtdade', header: '% Litros', format: 'percent', width: 110 },
        { field: 'vlr_total', header: 'Valor Total', format: 'currency', width: 140 },
        { field: 'perc_valor', header: '% Valor', format: 'percent', width: 110 },
      ],
    },
  ],
} satisfies ScreenDefinition;
