import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** Billing dashboard data (spec 2 Billing dashboard module 1/2, Branch daily billing). */
const METAS = [
  { id_vendedor: 7, nome_vendedor: 'REPRESENTAÇÕES COMERCIAIS REGIONAL SUL DO BRASIL LTDA', valor_total_liquido: 81234.5, valor_meta: 90000, perc_meta: 90.26 },
  { id_vendedor: 9, nome_vendedor: 'CARLA MENDES', valor_total_liquido: 120500, valor_meta: 100000, perc_meta: 120.5 },
  { id_vendedor: 11, nome_vendedor: 'JOÃO PEDRO ALMEIDA', valor_total_liquido: 50000, valor_meta: 50000, perc_meta: 100 },
  { id_vendedor: 14, nome_vendedor: 'DISTRIBUIDORA NORDESTE', valor_total_liquido: 21000, valor_meta: 60000, perc_meta: 35 },
];
const MESES = Array.from({ length: 24 }, (_, i) => {
  const month = ((10 + i) % 12) + 1; // dez/2024 … nov/2026
  const year = 2024 + Math.floor((11 + i) / 12);
  return { periodo: `${year}-${String(month).padStart(2, '0')}`, mes: month, ano: year, valor: Math.round(700000 + 250000 * Math.sin(i / 2) + i * 9000) };
}).filter((r) => r.ano >= 2025);
const FILIAIS = [
  { id_empresa: 1, nome_fantasia: 'MIRANTE MATRIZ', valor_faturamento: 1840000 },
  { id_empresa: 2, nome_fantasia: 'MIRANTE FILIAL NORTE', valor_faturamento: 920000 },
  { id_empresa: 3, nome_fantasia: 'MIRANTE FILIAL SUL', valor_faturamento: 610000 },
];
const DIARIO = Array.from({ length: 21 }, (_, i) => {
  const day = i + 1;
  const vendas = 38000 + ((day * 7919) % 21000);
  return { dt: `2026-11-${String(day).padStart(2, '0')}`, valor_fat_dia: vendas, vlr_meta_diaria: 45000, vlr_acumulado: 0 };
});
const GANTT = [
  { descricao_processo: 'CORTE', numero_op: '45871', data_inicial: '2026-11-21T13:00:00Z', data_prevista_entrega: '2026-11-21T17:00:00Z' },
  { descricao_processo: 'USINAGEM', numero_op: '45871', data_inicial: '2026-11-21T17:00:00Z', data_prevista_entrega: '2026-11-22T01:30:00Z' },
  { descricao_processo: 'SOLDAGEM', numero_op: '45880', data_inicial: '2026-11-22T12:00:00Z', data_prevista_entrega: '2026-11-22T16:00:00Z' },
];

export const examples: EngineExample[] = [
  {
    name: 'Presets (1327, 1405, 1482, 1366)',
    doc: "Um gráfico de cada preset: barras com cor por limite e nomes cortados em 33 + '…' (Gráfico/Lista, 1327), barras agrupadas de 24 meses por ano, pizza por filial (1405), meio círculo da meta, linha vendas × meta (1482, com a tabela recolhível) e Gantt em -06:00 (1366).",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: chart (presets)',
      route: '/exemplos/chart',
      accessCode: null,
      calls: {
        dashboard: { path: '/empresas/{empresaId}/faturamento/dashboard' },
        diario: { path: '/empresas/{empresaId}/faturamento/filial/3/diario' },
        gantt: { path: '/empresas/{empresaId}/pcp/grafico_gantt/101' },
      },
      panels: [
        {
          kind: 'chart',
          title: 'Metas por representantes',
          span: 12,
          call: 'dashboard',
          dataPath: 'response.metasRepresentantes',
          toggle: { group: 'metas', label: 'Gráfico' },
          label: 'Percentual da meta por representante',
          preset: { type: 'bar', x: { field: 'nome_vendedor', label: 'Representante' }, y: { field: 'perc_meta', label: '% Realizado', format: 'percent' }, threshold: { value: 100 }, sort: 'desc' },
        },
        {
          kind: 'table',
          span: 12,
          call: 'dashboard',
          dataPath: 'response.metasRepresentantes',
          toggle: { group: 'metas', label: 'Lista' },
          defaultSort: { field: 'perc_meta', dir: 'desc' },
          columns: [
            { field: 'id_vendedor', header: '#ID', width: 80 },
            { field: 'nome_vendedor', header: 'Nome', flex: 2 },
            { field: 'valor_total_liquido', header: 'Valor Vendas', format: 'currency' },
            { field: 'valor_meta', header: 'Valor Meta', format: 'currency' },
            { field: 'perc_meta', header: '% Realizado', format: 'percent', color: { threshold: 100 } },
          ],
        },
        {
          kind: 'chart',
          title: 'Faturamento mensal últimos 24 meses',
          span: 12,
          call: 'dashboard',
          dataPath: 'response.meses',
          preset: { type: 'groupedBar', month: 'mes', year: 'ano', y: { field: 'valor', label: 'Faturamento' } },
        },
        {
          kind: 'chart',
          title: '% Faturamento por filial',
          span: 12,
          call: 'dashboard',
          dataPath: 'response.dadosFaturamentoMes',
          preset: { type: 'pie', category: { field: 'nome_fantasia', label: 'Filial' }, value: { field: 'valor_faturamento', label: 'Faturamento' }, donut: true },
        },
        {
          kind: 'chart',
          title: 'Meta',
          span: 8,
          call: 'dashboard',
          dataPath: 'response.totaisMes',
          height: 200,
          preset: { type: 'gauge', value: 'porcentagem_realizada_meta' },
        },
        {
          kind: 'chart',
          title: 'Gráfico - Faturamento diário',
          span: 16,
          call: 'diario',
          preset: {
            type: 'line',
            x: { field: 'dt', label: 'Dia' },
            series: [
              { field: 'valor_fat_dia', label: 'V. Faturado' },
              { field: 'vlr_meta_diaria', label: 'V. Meta', color: '#cf1322' },
            ],
          },
        },
        {
          kind: 'table',
          title: 'Tabela - Faturamento diário',
          call: 'diario',
          collapsible: { open: false, hint: 'Clique para expandir ou diminuir os dados' },
          pageSize: 40,
          columns: [
            { field: 'dt', header: 'Data', format: 'date' },
            { field: 'valor_fat_dia', header: 'V. Faturado', format: 'currency' },
            { field: 'vlr_meta_diaria', header: 'V. Meta', format: 'currency' },
          ],
        },
        {
          kind: 'chart',
          title: 'Gráfico de ocupação de recursos',
          call: 'gantt',
          height: 220,
          preset: { type: 'gantt', task: { field: 'descricao_processo', label: 'Processo' }, start: 'data_inicial', end: 'data_prevista_entrega', color: 'numero_op', utcOffset: '-06:00' },
        },
      ],
    },
    answers: {
      'GET /empresas/1/faturamento/dashboard': {
        response: { metasRepresentantes: METAS, meses: MESES, dadosFaturamentoMes: FILIAIS, totaisMes: { faturamento: 3370000, meta: 3500000, porcentagem_realizada_meta: 96.29 } },
      },
      'GET /empresas/1/faturamento/filial/3/diario': { response: DIARIO },
      'GET /empresas/1/pcp/grafico_gantt/101': { response: GANTT },
    },
    shows: ['Metas por representantes', 'Faturamento mensal últimos 24 meses', 'Clique para expandir ou diminuir os dados', '96,29%'],
  },
];
