import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';

/**
 * DRE Resumido (spec 2 §2, §3, §8, §9): month and year, the company's cards and the table per branch; a
 * Receitas/Custos/Despesas card (all branches) or that cell of a branch row opens the drawer 02.74.1415 with the
 * group's accounts. Failures are only logged (spec 2 §8).
 */

const PERIODO = '{filters.ano}-{filters.mes}-01';

/** The drawer for each group: the branch comes from the clicked row (a card's row has none → all branches). */
const RECEITAS = { type: 'drill', drill: 'grupo', with: { grupo: 1 } } as const;
const CUSTOS = { type: 'drill', drill: 'grupo', with: { grupo: 2 } } as const;
const DESPESAS = { type: 'drill', drill: 'grupo', with: { grupo: 3 } } as const;

export default {
  code: '02.74.1414',
  title: 'DRE Resumido',
  route: '/financeiro/dre',
  accessCode: 1414,
  menu: { group: 'Financeiro', title: 'DRE Resumido', order: 80 },
  messages: LOG_ERRORS,

  filters: {
    refreshLabel: 'Atualizar',
    fields: [
      { name: 'mes', label: 'Mês', widget: 'month', default: 'current' },
      { name: 'ano', label: 'Ano', widget: 'year', default: 'current', years: { back: 10 } },
    ],
  },

  calls: {
    dre: { path: '/empresas/{empresaId}/intercarg/financeiro/dre', params: { dataPeriodo: PERIODO }, compare: { period: { dataPeriodo: 'month' } } },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'totais',
      kind: 'cards',
      call: 'dre',
      dataPath: 'response.totaisGeral',
      groups: [
        {
          cards: [
            { label: 'Receitas', value: 'vlr_receitas', ...MONEY, tone: 'success', upIs: 'good', action: RECEITAS },
            { label: 'Custos', value: 'vlr_custos', ...MONEY, tone: 'warning', upIs: 'bad', action: CUSTOS },
            { label: 'Despesas', value: 'vlr_despesas', ...MONEY, tone: 'danger', upIs: 'bad', action: DESPESAS },
            { label: 'Resultado', value: 'resultado', ...MONEY, tone: 'negativeRed', upIs: 'good' },
          ],
        },
      ],
    },
    {
      id: 'filiais',
      kind: 'table',
      title: 'DRE Resumido por Filial',
      // a phone keeps the branch and its result in view
      phone: { value: 'resultado' },
      call: 'dre',
      dataPath: 'response.totaisPorEmpresa',
      pageSize: false,
      emptyText: 'Nenhum lançamento no período',
      columns: [
        { field: 'id_empresa', header: 'ID', width: 80 },
        { field: 'nome_fantasia', header: 'Filial', flex: 2, minWidth: 140, stripCommonPrefix: true },
        { field: 'vlr_receitas', header: 'Receitas', ...MONEY, action: RECEITAS },
        { field: 'vlr_custos', header: 'Custos', ...MONEY, action: CUSTOS },
        { field: 'vlr_despesas', header: 'Despesas', ...MONEY, action: DESPESAS },
        { field: 'resultado', header: 'Resultado', ...MONEY, color: 'negativeRed' },
      ],
      totals: { label: 'Total', fields: ['vlr_receitas', 'vlr_custos', 'vlr_despesas', 'resultado'] },
      // comparing: each branch's revenue and result against its own earlier month
      compare: {
        key: 'id_empresa',
        columns: [
          { field: 'vlr_receitas', upIs: 'good' },
          { field: 'resultado', upIs: 'good' },
        ],
      },
    },
  ],

  drilldowns: {
    grupo: {
      // The spec writes this title with the code in parentheses: '(02.74.1415) Detalhes do Grupo DRE'.
      title: '(02.74.1415) Detalhes do Grupo DRE',
      container: 'drawer',
      messages: LOG_ERRORS,
      calls: {
        contas: {
          path: '/empresas/{empresaId}/intercarg/financeiro/dre/grupo/detalhes',
          params: { periodo: PERIODO, id_grupo: '{with.grupo}', id_empresa: '{row.id_empresa}' },
        },
      },
      panels: [
        {
          kind: 'table',
          call: 'contas',
          dataPath: 'response.dadosGrupo',
          pageSize: 20,
          showCount: true,
          columns: [
            { field: 'codigo_conta', header: 'Código Conta', width: 130 },
            { field: 'descricao_conta', header: 'Descrição', flex: 2 },
            { field: 'valor', header: 'Valor', ...MONEY },
          ],
          totals: { label: 'Total', fields: ['valor'] },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
