import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LOOKUP_LIMIT, LOOKUP_ROW, nameParam } from './lookup.ts';

/**
 * Products (spec 2 §7 '/pcp/produtos': tipo_produto, id, Nome, or none for all): the product lookup of 1338 and
 * the picker 'Filtrar Produtos' (01.75.1358). tipo_produto 'TO' (Todos) or absent = every type; otherwise a
 * type's two-digit code. The code (id) wins over the name and the type.
 */
export default defineReport({
  path: '/empresas/:empresaId/pcp/produtos',
  access: [1338],
  summary: 'Produtos pelo código (id) ou por parte do nome (Nome), de um tipo (tipo_produto; TO = todos)',
  tags: ['pcp'],
  query: Type.Object({
    tipo_produto: Type.Optional(Type.String({ pattern: '^(TO|\\d{1,2})?$', 'x-formato': "'TO' ou o código do tipo" })),
    id: param.optionalCode(),
    Nome: nameParam(),
  }),
  values: { limite: LOOKUP_LIMIT },
  envelope: 'response',
  shape: { list: 'produtos.sql', row: LOOKUP_ROW },
  examples: [{ query: { tipo_produto: '04' } }, { query: { tipo_produto: 'TO', Nome: 'a' } }, { query: { id: '1' } }, { query: {} }],
});
