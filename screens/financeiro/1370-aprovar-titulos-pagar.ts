import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';
import { APPROVAL_FILTER, PENDING_OPTION } from '../_shared/filters.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';

/**
 * Aprovar titulos a pagar (spec 3 §2, §3, §4, §7, §8, §9): due-date range (today..today+30), Filtrar, the
 * payables (10 a page, 600 px high) with 'Aprovar' (aprovado N) or 'Desaprovar' (aprovado S) per row; titles
 * with usa_aprovacao N keep a disabled button. Success 'Sucesso' + the server's message, failure 'Erro' + the
 * server's text, then the list reloads. A failed list load is only logged.
 * Issue 28 (docs/writes.md): 'Mostrar' Pendentes de aprovação (default) | Todos (`aprovacao` param); the columns
 * a decision needs (supplier, due date, amount) come first so they fit 1366 px beside 'Ação'; both writes ask
 * first, showing the title's supplier, due date and amount.
 */

/** What the approver checks before deciding: shown in the confirmation of both writes. */
const DECISION_FIELDS = [
  { label: 'Fornecedor', value: 'nome_fornecedor' },
  { label: 'Vencimento', value: 'data_vencimento', format: 'date' },
  { label: 'Valor', value: 'valor', format: 'currency' },
] as const;

/** Both writes to a title: the server's message, then the list again (titles without approval cannot run them). */
const WRITE = {
  type: 'request' as const,
  method: 'PUT' as const,
  success: { title: 'Sucesso', textPath: 'response' },
  failure: { title: 'Erro' },
  reload: ['titulos'],
  when: { field: 'usa_aprovacao', notEquals: 'N' },
};

export default {
  code: '01.74.1370',
  title: 'Aprovar titulos a pagar',
  route: '/aprovar-titulos-pagar',
  accessCode: 1370,
  menu: { group: 'Financeiro', title: 'Aprovar titulos a pagar', order: 100 },
  messages: LOG_ERRORS,

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'next30Days', required: true, presets: ['today', 'thisMonth', 'lastMonth'] },
      { ...APPROVAL_FILTER, options: [PENDING_OPTION, { value: 'todos', label: 'Todos' }] },
    ],
  },

  calls: {
    titulos: {
      path: '/empresas/{empresaId}/financeiro/titulos-pagar',
      params: {
        dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
        dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
        aprovacao: '{filters.aprovacao}',
      },
    },
    aprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/aprovar', loadOn: 'action' },
    desaprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/desaprovar', loadOn: 'action' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'titulos',
      kind: 'table',
      call: 'titulos',
      pageSize: 10,
      height: 600,
      search: true,
      showCount: true,
      // What a decision needs first (supplier, due date, amount): at 1366 px they stand left of 'Ação'.
      columns: [
        { field: 'aprovado', header: 'Aprovado', format: 'yesNo', width: 100, color: { map: { S: 'green', N: 'red' }, tag: true } },
        { field: 'nome_fornecedor', header: 'Nome Fornecedor', flex: 2, minWidth: 220 },
        { field: 'data_vencimento', header: 'Data Vencimento', format: 'date', width: 140 },
        { field: 'valor', header: 'Valor', ...MONEY },
        { field: 'saldo', header: 'Saldo', ...MONEY },
        { field: 'dias_atraso', header: 'Dias Atraso', format: 'integer', width: 110 },
        { field: 'titulo', header: 'Título', width: 100 },
        { field: 'parcela', header: 'Parcela', width: 90 },
        { field: 'serie', header: 'Série', width: 80 },
        { field: 'data_emissao', header: 'Data Emissão', format: 'date', width: 120 },
        { field: 'codigo_fornecedor', header: 'Cód. Fornecedor', width: 130 },
        { field: 'id_titulo', header: 'ID Título', width: 100 },
        { field: 'id_nf_entrada', header: 'ID NF Entrada', hidden: true },
        { field: 'usa_aprovacao', header: 'Usa Aprovação', format: 'yesNo', width: 130 },
      ],
      rowActions: [
        {
          label: 'Aprovar',
          action: { ...WRITE, call: 'aprovar', confirm: { title: 'Aprovar o título {row.titulo}/{row.parcela}?', fields: [...DECISION_FIELDS] } },
          visibleWhen: { field: 'aprovado', equals: 'N' },
          disabledWhen: { field: 'usa_aprovacao', equals: 'N' },
        },
        {
          label: 'Desaprovar',
          action: { ...WRITE, call: 'desaprovar', confirm: { title: 'Desaprovar o título {row.titulo}/{row.parcela}?', fields: [...DECISION_FIELDS] } },
          visibleWhen: { field: 'aprovado', equals: 'S' },
          disabledWhen: { field: 'usa_aprovacao', equals: 'N' },
        },
      ],
    },
  ],
} satisfies ScreenDefinition;
