import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ABC_CLASS_COLOURS, MONEY } from '../_shared/columns.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Curva ABC Produtos (spec 2): period (default today) plus Tipo (valor default, quantidade), Filtrar. The
 * ranking and the value or quantity columns follow the Tipo; the action opens 01.76.1341 'Relação de clientes
 * por produtos' with the same switch. Column headers where the spec is silent: docs/abc-classes.md.
 */

const VALOR = { filter: 'tipo', equals: 'valor' } as const;
const QUANTIDADE = { filter: 'tipo', equals: 'quantidade' } as const;
const PARAMS = { ...FILTER_PERIOD_PARAMS, tipo: '{filters.tipo}' } as const;

export default {
  code: '01.76.1329',
  title: 'Curva ABC Produtos',
  route: '/curva-abc-produtos',
  accessCode: 1329,
  menu: { group: 'Faturamento', title: 'Curva ABC Produtos', order: 150 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      PERIOD_TODAY_FILTER,
      { name: 'tipo', label: 'Tipo', widget: 'radio', default: 'valor', required: true, options: [{ value: 'valor', label: 'Valor' }, { value: 'quantidade', label: 'Quantidade' }] },
    ],
  },

  calls: {
    produtos: { path: '/empresas/{empresaId}/faturamento/curva-abc-produtos', params: PARAMS, loadOn: 'submit' },
  },

  panels: [
    {
      id: 'produtos',
      kind: 'table',
      call: 'produtos',
      search: true,
      pageSize: 20,
      columns: [
        { field: 'id_produto', header: 'ID Produto', format: 'integer', width: 120 },
        { field: 'desc_produto', header: 'Descrição Produto', flex: 3 },
        { field: 'unidade_medida', header: 'UND', width: 80 },
        { field: 'valor_total_liquido', header: 'Valor Total Vendas', ...MONEY, width: 180, showWhen: VALOR },
        { field: 'perc_vendas', header: '% Vendas', format: 'percent', showWhen: VALOR },
        { field: 'perc_acumulado', header: '% Acumulado', format: 'percent', showWhen: VALOR },
        { field: 'quantidade_liquida', header: 'Quantidade Total Vendas', format: 'quantity', width: 180, showWhen: QUANTIDADE },
        { field: 'perc_quatidade_vendas', header: '% Quantidade', format: 'percent', showWhen: QUANTIDADE },
        { field: 'perc_acumulado_quantidade', header: '% Acumulado Quantidade', format: 'percent', showWhen: QUANTIDADE },
        { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS, align: 'center', width: 90 },
        { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
      ],
      rowActions: [{ label: 'Clientes', icon: 'unordered-list', action: { type: 'drill', drill: 'clientes' } }],
    },
  ],

  drilldowns: {
    clientes: {
      code: '01.76.1341',
      title: 'Relação de clientes por produtos',
      messages: LOG_ERRORS,
      calls: {
        clientes: { path: '/empresas/{empresaId}/faturamento/curva-abc-produtos/{row.id_produto}/detalhes', params: PARAMS },
      },
      panels: [
        { id: 'produto', kind: 'text', style: 'heading', text: 'Produto: {row.id_produto} - {row.desc_produto}' },
        {
          id: 'clientes',
          kind: 'table',
          call: 'clientes',
          pageSize: 20,
          height: 550,
          columns: [
            { field: 'id_cliente', header: 'ID', format: 'integer', width: 90 },
            { field: 'nome_cliente', header: 'Nome Cliente', flex: 3 },
            { field: 'valor_total_liquido', header: 'Valor Total Vendas', ...MONEY, showWhen: VALOR },
            { field: 'perc_valor_vendas', header: '% Vendas', format: 'percent', showWhen: VALOR },
            { field: 'perc_valor_acumulado', header: '% Acumulado', format: 'percent', showWhen: VALOR },
            { field: 'quantity_total_liquida', header: 'Quantidade Total Vendas', format: 'quantity', showWhen: QUANTIDADE },
            { field: 'perc_quatidade_vendas', header: '% Quantidade', format: 'percent', showWhen: QUANTIDADE },
            { field: 'perc_quantidade_acumulada', header: '% Acumulado Quantidade', format: 'percent', showWhen: QUANTIDADE },
            { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS, align: 'center', width: 90 },
            { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
