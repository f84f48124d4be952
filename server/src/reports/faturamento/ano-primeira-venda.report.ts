import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/** First-sale year of the Dashboard Faturamento's year select (01.76.1327) — spec 2 §7, §9. */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/ano-primeira-venda',
  access: [1327],
  summary: 'Ano da primeira venda da empresa (o atual quando ainda não há vendas)',
  tags: ['faturamento'],
  envelope: 'response',
  shape: { one: 'ano-primeira-venda.sql', row: Type.Object({ ano: col.integer() }) },
  examples: [{}],
});
