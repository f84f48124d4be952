import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LOOKUP_LIMIT, LOOKUP_ROW, nameParam } from './lookup.ts';

/** Processos (spec 2 §7 '/pcp/processos', params Nome or id): the lookup of 1338 and its picker. The code wins over the name. */
export default defineReport({
  path: '/empresas/:empresaId/pcp/processos',
  access: [1338],
  summary: 'Processos pelo código (id) ou por parte do nome (Nome), em ordem de nome',
  tags: ['pcp'],
  query: Type.Object({ id: param.optionalCode(), Nome: nameParam() }),
  values: { limite: LOOKUP_LIMIT },
  envelope: 'response',
  shape: { list: 'processos.sql', row: LOOKUP_ROW },
  examples: [{ query: { id: '1' } }, { query: { Nome: 'a' } }, { query: {} }],
});
