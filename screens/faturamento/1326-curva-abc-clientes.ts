import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ABC_CLASS_COLOURS, MONEY } from '../_shared/columns.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Curva ABC Clientes (spec 2): period filter (default today), Filtrar, the customer table with the
 * ABC class coloured (A green, B yellow, C red) and the products modal 01.76.1340 per customer.
 */

export default {
  code: '01.76.1326',
  title: 'Curva ABC Clientes',
  route: '/curva-abc-clientes',
  accessCode: 1326,
  menu: { group: 'Faturamento', title: 'Curva ABC Clientes', order: 130 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [PERIOD_TODAY_FILTER],
  },

  calls: {
    clientes: { path: '/empresas/{empresaId}/faturamento/curva-abc-clientes', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  panels: [
    {
      id: 'clientes',
      kind: 'table',
      call: 'clientes',
      search: true,
      pageSize: 20,
      columns: [
        { field: 'id_cliente', header: 'ID Cliente', format: 'integer', width: 110 },
        { field: 'nome_cliente', header: 'Nome Cliente', flex: 3 },
        { field: 'vlr_total_liquido', header: 'Valor Total Vendas', ...MONEY, width: 180 },
        { field: 'perc_vendas', header: '% Vendas', format: 'percent' },
        { field: 'perc_acumulado', header: '% Acumulado', format: 'percent' },
        { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS, align: 'center', width: 90 },
        { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
      ],
      rowActions: [{ label: 'Produtos', icon: 'unordered-list', action: { type: 'drill', drill: 'produtos' } }],
    },
  ],

  drilldowns: {
    produtos: {
      code: '01.76.1340',
      title: 'Relação de produtos por clientes',
      messages: LOG_ERRORS,
      calls: {
        produtos: { path: '/empresas/{empresaId}/faturamento/curva-abc-clientes/{row.id_cliente}/detalhes', params: FILTER_PERIOD_PARAMS },
      },
      panels: [
        { id: 'cliente', kind: 'text', style: 'heading', text: 'Cliente: {row.id_cliente} - {row.nome_cliente}' },
        {
          id: 'produtos',
          kind: 'table',
          call: 'produtos',
          pageSize: 20,
          height: 550,
          columns: [
            { field: 'id_produto', header: 'ID', format: 'integer', width: 90 },
            { field: 'desc_produto', header: 'Nome Produto', flex: 3 },
            { field: 'unidade_medida', header: 'UND', width: 80 },
            { field: 'quantidade_total_liquida', header: 'Quantidade Total Vendas', format: 'quantity' },
            { field: 'valor_total_liquido', header: 'Valor Total Vendas', ...MONEY },
            { field: 'perc_valor_vendas', header: '% Vendas', format: 'percent' },
            { field: 'perc_valor_acumulado', header: '% Acumulado', format: 'percent' },
            { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS, align: 'center', width: 90 },
            { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
