import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { CLIENTE_ROW, LOOKUP_LIMIT, nameParam } from './lookup.ts';

/**
 * Customers by code or name (spec 1 §7 'GET /empresas/{id}/clientes'): the customer lookup of 1332 (first item's
 * nome, 'Cliente não encontrado.' when none) and the picker 'Filtrar Clientes' (01.82.1336). The code wins.
 */
export default defineReport({
  path: '/empresas/:empresaId/clientes',
  access: [1331, 1332],
  summary: 'Clientes pelo código (id_cliente) ou por parte do nome (nome_cliente), em ordem de nome',
  tags: ['pcp'],
  query: Type.Object({ id_cliente: param.optionalCode(), nome_cliente: nameParam() }),
  values: { limite: LOOKUP_LIMIT },
  envelope: 'response',
  shape: { list: 'clientes.sql', row: CLIENTE_ROW },
  examples: [{ query: { id_cliente: '1' } }, { query: { nome_cliente: 'a' } }, { query: {} }],
});
