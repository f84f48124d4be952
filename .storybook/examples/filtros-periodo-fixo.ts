import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

/** A range that cannot be cleared, with presets — 1491's period. */
export const title = 'Filtros/período que não pode ser limpo — Recebimentos vs Pagamentos (1491)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "dateRange com allowClear: false (1491) e atalhos Hoje, Este mês, Mês anterior; padrão 1º do mês até hoje ('monthToDate'; 'next30Days' = hoje até hoje+30).",
    definition: {
      code: '02.74.1491',
      title: 'Recebimentos vs Pagamentos',
      route: '/intercarg/financeiro/recebimentos-vs-pagamentos',
      accessCode: 1491,
      filters: {
        submitLabel: 'Filtrar',
        fields: [{ name: 'periodo', label: 'Período', widget: 'dateRange', default: 'monthToDate', allowClear: false, required: true, presets: ['today', 'thisMonth', 'lastMonth'] }],
      },
      calls: {
        resumo: {
          path: '/empresas/{empresaId}/financeiro/recebimentos-vs-pagamentos/resumo',
          loadOn: 'submit',
          params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' }, dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' } },
        },
      },
      panels: [
        {
          id: 'resumo',
          kind: 'cards',
          call: 'resumo',
          groups: [
            {
              cards: [
                { label: 'Recebimentos', value: 'recebimentos', format: 'currency', tone: 'success' },
                { label: 'Pagamentos', value: 'pagamentos', format: 'currency', tone: 'danger' },
                { label: 'Total', value: 'total', format: 'currency', tone: 'sign' },
              ],
            },
          ],
        },
      ],
    },
    shows: ['R$ 912.440,18', 'R$ 164.319,68'],
    answers: {
      'GET /empresas/2/financeiro/recebimentos-vs-pagamentos/resumo?dataFim=2026-11-21&dataInicio=2026-11-01': { response: { recebimentos: 912440.18, pagamentos: 748120.5, total: 164319.68 } },
    },
    company,
  },
];
