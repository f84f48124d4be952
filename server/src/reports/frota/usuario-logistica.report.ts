import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * Who is asking, as an ERP user of the company (spec 3 §7 'GET …/logistica/usuarios': gestor_frota, codigo, nome).
 * 02.78.1369 locks its manager select to `codigo` when `gestor_frota` is 'S'. One record (the spec shows the fields,
 * not a list): the signed-in user, never anybody else.
 */
export default defineReport({
  path: '/empresas/:empresaId/logistica/usuarios',
  access: [1369],
  summary: 'O usuário logado como usuário do ERP da empresa: código, nome e se é gestor de frota',
  tags: ['frota'],
  envelope: 'response',
  shape: { one: 'usuario-logistica.sql', row: Type.Object({ codigo: col.nullable(col.integer()), nome: col.text(), gestor_frota: col.oneOf('S', 'N') }) },
  examples: [{ params: { empresaId: 2 } }],
});
