import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ABC_CLASS_COLOURS, MONEY } from '../_shared/columns.ts';
import { PERIOD_TODAY_FILTER } from '../_shared/filters.ts';
import { FILTER_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Curva ABC Representantes (spec 2): the same period filter as 1326 (default today, Filtrar) and the
 * representatives' table with the ABC class coloured (A green, B yellow, C red). No detail modal in the spec.
 */

export default {
  code: '01.76.1328',
  title: 'Curva ABC Representantes',
  route: '/curva-abc-representantes',
  accessCode: 1328,
  menu: { group: 'Faturamento', title: 'Curva ABC Representantes', order: 140 },

  filters: {
    submitLabel: 'Filtrar',
    fields: [PERIOD_TODAY_FILTER],
  },

  calls: {
    representantes: { path: '/empresas/{empresaId}/faturamento/curva-abc-representantes', params: FILTER_PERIOD_PARAMS, loadOn: 'submit' },
  },

  panels: [
    {
      id: 'representantes',
      kind: 'table',
      call: 'representantes',
      search: true,
      pageSize: 20,
      columns: [
        { field: 'id_representante', header: 'ID Representante', format: 'integer', width: 150 },
        { field: 'nome_representante', header: 'Nome Representante', flex: 3 },
        { field: 'vlr_total_liquido', header: 'Valor Total Vendas', ...MONEY, width: 180 },
        { field: 'perc_vendas', header: '% Vendas', format: 'percent' },
        { field: 'perc_acumulado', header: '% Acumulado', format: 'percent' },
        { field: 'classe', header: 'Classe', color: ABC_CLASS_COLOURS, align: 'center', width: 90 },
        { field: 'ordem', header: 'Ordem', format: 'integer', width: 90 },
      ],
    },
  ],
} satisfies ScreenDefinition;
