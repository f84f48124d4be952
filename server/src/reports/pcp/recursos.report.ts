import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LOOKUP_LIMIT, LOOKUP_ROW, nameParam } from './lookup.ts';

/** Recursos (spec 2 §7 '/pcp/recursos', params Nome or id): the lookup of 1338 and its picker. The code wins over the name. */
export default defineReport({
  path: '/empresas/:empresaId/pcp/recursos',
  access: [1338],
  summary: 'Recursos pelo código (id) ou por parte do nome (Nome), em ordem de nome',
  tags: ['pcp'],
  query: Type.Object({ id: param.optionalCode(), Nome: nameParam() }),
  values: { limite: LOOKUP_LIMIT },
  envelope: 'response',
  shape: { list: 'recursos.sql', row: LOOKUP_ROW },
  examples: [{ query: { id: '1' } }, { query: { Nome: 'a' } }, { query: {} }],
});
