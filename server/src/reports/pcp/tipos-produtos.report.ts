import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * Product types (spec 2 §7 '/pcp/tipos-produtos'): the Tipo produto select of 'Filtrar Produtos' (01.75.1358),
 * shown 'id - nome' after 'Todos' (TO). The id is the type's two-digit code ('04' = finished product, the default).
 */
export default defineReport({
  path: '/empresas/:empresaId/pcp/tipos-produtos',
  access: [1338],
  summary: "Tipos de produto da empresa: id (código de dois dígitos, ex.: '04') e nome",
  tags: ['pcp'],
  envelope: 'response',
  shape: { list: 'tipos-produtos.sql', row: Type.Object({ id: col.text(), nome: col.text() }) },
  examples: [{}],
});
