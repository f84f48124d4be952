import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { LOOKUP_FIELDS, PICKER_CALLS, PICKERS, PROCESSOS_TABLE } from '../_shared/pcp.ts';

/**
 * Ordem de Produção Situação (spec 2 §2, §3, §5, §7): an order number alone, or a customer and an opening
 * period ('* Campo obrigatório' under each when missing), with Programada and Situação (default NaoFinalizada).
 * The detail modal (its contents are not in the spec) shows the row's order and its processes: docs/pcp.md.
 */
const REQUIRED_UNLESS_OP = { requiredUnless: ['numero_op'], requiredMessage: '* Campo obrigatório' };

export default {
  code: '01.77.1332',
  title: 'Ordem de Produção Situação',
  route: '/ordem_producao_situacao',
  accessCode: 1332,
  menu: { group: 'PCP', title: 'OP Situação', order: 190 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'numero_op', label: 'Número OP', widget: 'text', allow: ['digits', 'space', 'hyphen', 'slash'], width: 140 },
      { name: 'periodo', label: 'Período (Abertura)', widget: 'dateRange', default: 'today', presets: ['today', 'thisMonth'], ...REQUIRED_UNLESS_OP },
      // example: the demo customer with orders opened today (stories and fixtures only)
      // spec 2 §5: the customer code accepts digits, spaces, hyphen and slash, like the order number
      { ...LOOKUP_FIELDS.cliente, requiredUnless: ['numero_op'], autoFocus: true, example: 1, allow: ['digits', 'space', 'hyphen', 'slash'] },
      {
        name: 'programada',
        label: 'Programada',
        widget: 'select',
        default: 'Todas',
        options: [
          { value: 'Todas', label: 'Todas' },
          { value: 'S', label: 'Programadas' },
          { value: 'N', label: 'Não Programadas' },
        ],
      },
      {
        name: 'situacao',
        label: 'Situação',
        widget: 'select',
        default: 'NaoFinalizada',
        options: [
          { value: 'Todas', label: 'Todas' },
          { value: 'NaoFinalizada', label: 'Não Finalizada' },
          { value: 'Aberta', label: 'Aberta' },
          { value: 'Reservada', label: 'Reservada' },
          { value: 'Requisitada', label: 'Requisitada' },
          { value: 'Iniciada', label: 'Iniciada' },
          { value: 'Apontada', label: 'Apontada' },
          { value: 'Finalizada', label: 'Finalizada' },
          { value: 'Cancelada', label: 'Cancelada' },
        ],
      },
    ],
  },

  calls: {
    ...PICKER_CALLS.cliente,
    ordens: {
      path: '/empresas/{empresaId}/pcp/ordem_producao_status',
      loadOn: 'submit',
      params: {
        idOrdem: '{filters.numero_op}',
        idCliente: '{filters.cliente}',
        dataAberturaInicio: { date: '{filters.periodo.start}', format: 'YYYY/MM/DD' },
        dataAberturaFinal: { date: '{filters.periodo.end}', format: 'YYYY/MM/DD' },
        programada: '{filters.programada}',
        situacao: '{filters.situacao}',
      },
    },
  },

  pickers: { cliente: PICKERS.cliente },

  panels: [
    {
      id: 'ordens',
      kind: 'table',
      call: 'ordens',
      search: true,
      pageSize: 20,
      emptyText: 'Nenhuma ordem de produção encontrada',
      columns: [
        { field: 'numero_op', header: 'Número OP', format: 'document', width: 120 },
        { field: 'codigo_produto', header: 'Código Produto', format: 'integer', width: 140 },
        { field: 'descricao_produto', header: 'Descrição Produto', flex: 3 },
        { field: 'quantidade', header: 'Quantidade', format: 'quantity', width: 130 },
        { field: 'unid_medida', header: 'Unidade', width: 100 },
        { field: 'data_abertura', header: 'Data Abertura', format: 'date', width: 140 },
        { field: 'data_previsao_entrega', header: 'Previsão Entrega', format: 'date', width: 150 },
        { field: 'data_conclusao', header: 'Data Conclusão', format: 'date', width: 145 },
        { field: 'situacao', header: 'Situação', width: 130 },
        { field: 'programada', header: 'Programada', format: 'flag', width: 120 },
      ],
      rowActions: [
        { label: 'Detalhes', icon: 'eye', action: { type: 'drill', drill: 'ordem' }, disabledWhen: { field: 'programada', equals: 'N' } },
      ],
    },
  ],

  drilldowns: {
    ordem: {
      code: '01.77.1339',
      title: 'Detalhes ordem produção {row.numero_op}',
      calls: { processos: { path: '/empresas/{empresaId}/pcp/ordem_producao/{row.numero_op}/processos' } },
      panels: [
        {
          id: 'ordem',
          kind: 'descriptions',
          dataPath: 'row',
          items: [
            { label: 'Número OP', value: 'numero_op' },
            { label: 'Produto', value: 'descricao_produto' },
            { label: 'Código Produto', value: 'codigo_produto' },
            { label: 'Quantidade', value: 'quantidade', format: 'quantity' },
            { label: 'Unidade', value: 'unid_medida' },
            { label: 'Situação', value: 'situacao' },
            { label: 'Data Abertura', value: 'data_abertura', format: 'date' },
            { label: 'Previsão Entrega', value: 'data_previsao_entrega', format: 'date' },
            { label: 'Data Conclusão', value: 'data_conclusao', format: 'date', hideEmpty: true },
          ],
        },
        { ...PROCESSOS_TABLE, title: 'Processos' },
      ],
    },
  },
} satisfies ScreenDefinition;
