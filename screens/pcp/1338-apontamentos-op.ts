import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { LOOKUP_FIELDS, PICKER_CALLS, PICKERS } from '../_shared/pcp.ts';

/**
 * Apontamento por operador (spec 2 §2, §3, §5, §7): a valid period and operator, resource, process and product
 * (each code + name + picker, all required: '* Campo obrigatório'); one table per operator. Diferença =
 * planned − real time per unit, red when it starts with '-' (slower than planned). docs/pcp.md.
 */
const REQUIRED = { required: true } as const;

export default {
  code: '01.77.1338',
  title: 'Apontamento por operador',
  route: '/apontamentos',
  accessCode: 1338,
  menu: { group: 'PCP', title: 'Apontamentos OP', order: 200 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'monthToDate', required: true, presets: ['today', 'thisMonth', 'lastMonth'] },
      // examples: a combination with appointments in the fixtures' month (stories and fixtures only)
      { ...LOOKUP_FIELDS.operador, ...REQUIRED, example: 1 },
      { ...LOOKUP_FIELDS.recurso, ...REQUIRED, example: 4 },
      { ...LOOKUP_FIELDS.processo, ...REQUIRED, example: 2 },
      { ...LOOKUP_FIELDS.produto, ...REQUIRED, example: 8 },
    ],
  },

  calls: {
    ...PICKER_CALLS.operador,
    ...PICKER_CALLS.recurso,
    ...PICKER_CALLS.processo,
    ...PICKER_CALLS.produto,
    apontamentos: {
      path: '/empresas/{empresaId}/pcp/apontamento/',
      loadOn: 'submit',
      params: {
        dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
        dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
        id_operador: '{filters.operador}',
        id_recursos: '{filters.recurso}',
        id_processo: '{filters.processo}',
        id_produto: '{filters.produto}',
      },
    },
  },

  pickers: { operador: PICKERS.operador, recurso: PICKERS.recurso, processo: PICKERS.processo, produto: PICKERS.produto },

  panels: [
    {
      id: 'apontamentos',
      kind: 'table',
      call: 'apontamentos',
      groupBy: { rowsField: 'apontamentos', title: '{row.id_operador} - {row.nome_operador}' },
      pageSize: 20,
      emptyText: 'Nenhum apontamento encontrado',
      columns: [
        { field: 'desc_maquina', header: 'Recurso', flex: 2 },
        { field: 'desc_processo', header: 'Processo', flex: 2 },
        { field: 'desc_prod_acabado', header: 'Produto', flex: 2 },
        { field: 'numero_op', header: 'Numero op', format: 'document', width: 110 },
        { field: 'data_inicio', header: 'Data inicial', format: 'datetime', width: 150 },
        { field: 'data_final', header: 'Data final', format: 'datetime', width: 150 },
        { field: 'tempo', header: 'Tempo total', width: 120 },
        { field: 'tempo_por_qt_previsto', header: 'Tempo prev. unid.', width: 140 },
        { field: 'tempo_por_qt_real', header: 'Tempo real unid.', width: 140 },
        { field: 'tempo_real_x_prev', header: 'Diferença', color: 'negativeRed', width: 120 },
        { field: 'qtdade_produziu', header: 'Quantidade produzida', format: 'quantity', width: 170 },
        { field: 'qtdade_perdeu', header: 'Quantidade perdida', format: 'quantity', width: 160 },
        { field: 'finalizou_processo', header: 'Finalizou processo', format: 'flag', width: 150 },
      ],
    },
  ],
} satisfies ScreenDefinition;
