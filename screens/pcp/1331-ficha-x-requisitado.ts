import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { PROCESSOS_TABLE, SIM_NAO_COLOURS } from '../_shared/pcp.ts';

/**
 * Relação de Quantidade Ficha x Requisitado (spec 1 §2.9, §3, §5, §7): start and end date, first and last OP
 * (minimum 1, defaults 1 and 999999999), Filtrar; loads on open with the defaults (first of the month to today);
 * per OP its raw materials (expandable), and two actions: 01.77.1342 'Apontamento da ordem de produção' and the
 * processes of the order. Errors: the banner (spec 1 §8).
 */
export default {
  code: '01.77.1331',
  title: 'Relação de Quantidade Ficha x Requisitado',
  route: '/ordem_producao_comparativo',
  accessCode: 1331,
  menu: { group: 'PCP', title: 'Ficha X Requisitado', order: 180 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'data_inicio', label: 'Data Inicial', widget: 'date', default: 'startOfMonth', required: true },
      { name: 'data_fim', label: 'Data Final', widget: 'date', default: 'today', required: true, notBefore: { field: 'data_inicio', message: 'Data Inicio maior que data fim.' } },
      { name: 'op_inicial', label: 'OP Inicial', widget: 'digits', default: 1, minimum: 1, required: true, width: 140 },
      { name: 'op_final', label: 'OP Final', widget: 'digits', default: 999999999, minimum: 1, required: true, width: 140 },
    ],
  },

  calls: {
    relacao: {
      path: '/empresas/{empresaId}/relacaoop',
      // the defaults (this month, every OP) are valid and spec 1 does not say it waits: it loads on open (issue 28)
      loadOn: 'open',
      params: {
        dataInicial: { date: '{filters.data_inicio}', format: 'YYYY/MM/DD' },
        dataFinal: { date: '{filters.data_fim}', format: 'YYYY/MM/DD' },
        opInicial: '{filters.op_inicial}',
        opFinal: '{filters.op_final}',
      },
    },
  },

  panels: [
    {
      id: 'relacao',
      kind: 'table',
      call: 'relacao',
      search: true,
      pageSize: 20,
      emptyText: 'Nenhuma ordem de produção com requisição no período',
      columns: [
        { field: 'numero_ordem_producao', header: 'Número OP', format: 'document', width: 130 },
        { field: 'desc_prod_acabado', header: 'Produto Acabado', flex: 3 },
        { field: 'usou_quantidade_prevista', header: 'Usou Quantidade Prevista', ...SIM_NAO_COLOURS, width: 210 },
      ],
      expandable: {
        rowsField: 'materias_primas',
        columns: [
          { field: 'codigo_mat_prima', header: 'Código', format: 'integer', width: 100 },
          { field: 'desc_mat_prima', header: 'Matéria-prima', flex: 2 },
          { field: 'qt_ficha_tecnica', header: 'Qtde. Ficha Técnica', format: 'quantity', width: 160 },
          { field: 'qt_requisitada', header: 'Qtde. Requisitada', format: 'quantity', width: 160 },
          { field: 'percentual', header: 'Percentual', format: 'percent', width: 120 },
        ],
      },
      rowActions: [
        { label: 'Apontamentos', icon: 'unordered-list', action: { type: 'drill', drill: 'apontamento' } },
        { label: 'Processos', icon: 'info', action: { type: 'drill', drill: 'processos' } },
      ],
    },
  ],

  drilldowns: {
    apontamento: {
      code: '01.77.1342',
      title: 'Apontamento da ordem de produção',
      calls: { apontamento: { path: '/empresas/{empresaId}/apontamento-ordem-producao/{row.numero_ordem_producao}' } },
      panels: [
        {
          id: 'ordem',
          kind: 'descriptions',
          call: 'apontamento',
          dataPath: 'response.0',
          items: [
            { label: 'Número OP', value: 'nro_op' },
            { label: 'Data Abertura', value: 'data_abertura', format: 'date' },
            { label: 'Tipo', value: 'tipo' },
            { label: 'Situação', value: 'situacao' },
            { label: 'Cliente', value: 'nome_cliente' },
            { label: 'Código Cliente', value: 'codigo_cliente' },
            { label: 'Número Pedido', value: 'numero_pedido', hideEmpty: true },
            { label: 'Programada', value: 'programada', format: 'flag' },
            { label: 'Produto', value: 'desc_produto' },
            { label: 'Código Produto', value: 'codigo_produto' },
            { label: 'Unidade', value: 'unid_med' },
            { label: 'Quantidade', value: 'qtdade', format: 'quantity' },
          ],
        },
        {
          id: 'apontamentos',
          kind: 'table',
          title: 'Apontamentos',
          call: 'apontamento',
          dataPath: 'response.0.apontamentos',
          pageSize: 20,
          height: 550,
          emptyText: 'Nenhum apontamento nesta ordem de produção',
          columns: [
            { field: 'desc_recurso', header: 'Recurso', flex: 2 },
            { field: 'desc_processo', header: 'Processo', flex: 2 },
            { field: 'desc_operador', header: 'Operador', flex: 2 },
            { field: 'qtdade_produziu', header: 'Qtde. Produzida', format: 'quantity', width: 140 },
            { field: 'dt_hr_inicio', header: 'Início', format: 'datetime', width: 150 },
            { field: 'dt_hr_fim', header: 'Fim', format: 'datetime', width: 150 },
            { field: 'tempo_previsto', header: 'Tempo Previsto', width: 130 },
            { field: 'tempo_real', header: 'Tempo Real', width: 120 },
            { field: 'dif_tempo_previsto_real', header: 'Diferença', color: 'sign', width: 120 },
          ],
        },
      ],
    },
    processos: {
      title: 'Processos da ordem de produção {row.numero_ordem_producao}',
      calls: { processos: { path: '/empresas/{empresaId}/pcp/ordem_producao/{row.numero_ordem_producao}/processos' } },
      panels: [PROCESSOS_TABLE],
    },
  },
} satisfies ScreenDefinition;
