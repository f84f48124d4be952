import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** Resources of 01.77.1330 (spec 1 §3 Resource): codigo_situacao_recurso 0 Ocioso, 1 Produzindo, ≥ 2 Parado. */
export const RECURSOS = [
  { id_recurso: 101, desc_recurso: 'TORNO CNC 01', terceirizado: 'N', nome_operador: 'CARLOS ALBERTO', data_ocupado: '2026-11-21T07:12:00', nro_op: 45871, processo: 'USINAGEM', codigo_situacao_recurso: 1, situacao_recurso: 'Produzindo', tempo_na_situacao: 5025 },
  { id_recurso: 102, desc_recurso: 'PRENSA HIDRÁULICA 200T', terceirizado: 'N', nome_operador: null, data_ocupado: null, nro_op: null, processo: null, codigo_situacao_recurso: 0, situacao_recurso: 'Ocioso', tempo_na_situacao: 1830 },
  { id_recurso: 103, desc_recurso: 'SOLDA MIG 03', terceirizado: 'N', nome_operador: 'MARIA JOSÉ', data_ocupado: '2026-11-21T06:00:00', nro_op: 45880, processo: 'SOLDAGEM', codigo_situacao_recurso: 2, situacao_recurso: 'Parado - Manutenção', tempo_na_situacao: 97245 },
  { id_recurso: 104, desc_recurso: 'PINTURA ELETROSTÁTICA', terceirizado: 'S', nome_operador: null, data_ocupado: null, nro_op: null, processo: null, codigo_situacao_recurso: 3, situacao_recurso: 'Parado - Falta de material', tempo_na_situacao: -1 },
  { id_recurso: 105, desc_recurso: 'CORTE LASER', terceirizado: 'N', nome_operador: 'JOÃO PEDRO', data_ocupado: '2026-11-21T08:40:00', nro_op: 45902, processo: 'CORTE', codigo_situacao_recurso: 1, situacao_recurso: 'Produzindo', tempo_na_situacao: 640 },
];

const ORDEM = { nome_cliente: 'METALÚRGICA SÃO JORGE LTDA', data_abertura: '2026-11-18', numero_pedido: 7781, tipo: 'Normal', situacao: 'Iniciada', programada: 'S', desc_produto: 'EIXO TRANSMISSÃO 1.200MM', unid_med: 'UN', qtdade: 40 };
const GANTT = [
  { descricao_processo: 'USINAGEM', numero_op: 45871, data_inicial: '2026-11-21T13:00:00Z', data_prevista_entrega: '2026-11-21T19:30:00Z' },
  { descricao_processo: 'TORNEAMENTO FINO', numero_op: 45874, data_inicial: '2026-11-21T19:30:00Z', data_prevista_entrega: '2026-11-22T01:00:00Z' },
  { descricao_processo: 'USINAGEM', numero_op: 45890, data_inicial: '2026-11-22T12:00:00Z', data_prevista_entrega: '2026-11-22T18:00:00Z' },
];

