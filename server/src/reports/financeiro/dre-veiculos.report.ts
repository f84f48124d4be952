import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** DRE por Veículos (02.74.1429) — spec 2 §2, §3, §7: revenue, costs and result per vehicle in a span of months. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/financeiro/dre/veiculos',
  access: [1429],
  summary: 'DRE por veículo no período: faturamento, reentregas, custos e despesas, resultado e média km/l',
  description:
    'inicioPeriodo/finalPeriodo: o portal envia o 1º dia do mês inicial e o último do mês final. idGestor 0 ou ausente = todos os gestores. ' +
    'resultado = valor_fat_geral − despesas_custos; perc_fat = participação do veículo no faturamento do período; ' +
    'media_km_litro = km das fichas de acerto do período / litros de diesel delas (0 sem abastecimento).',
  tags: ['financeiro'],
  query: Type.Object({ inicioPeriodo: param.date(), finalPeriodo: param.date(), idGestor: param.optionalCode() }),
  checks: [{ dateRange: ['inicioPeriodo', 'finalPeriodo'], maxMonths: 24 }],
  envelope: 'response',
  shape: {
    list: 'dre-veiculos.sql',
    row: Type.Object({
      placa: col.text(),
      modelo: col.text(),
      ano_modelo: col.integer(),
      marca: col.text(),
      descricao_rodado: col.text(),
      valor_faturamento: col.number(),
      valor_reentrega: col.number(),
      valor_fat_geral: col.number(),
      perc_fat: col.number(),
      despesas_custos: col.number(),
      resultado: col.number(),
      media_km_litro: col.number(),
    }),
  },
  examples: [
    { params: { empresaId: 2 }, query: { inicioPeriodo: '{today-60}', finalPeriodo: '{today}', idGestor: '0' } },
    { params: { empresaId: 2 }, query: { inicioPeriodo: '{today-30}', finalPeriodo: '{today}' } },
    { params: { empresaId: 2 }, query: { inicioPeriodo: '2001-01-01', finalPeriodo: '2001-01-31' } },
  ],
});
