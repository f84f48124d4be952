import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/ordem-producao/:op',
  access: [1330],
  summary: 'Ordem de produção: cliente, abertura, pedido, tipo, situação, programada, produto, unidade e quantidade (null quando não existe na empresa)',
  tags: ['pcp'],
  params: Type.Object({ op: param.id() }),
  envelope: 'response',
  shape: {
    one: 'ordem-producao.sql',
    row: Type.Object({
      nome_cliente: col.text(),
      data_abertura: col.date(),
      numero_pedido: col.nullable(col.integer()),
      tipo: col.text(),
      situacao: col.text(),
      programada: col.oneOf('S', 'N'),
      desc_produto: col.text(),
      unid_med: col.text(),
      qtdade: col.number(),
    }),
  },
  examples: [{ params: { op: 16 } }],
});
