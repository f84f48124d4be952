import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ABC_CLASS_COLOURS_ANY_CASE, MONEY } from '../_shared/columns.ts';
import { LOG_ERRORS } from '../_shared/drilldowns.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Curva ABC Clientes, module 2 (spec 2): replaces 1326 in the menu of module-2 companies (same group and title).
 * Period (default today), Filtrar, 20 rows a page; the class tag colour follows the lowercase class; failures are
 * only logged (spec 2 §8). The spec gives this screen no detail modal.
 */

export default {
  code: '02.76.1417',
  title: 'Curva ABC Clientes',
  route: '/intercarg/faturamento/curva-abc-clientes',
  accessCode: 1417,
  module: 2,
  menu: { group: 'Faturamento', title: 'Curva ABC Clientes', order: 130 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [PERIOD_TODAY_FILTER],
  },

  calls: {
    clientes: { path: '/empresas/{empresaId}/intercarg/faturamento/curva-abc-clientes', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  messages: LOG_ERRORS,

  panels: [
    {
      id: 'clientes',
      kind: 'table',
      call: 'clientes',
      search: true,
      pageSize: 20,
      columns: [
        { field: 'id', header: 'ID Cliente', format: 'integer', width: 110 },
        { field: 'nome', header: 'Nome Cliente', flex: 3 },
        { field: 'vlr_total_liquido', header: 'Valor Total Vendas', ...MONEY, width: 180 },
        { field: 'perc_venda', header: '% Vendas', format: 'percent' },
        { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS_ANY_CASE, align: 'center', width: 90 },
        { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
      ],
    },
  ],
} satisfies ScreenDefinition;
