import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/** 'Saldos Disponibilidades' of the Dashboard Financeiro (01.74.1325) — spec 1 §2.6. */
export default defineReport({
  path: '/saldo-disponibilidade/:empresaId',
  access: [1325],
  summary: 'Saldos Disponibilidades (contas caixa e bancos)',
  tags: ['financeiro'],
  envelope: 'response',
  shape: {
    list: 'saldo-disponibilidade.sql',
    row: Type.Object({ id: col.integer(), codigo_acesso: col.text(), descricao: col.text(), saldo: col.number() }),
  },
  examples: [{}],
});
