import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Painel de Recursos (spec 1 §2.8, §3 Resource, §4): one card per resource, coloured by its situation code
 * (0 Ocioso green, 1 Produzindo yellow, ≥ 2 Parado red) with the time in the situation ticking live
 * ('Sempre Parada' when negative). The situation filter is applied in the browser (no new request); 'Atualizar'
 * reloads. Each card opens the order (01.77.1339) and the resource's occupation Gantt (01.77.1366).
 * Labels the spec does not give are decided in docs/pcp-chao.md.
 */
export default {
  code: '01.77.1330',
  title: 'Painel de Recursos',
  route: '/painel-recursos',
  accessCode: 1330,
  menu: { group: 'PCP', title: 'Painel Recursos', order: 170 },

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
        { label: 'Terceirizado', value: 'terceirizado', format: 'flag' },
        { label: 'Operador', value: 'nome_operador', hideEmpty: true },
        { label: 'OP', value: 'nro_op', hideEmpty: true },
        { label: 'Processo', value: 'processo', hideEmpty: true },
        { label: 'Ocupado até', value: 'data_ocupado', format: 'datetime', hideEmpty: true },
      ],
      timer: { field: 'tempo_na_situacao', label: 'Tempo na situação' },
      filterBy: 'situacao',
      legend: { bands: true, text: 'Dia / Hora' },
      emptyText: 'Nenhum recurso encontrado',
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
      width: 900,
      calls: { ordem: { path: '/empresas/{empresaId}/pcp/ordem-producao/{row.nro_op}' } },
      panels: [
        { kind: 'text', text: 'OP {row.nro_op} - {row.desc_recurso}', style: 'heading' },
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
      calls: { gantt: { path: '/empresas/{empresaId}/pcp/grafico_gantt/{row.id_recurso}' } },
      panels: [
        { kind: 'text', text: 'Recurso: {row.id_recurso} - {row.desc_recurso}', style: 'heading' },
        {
          kind: 'chart',
          call: 'gantt',
          label: 'Ocupação do recurso por processo',
          emptyText: 'Nenhuma ocupação programada para este recurso',
          preset: { type: 'gantt', task: { field: 'descricao_processo', label: 'Processo' }, start: 'data_inicial', end: 'data_prevista_entrega', color: 'numero_op', utcOffset: '-06:00' },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
