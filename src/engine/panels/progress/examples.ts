import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

export const examples: EngineExample[] = [
  {
    name: 'Metas (1327, 1482, 1521)',
    doc: "Meio círculo 'Meta' com 'Valor Meta' (1327), círculo 'Meta mensal' verde a partir de 100 % (1482), círculo de km com carga (1521) e uma meta em 0 % com o arco mínimo.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: progress',
      route: '/exemplos/progress',
      accessCode: null,
      calls: {
        faturamento: { path: '/empresas/{empresaId}/faturamento/dashboard' },
        filial: { path: '/empresas/{empresaId}/faturamento/filial/3/diario' },
      },
      panels: [
        {
          kind: 'progress',
          title: 'Meta',
          call: 'faturamento',
          span: 8,
          bordered: true,
          items: [
            {
              label: 'Meta',
              value: 'perc_meta',
              shape: 'gauge',
              lines: [
                { label: 'Valor Meta', value: 'valorMeta', format: 'currency' },
                { label: 'Faturamento', value: 'valorLiquido', format: 'currency' },
              ],
            },
          ],
        },
        {
          kind: 'progress',
          title: 'Meta mensal',
          call: 'filial',
          span: 8,
          bordered: true,
          items: [{ label: 'Meta mensal', value: 'perc_meta_mensal', lines: [{ label: 'Valor Meta', value: 'vlr_meta_mensal', format: 'currency' }] }],
        },
        {
          kind: 'progress',
          title: 'Km Rodados',
          call: 'faturamento',
          span: 8,
          bordered: true,
          items: [
            { label: 'Km com carga', value: 'perc_km_carga', lines: [{ label: 'Total km', value: 'km_total', format: 'integer' }] },
            { label: 'Meta do mês anterior', value: 'perc_zero', shape: 'gauge', size: 120 },
          ],
        },
      ],
    },
    answers: {
      'GET /empresas/1/faturamento/dashboard': {
        response: { valorMeta: 1250000, valorLiquido: 1054321.77, perc_meta: 84.35, perc_km_carga: 71.2, km_total: 184523, perc_zero: 0 },
      },
      'GET /empresas/1/faturamento/filial/3/diario': { response: { vlr_meta_mensal: 320000, perc_meta_mensal: 104.12 } },
    },
    shows: ['84,35%', '104,12%', '0,00%', 'R$ 1.250.000,00'],
  },
];
