import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/** First freight year of the Dashboard Frota's year select (02.78.1416) — spec 3 §7 `response.response.ano`. */
export default defineReport({
  path: '/empresas/:empresaId/frota/anoPrimeiroFrete',
  access: [1416],
  summary: 'Ano do primeiro frete da empresa (o atual quando ainda não há fretes)',
  tags: ['frota'],
  envelope: 'response',
  shape: { one: 'ano-primeiro-frete.sql', row: Type.Object({ ano: col.integer() }) },
  examples: [{ params: { empresaId: 2 } }],
});
