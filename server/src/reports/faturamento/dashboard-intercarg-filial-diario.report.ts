import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { DIARIO_ROW } from './dashboard-intercarg.report.ts';
import { dashboardPeriodo } from './dashboardPeriodo.ts';

/** Faturamento Diário da Filial (02.76.1482), the drawer of 1405's 'Meta Diária' — spec 2 §2, §3, §7 (answer at results). */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/faturamento/dashboard/faturamento-diario-empresa/:idFilial',
  access: [1405],
  summary: 'Faturamento diário de uma filial no mês contra a meta diária, com os acumulados',
  description: 'Um dia por linha do 1º do mês até o fim do mês (ou até hoje no mês corrente). Uma filial de outra empresa não tem linhas de faturamento nem de meta.',
  tags: ['faturamento'],
  params: Type.Object({ idFilial: param.id() }),
  query: Type.Object({ dataPeriodo: param.date() }),
  bind: ({ query, today }) => {
    const { inicio, fimDiario } = dashboardPeriodo(query.dataPeriodo, today);
    return { inicio, fimDiario };
  },
  envelope: 'results',
  shape: { list: 'dashboard-intercarg-diario.sql', row: DIARIO_ROW },
  examples: [{ params: { empresaId: 2, idFilial: 5 }, query: { dataPeriodo: '{today}' } }],
});
