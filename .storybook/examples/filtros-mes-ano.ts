import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

/** Month (names) and year (from the first-posting year) selects, Atualizar and auto-refresh — 1405's filters. */
export const title = 'Filtros/mês, ano e atualização automática — Dashboard Faturamento (1405)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "Mês por nome e ano vindo da API (primeiro lançamento até o atual, mais recente primeiro), padrão o atual; 'Atualizar'; atualização automática (caixa + minutos só dígitos, padrão 10, guardados por usuário e tela). Usado por 1327, 1405, 1414.",
    definition: {
      code: '02.76.1405',
      title: 'Dashboard Faturamento',
      route: '/intercarg/faturamento/dashboard',
      accessCode: 1405,
      filters: {
        refreshLabel: 'Atualizar',
        autoRefresh: { label: 'Atualizar automaticamente', defaultMinutes: 10 },
        fields: [
          { name: 'mes', label: 'Mês', widget: 'month', default: 'current' },
          { name: 'ano', label: 'Ano', widget: 'year', default: 'current', years: { fromCall: { call: 'primeiroAno', dataPath: 'response.ano' } } },
        ],
      },
      calls: {
        primeiroAno: { path: '/empresas/{empresaId}/intercarg/faturamento/ano_primeiro_lancamento' },
        dashboard: { path: '/empresas/{empresaId}/intercarg/faturamento/dashboard', params: { dataPeriodo: '{filters.ano}-{filters.mes}-01' } },
      },
      panels: [
        {
          id: 'totais',
          kind: 'cards',
          call: 'dashboard',
          dataPath: 'response.totaisMes',
          groups: [
            {
              cards: [
                { label: 'Faturamento', value: 'faturamento', format: 'currency' },
                { label: 'Meta', value: 'meta', format: 'currency', lines: [{ label: '% realizado', value: 'porcentagem_realizada_meta', format: 'percent' }] },
                { label: 'Peso Tonelada', value: 'peso_bruto', format: 'quantity' },
                { label: 'Valor médio tonelada', value: 'valor_medio_ton', format: 'currency' },
              ],
            },
          ],
        },
      ],
    },
    shows: ['Novembro', '2026', 'R$ 1.843.250,77', 'Atualizar automaticamente'],
    answers: {
      'GET /empresas/2/intercarg/faturamento/ano_primeiro_lancamento': { response: { ano: 2019 } },
      'GET /empresas/2/intercarg/faturamento/dashboard?dataPeriodo=2026-11-01': { response: { totaisMes: { faturamento: 1843250.77, peso_bruto: 4120.355, meta: 2100000, porcentagem_realizada_meta: 87.77, valor_medio_ton: 447.35 } } },
    },
    company,
  },
];
