import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/** First-posting year of the module-2 Dashboard Faturamento's year select (02.76.1405) — spec 2 §7, §9. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/faturamento/ano_primeiro_lancamento',
  access: [1405],
  summary: 'Ano do primeiro CT-e da empresa (o atual quando ainda não há nenhum)',
  tags: ['faturamento'],
  envelope: 'response',
  shape: { one: 'ano-primeiro-lancamento.sql', row: Type.Object({ ano: col.integer() }) },
  examples: [{ params: { empresaId: 2 } }],
});
