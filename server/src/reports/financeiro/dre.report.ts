import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

const totais = {
  vlr_receitas: col.number(),
  vlr_custos: col.number(),
  vlr_despesas: col.number(),
  resultado: col.number(),
};

/** DRE Resumido (02.74.1414) — spec 2 §2, §3: the month's totals of the company and per branch. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/financeiro/dre',
  access: [1414],
  summary: 'DRE Resumido do mês: Receitas, Custos, Despesas e Resultado da empresa e por filial',
  description: 'dataPeriodo é qualquer dia do mês (o portal envia o primeiro, AAAA-MM-01). Resultado = Receitas − Custos − Despesas.',
  tags: ['financeiro'],
  query: Type.Object({ dataPeriodo: param.date() }),
  envelope: 'response',
  shape: {
    object: {
      totaisGeral: { one: 'dre-totais-geral.sql', row: Type.Object(totais) },
      totaisPorEmpresa: {
        list: 'dre-totais-filial.sql',
        row: Type.Object({ id_empresa: col.integer(), nome_fantasia: col.text(), ...totais }),
      },
    },
  },
  examples: [
    { params: { empresaId: 2 }, query: { dataPeriodo: '{today}' } },
    { params: { empresaId: 2 }, query: { dataPeriodo: '{today-60}' } },
    { params: { empresaId: 2 }, query: { dataPeriodo: '2001-01-01' } },
  ],
});