export const examples: EngineExample[] = [
  {
    name: 'Recursos (1330)',
    doc: "Painel de Recursos: cartões por recurso, cor pela situação, relógio, filtro Todos/Ocioso/Produzindo/Parado, legenda, dois botões.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: tiles (Painel de Recursos)',
      route: '/exemplos/tiles',
      accessCode: null,
      filters: {
        fields: [
          {
            name: 'situacao',
            label: 'Situação',
            widget: 'radio',
            default: 'todos',
            options: [
              { value: 'todos', label: 'Todos' },
              { value: 'ocioso', label: 'Ocioso' },
              { value: 'produzindo', label: 'Produzindo' },
              { value: 'parado', label: 'Parado' },
            ],
          },
        ],
        refreshLabel: 'Atualizar',
      },
      calls: {
        recursos: { path: '/empresas/{empresaId}/modulos/recursos' },
      },
      panels: [
        {
          id: 'recursos',
          kind: 'tiles',
          call: 'recursos',
          tileTitle: '{row.id_recurso} - {row.desc_recurso}',
          tone: {
            field: 'codigo_situacao_recurso',
            bands: [
              { upTo: 0, color: 'green', label: 'Ocioso', value: 'ocioso' },
              { upTo: 1, color: 'gold', label: 'Produzindo', value: 'produzindo' },
              { color: 'red', label: 'Parado', value: 'parado' },
            ],
          },
          lines: [
            { label: 'Situação', value: 'situacao_recurso' },
            { label: 'Operador', value: 'nome_operador', hideEmpty: true },
            { label: 'OP', value: 'nro_op', hideEmpty: true },
            { label: 'Processo', value: 'processo', hideEmpty: true },
            { label: 'Ocupado desde', value: 'data_ocupado', format: 'datetime', hideEmpty: true },
          ],
          timer: { field: 'tempo_na_situacao', label: 'Tempo na situação' },
          filterBy: 'situacao',
          legend: { bands: true, text: 'Dia / Hora' },
          actions: [
            { label: 'Detalhes OP', icon: 'eye', action: { type: 'drill', drill: 'ordem', when: { field: 'nro_op', notEquals: null } } },
            { label: 'Ocupação', icon: 'bar-chart', action: { type: 'drill', drill: 'ocupacao' } },
          ],
        },
      ],
      drilldowns: {
        ordem: {
          code: '01.77.1339',
          title: 'Detalhes ordem produção',
          container: 'modal',
          width: 900,
          calls: { ordem: { path: '/empresas/{empresaId}/pcp/ordem-producao/{row.nro_op}' } },
          panels: [
            {
              kind: 'descriptions',
              call: 'ordem',
              items: [
                { label: 'Cliente', value: 'nome_cliente' },
                { label: 'Data abertura', value: 'data_abertura', format: 'date' },
                { label: 'Pedido', value: 'numero_pedido' },
                { label: 'Tipo', value: 'tipo' },
                { label: 'Situação', value: 'situacao' },
                { label: 'Programada', value: 'programada', format: 'flag' },
                { label: 'Produto', value: 'desc_produto' },
                { label: 'Unidade', value: 'unid_med' },
                { label: 'Quantidade', value: 'qtdade', format: 'quantity' },
              ],
            },
          ],
        },
        ocupacao: {
          code: '01.77.1366',
          title: 'Gráfico de ocupação de recursos',
          container: 'modal',
          calls: { gantt: { path: '/empresas/{empresaId}/pcp/grafico_gantt/{row.id_recurso}' } },
          panels: [
            {
              kind: 'chart',
              call: 'gantt',
              label: 'Ocupação do recurso por processo',
              preset: { type: 'gantt', task: { field: 'descricao_processo', label: 'Processo' }, start: 'data_inicial', end: 'data_prevista_entrega', color: 'numero_op', utcOffset: '-06:00' },
            },
          ],
        },
      },
    },
    answers: {
      'GET /empresas/1/modulos/recursos': { response: RECURSOS },
      'GET /empresas/1/pcp/ordem-producao/45871': { response: ORDEM },
      'GET /empresas/1/pcp/grafico_gantt/101': { response: GANTT },
    },
    shows: ['101 - TORNO CNC 01', 'Sempre Parada', 'Dia / Hora', 'Detalhes OP'],
  },
  {
    name: 'Locação por situação (1396)',
    doc: 'Dashboard Locação: um cartão por situação com a quantidade e o %, cada um um link para a lista da situação (1397).',
    definition: {
      code: NO_CODE,
      title: 'Exemplo: tiles (Dashboard Locação)',
      route: '/exemplos/tiles-locacao',
      accessCode: null,
      calls: { dashboard: { path: '/empresas/{empresaId}/locacao/dashboard' } },
      panels: [
        {
          kind: 'tiles',
          call: 'dashboard',
          dataPath: 'response.equipamentos_situacao',
          tileTitle: '{row.desc_situacao}',
          value: { field: 'quantidade', suffix: 'equipamentos' },
          lines: [{ label: 'Percentual', value: 'percentual', format: 'percent' }],
          tone: {
            field: 'id_situacao',
            bands: [
              { equals: 't', color: 'blue', label: 'Total' },
              { equals: 'l', color: 'green', label: 'Locado' },
              { equals: 'e', color: 'gold', label: 'Estoque' },
              { equals: 'm', color: 'red', label: 'Manutenção' },
            ],
          },
          action: { type: 'link', to: '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao={row.id_situacao}' },
          tileWidth: 200,
        },
      ],
    },
    answers: {
      'GET /empresas/1/locacao/dashboard': {
        response: {
          totais_equipamentos: { quantidade_total: 412 },
          equipamentos_situacao: [
            { id_situacao: 't', desc_situacao: 'Total', quantidade: 412, percentual: 100 },
            { id_situacao: 'l', desc_situacao: 'Locados', quantidade: 287, percentual: 69.66 },
            { id_situacao: 'e', desc_situacao: 'Estoque', quantidade: 98, percentual: 23.79 },
            { id_situacao: 'm', desc_situacao: 'Manutenção', quantidade: 27, percentual: 6.55 },
          ],
        },
      },
    },
    shows: ['Locados', '69,66%', 'Manutenção'],
  },
];
