import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * The fleet managers of a company (ERP users with gestor_frota = 'S'): the manager select of DRE por Veículos
 * (02.74.1429, which adds 'all' = 0) and of Consulta posição dos veículos (02.78.1369) — spec 2 §9, spec 3 §7.
 * The spec says only "list of codigo, nome": the answer uses the `response` wrapper of the other module-2 lists.
 */
export default defineReport({
  path: '/empresas/:empresaId/logistica/gestor_frota',
  access: [1429, 1369],
  summary: 'Gestores de frota da empresa (código e nome), em ordem de nome',
  tags: ['logistica'],
  envelope: 'response',
  shape: { list: 'gestor-frota.sql', row: Type.Object({ codigo: col.integer(), nome: col.text() }) },
  examples: [{ params: { empresaId: 2 } }],
});
