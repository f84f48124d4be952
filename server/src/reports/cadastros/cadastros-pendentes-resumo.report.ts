import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * The count of pending registrations per category, for the 'Cadastros pendentes' strip of Dashboard Frota
 * (02.78.1416), whose tiles link to /detalhesCadastro/{categoria}. Not in the spec (it does not say which screen
 * navigates to the list): docs/cadastros.md.
 */
export default defineReport({
  path: '/intercarg/cadastros_pendentes/:empresaId',
  access: [1416],
  summary: 'Quantidade de cadastros pendentes por categoria (faixa do Dashboard Frota)',
  tags: ['cadastros'],
  envelope: 'response',
  shape: {
    list: 'cadastros-pendentes-resumo.sql',
    row: Type.Object({ categoria: col.text(), descricao_categoria: col.text(), quantidade: col.integer() }),
  },
  examples: [{ params: { empresaId: 2 } }],
});
