import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import {
  APONTAMENTOS_MESSAGES, DETALHE_COLUMNS, DETALHE_DRAWER, DETALHE_TABLE, DETALHES_EXPANDABLE, PERIODO_MES_FILTER, PERIODO_PARAMS, TOTAIS_COLUMNS, TOTAIS_FIELDS,
} from '../_shared/apontamentosProdutoAcabado.ts';

/**
 * Apontamentos por Operador por Produto Acabado (spec 2 §2): per operator and finished product, hours pointed in the
 * period against the operator's share of the hours charged on the service orders; each row expands to its
 * appointments (detalhes[], the drawer's lines) and a click on the row opens drawer 01.77.1476 with the appointments (fetched on every opening).
 */
export default {
  code: '01.77.1475',
  title: 'Apontamentos por Operador por Produto Acabado',
  route: '/apontamentos-operador-produto-acabado',
  accessCode: 1475,
  menu: { group: 'PCP', title: 'Apontamentos por Operador por Produto Acabado', order: 210 },

  filters: { submitLabel: 'Filtrar', fields: [PERIODO_MES_FILTER] },
  calls: {
    operadores: { path: '/empresas/{empresaId}/pcp/apontamento/operador/produto-acabado', params: PERIODO_PARAMS, loadOn: 'submit' },
  },
  messages: APONTAMENTOS_MESSAGES,
  panels: [
    {
      id: 'operadores',
      kind: 'table',
      call: 'operadores',
      search: true,
      pageSize: 10,
      columns: [
        { field: 'id_operador', header: 'Código Operador' },
        { field: 'nome_operador', header: 'Operador', flex: 2 },
        { field: 'id_produto_acabado', header: 'Código Produto' },
        { field: 'desc_produto_acabado', header: 'Produto Acabado', flex: 2 },
        ...TOTAIS_COLUMNS,
      ],
      totals: { fields: TOTAIS_FIELDS },
      expandable: DETALHES_EXPANDABLE,
      rowAction: { type: 'drill', drill: 'detalhes' },
    },
  ],
  drilldowns: {
    detalhes: {
      code: '01.77.1476',
      title: 'Apontamentos do Operador por Produto Acabado',
      ...DETALHE_DRAWER,
      calls: {
        linhas: {
          path: '/empresas/{empresaId}/pcp/apontamento/operador/{row.id_operador}/produto-acabado/{row.id_produto_acabado}/detalhes',
          params: PERIODO_PARAMS,
        },
      },
      panels: [
        { kind: 'text', text: 'Operador: {row.id_operador} - {row.nome_operador} · Produto: {row.id_produto_acabado} - {row.desc_produto_acabado}', style: 'heading' },
        { id: 'linhas', kind: 'table', call: 'linhas', ...DETALHE_TABLE, columns: DETALHE_COLUMNS },
      ],
    },
  },
} satisfies ScreenDefinition;
