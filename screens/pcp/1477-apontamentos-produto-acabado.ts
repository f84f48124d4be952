import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import {
  APONTAMENTOS_MESSAGES, DETALHE_COLUMNS, DETALHE_DRAWER, DETALHE_TABLE, DETALHES_EXPANDABLE, PERIODO_MES_FILTER, PERIODO_PARAMS, TOTAIS_COLUMNS, TOTAIS_FIELDS,
} from '../_shared/apontamentosProdutoAcabado.ts';

/**
 * Apontamentos por Produto Acabado (spec 2 §2): per finished product, hours pointed in the period against the hours
 * charged on the service orders; each row expands to its appointments (detalhes[]) and 'Detalhes' opens drawer 01.77.1478
 * with the appointments (fetched on every opening).
 */
export default {
  code: '01.77.1477',
  title: 'Apontamentos por Produto Acabado',
  route: '/apontamentos-produto-acabado',
  accessCode: 1477,
  menu: { group: 'PCP', title: 'Apontamentos por Produto Acabado', order: 220 },

  filters: { submitLabel: 'Filtrar', fields: [PERIODO_MES_FILTER] },
  calls: {
    produtos: { path: '/empresas/{empresaId}/pcp/apontamento/produto-acabado', params: PERIODO_PARAMS, loadOn: 'submit' },
  },
  messages: APONTAMENTOS_MESSAGES,
  panels: [
    {
      id: 'produtos',
      kind: 'table',
      call: 'produtos',
      search: true,
      pageSize: 10,
      columns: [{ field: 'id_produto_acabado', header: 'Código' }, { field: 'desc_produto_acabado', header: 'Produto Acabado', flex: 2 }, ...TOTAIS_COLUMNS],
      totals: { fields: TOTAIS_FIELDS },
      expandable: DETALHES_EXPANDABLE,
      rowActions: [{ label: 'Detalhes', action: { type: 'drill', drill: 'detalhes' } }],
    },
  ],
  drilldowns: {
    detalhes: {
      code: '01.77.1478',
      title: 'Apontamentos do Produto Acabado',
      ...DETALHE_DRAWER,
      calls: { linhas: { path: '/empresas/{empresaId}/pcp/apontamento/produto-acabado/{row.id_produto_acabado}/detalhes', params: PERIODO_PARAMS } },
      panels: [
        { kind: 'text', text: 'Produto: {row.id_produto_acabado} - {row.desc_produto_acabado}', style: 'heading' },
        { id: 'linhas', kind: 'table', call: 'linhas', ...DETALHE_TABLE, columns: DETALHE_COLUMNS },
      ],
    },
  },
} satisfies ScreenDefinition;
