import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Média de Combustíveis (02.78.1418, spec 3 §2, §3, §5, §7): period (first of the month to today, required), Filtrar;
 * both averages load in parallel into two collapsible tables; % reached red below 100, green from 100. A row opens the
 * right drawer 02.78.1419 'Detalhes Média de Combustíveis' (90 %) with that driver's or vehicle's settlement sheets,
 * fetched at every opening. Fuel numbers with 3 decimals; failures only logged (spec 3 §8). docs/frota.md.
 */
const FUEL = { format: 'quantity' } as const;
const REACHED = { field: 'perc_media_diesel_alcancado', header: '% Alcançado', format: 'percent', color: { threshold: 100 }, width: 130 } as const;
const AVERAGES = [
  { field: 'media_arla', header: 'Média Arla', ...FUEL, width: 120 },
  { field: 'media_diesel', header: 'Média Diesel', ...FUEL, width: 130 },
  { field: 'media_diesel_esperada', header: 'Média Diesel Esperada', ...FUEL, width: 180 },
  REACHED,
] as const;
const SHEET_COLUMNS = [
  { field: 'marca', header: 'Marca', width: 130 },
  { field: 'modelo', header: 'Modelo', width: 170 },
  { field: 'descricao_rodado', header: 'Rodado', width: 120 },
  { field: 'ano', header: 'Ano', width: 80 },
  { field: 'nro_ficha_acerto', header: 'Frete', format: 'document', width: 100 },
  { field: 'data_emissao', header: 'Emissão', format: 'date', width: 110 },
  { field: 'km_inicial', header: 'Km Inicial', format: 'number', decimals: 0, unit: 'km', width: 120 }, // spec 3 §9: km 0 decimals
  { field: 'km_final', header: 'Km Final', format: 'number', decimals: 0, unit: 'km', width: 120 }, // spec 3 §9: km 0 decimals
  { field: 'quantidade_km', header: 'Total Km', format: 'number', decimals: 0, unit: 'km', width: 110 }, // spec 3 §9: km 0 decimals
  { field: 'litros_diesel', header: 'Litros Diesel', ...FUEL, width: 130 },
  { field: 'media_diesel', header: 'Média Diesel', ...FUEL, width: 130 },
  { field: 'litros_arla', header: 'Litros Arla', ...FUEL, width: 120 },
  { field: 'media_arla', header: 'Média Arla', ...FUEL, width: 120 },
] as const;
const DRAWER = { container: 'drawer', width: '90vw', code: '02.78.1419', title: 'Detalhes Média de Combustíveis', messages: { error: { style: 'log' } } } as const;
const SHEET_TABLE = { kind: 'table', call: 'fichas', pageSize: 10, showCount: true, search: true, phone: { title: 'nome_motorista', value: 'media_diesel' } } as const;
const SHEET_TOTALS = { label: 'Total', fields: ['quantidade_km', 'litros_diesel', 'litros_arla'] };

export default {
  code: '02.78.1418',
  title: 'Média de Combustíveis',
  route: '/frota/media-combustiveis',
  accessCode: 1418,
  menu: { group: 'Frota', title: 'Média de combustíveis', order: 40 },
  messages: { error: { style: 'log' } },

  filters: {
    submitLabel: 'Filtrar',
    fields: [{ ...PERIOD_TODAY_FILTER, default: 'monthToDate' }],
  },

  calls: {
    veiculos: { path: '/empresas/{empresaId}/frota/combustiveis/mediaVeiculos', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
    motoristas: { path: '/empresas/{empresaId}/frota/combustiveis/mediaMotoritas', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'veiculos',
      kind: 'table',
      title: 'Médias por Veículos/Motoristas',
      // a phone keeps the plate and its diesel average in view
      phone: { value: 'media_diesel' },
      call: 'veiculos',
      collapsible: { open: true },
      search: true,
      pageSize: 10,
      showCount: true,
      rowAction: { type: 'drill', drill: 'veiculo' },
      columns: [
        { field: 'placa', header: 'Placa', width: 110, pinned: 'left' },
        { field: 'marca', header: 'Marca', width: 130 },
        { field: 'modelo', header: 'Modelo', width: 170 },
        { field: 'ano', header: 'Ano', width: 80 },
        { field: 'descricao_rodado', header: 'Rodado', width: 120 },
        { field: 'id_motorista', header: 'ID Motorista', width: 120 },
        { field: 'nome_motorista', header: 'Motorista', width: 200 },
        ...AVERAGES,
      ],
    },
    {
      id: 'motoristas',
      kind: 'table',
      title: 'Médias por Motoristas/Placas',
      // a phone keeps the driver's name (not the code) and the diesel average in view
      phone: { title: 'nome_motorista', value: 'media_diesel' },
      call: 'motoristas',
      collapsible: { open: true },
      search: true,
      pageSize: 10,
      showCount: true,
      rowAction: { type: 'drill', drill: 'motorista' },
      columns: [
        { field: 'id_motorista', header: 'ID Motorista', width: 120 },
        { field: 'nome_motorista', header: 'Motorista', width: 200, pinned: 'left' },
        { field: 'placa', header: 'Placa', width: 110 },
        { field: 'marca', header: 'Marca', width: 130 },
        { field: 'modelo', header: 'Modelo', width: 170 },
        { field: 'descricao_rodado', header: 'Rodado', width: 120 },
        ...AVERAGES,
      ],
    },
  ],

  drilldowns: {
    veiculo: {
      ...DRAWER,
      calls: { fichas: { path: '/empresas/{empresaId}/frota/combustiveis/veiculo/{row.placa}/media', params: FILTER_PERIOD_PARAMS } },
      panels: [
        { kind: 'text', text: 'Placa: {row.placa}', style: 'heading' },
        {
          ...SHEET_TABLE,
          totals: SHEET_TOTALS,
          columns: [
            { field: 'id_motorista', header: 'ID Motorista', width: 120 },
            { field: 'nome_motorista', header: 'Motorista', width: 200 },
            ...SHEET_COLUMNS,
          ],
        },
      ],
    },
    motorista: {
      ...DRAWER,
      calls: { fichas: { path: '/empresas/{empresaId}/frota/combustiveis/motorita/{row.id_motorista}/media', params: FILTER_PERIOD_PARAMS } },
      panels: [
        { kind: 'text', text: 'Motorista: {row.id_motorista} - {row.nome_motorista}', style: 'heading' },
        {
          ...SHEET_TABLE,
          totals: SHEET_TOTALS,
          columns: [{ field: 'placa', header: 'Placa', width: 110 }, ...SHEET_COLUMNS],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
