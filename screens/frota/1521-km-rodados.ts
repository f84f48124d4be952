import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Km Rodados (02.78.1521, spec 3 §2, §3, §7): period (first of the month to today, required), Filtrar; cards total km,
 * km com carga (green) and km vazio (red) read from '…/total-geral' ('Com carga' first, 'Desloc. Vazio' second), a
 * circle with the loaded share; table 'KM Rodados por Placa' (plate pinned left). A row opens the drawer 02.78.1522
 * 'Km Rodados por ordem de carregamento' (driver and plate in its header), fetched at every opening, with the spec's
 * §8 drawer messages. Km with 0 decimals, percents 2; screen failures only logged (spec 3 §8). docs/frota.md.
 */
const KM = { format: 'number', decimals: 0, unit: 'km' } as const;
const DRAWER_MESSAGES = {
  error: { style: 'notification', title: 'Erro!', text: 'Ocorreu um erro ao realizar a busca' },
  emptyNotification: { title: 'Nenhum resultado encontrado', text: 'Nenhum registro encontrado no período informado' },
} as const;

export default {
  code: '02.78.1521',
  title: 'Km Rodados',
  route: '/frota/km-rodados',
  accessCode: 1521,
  menu: { group: 'Frota', title: 'Km Rodados', order: 60 },
  messages: { error: { style: 'log' } },

  filters: {
    submitLabel: 'Filtrar',
    fields: [{ ...PERIOD_TODAY_FILTER, default: 'monthToDate' }],
  },

  calls: {
    total: {
      path: '/empresas/{empresaId}/frota/km-rodado/total-geral',
      params: FILTER_PERIOD_PARAMS,
      loadOn: 'submit',
      // 'Comparar com:' (issue 35): the km of the days before, or a year before
      compare: { period: { dataInicio: 'start', dataFim: 'end' } },
    },
    placas: { path: '/empresas/{empresaId}/frota/km-rodado/total-por-placa', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'cartoes',
      kind: 'cards',
      call: 'total',
      span: 16,
      groups: [
        {
          cards: [
            { label: 'Total Km Rodados', value: '0.total_km_rodado', ...KM, upIs: 'neutral' },
            { label: 'Km com carga', value: '0.qtdade_km', ...KM, tone: 'success', upIs: 'good', lines: [{ label: 'Percentual', value: '0.percentual', format: 'percent' }] },
            { label: 'Km vazio', value: '1.qtdade_km', ...KM, tone: 'danger', upIs: 'bad', lines: [{ label: 'Percentual', value: '1.percentual', format: 'percent' }] },
          ],
        },
      ],
    },
    {
      id: 'percentual',
      kind: 'progress',
      call: 'total',
      span: 8,
      items: [{ label: 'Km com carga', value: 'percentual', successAt: 0, size: 120 }],
    },
    {
      id: 'placas',
      kind: 'table',
      title: 'KM Rodados por Placa',
      // a phone keeps the plate and its total in view
      phone: { value: 'total_km_rodado' },
      call: 'placas',
      search: true,
      pageSize: 10,
      showCount: true,
      rowAction: { type: 'drill', drill: 'ordens' },
      columns: [
        { field: 'placa', header: 'Placa', width: 110, pinned: 'left' },
        { field: 'motorista', header: 'Motorista', width: 200 },
        { field: 'marca', header: 'Marca', width: 130 },
        { field: 'modelo', header: 'Modelo', width: 170 },
        { field: 'ano', header: 'Ano', width: 80 },
        { field: 'tipo_rodado', header: 'Tipo Rodado', width: 130 },
        { field: 'km_rodado_carregado', header: 'Km Carregado', ...KM, width: 140 },
        { field: 'perc_carregado', header: '% Carregado', format: 'percent', width: 130 },
        { field: 'km_rodado_vazio', header: 'Km Vazio', ...KM, width: 120 },
        { field: 'perc_vazio', header: '% Vazio', format: 'percent', width: 110 },
        { field: 'total_km_rodado', header: 'Total Km', ...KM, width: 120 },
      ],
    },
  ],

  drilldowns: {
    ordens: {
      container: 'drawer',
      width: '95vw',
      code: '02.78.1522',
      title: 'Km Rodados por ordem de carregamento',
      messages: DRAWER_MESSAGES,
      calls: { ordens: { path: '/empresas/{empresaId}/frota/km-rodado/{row.placa}/ordem-por-placa', params: FILTER_PERIOD_PARAMS } },
      panels: [
        { kind: 'text', text: 'Motorista: {row.motorista} — Placa: {row.placa}', style: 'heading' },
        {
          kind: 'table',
          call: 'ordens',
          pageSize: 10,
          showCount: true,
          search: true,
          totals: { label: 'Total', fields: ['km_operacao'] },
          columns: [
            { field: 'Nro_ordem', header: 'Nº Ordem', width: 110 },
            { field: 'Data_emissao', header: 'Data Emissão', format: 'date', width: 130 },
            { field: 'nome_expedidor', header: 'Nome Expedidor', width: 220 },
            { field: 'cidade_expedidor', header: 'Cidade Exp.', width: 160 },
            { field: 'estado_expedidor', header: 'UF Exp.', width: 90 },
            { field: 'nome_recebedor', header: 'Nome Recebedor', width: 220 },
            { field: 'cidade_recebedor', header: 'Cidade Rec.', width: 160 },
            { field: 'estado_recebedor', header: 'UF Rec.', width: 90 },
            { field: 'tipo_ordem', header: 'Tipo Ordem', width: 130 },
            { field: 'km_operacao', header: 'KM Operação', ...KM, width: 130 },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
