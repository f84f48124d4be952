import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { EQUIPAMENTO_ROW, MOVIMENTO_ROW } from './equipamento-colunas.ts';

/**
 * Detalhes Equipamento (01.76.1398, the modal of 01.76.1397) — spec 2 §3, §7: the equipment (the same fields
 * as its row in the list by situation) with its movimentos, oldest first. docs/locacao.md.
 */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/locacao_equipamentos/equipamento/:idEquipamento',
  access: [1397],
  summary: 'Um equipamento com o histórico de movimentações',
  description: 'Equipamento de outra empresa ou inexistente: só movimentos vazio (sem os campos do equipamento).',
  tags: ['locacao'],
  params: Type.Object({ idEquipamento: param.id() }),
  envelope: 'result',
  shape: {
    fields: { one: 'equipamento.sql', row: EQUIPAMENTO_ROW },
    object: { movimentos: { list: 'equipamento-movimentos.sql', row: MOVIMENTO_ROW } },
  },
  examples: [{ params: { idEquipamento: 1 } }, { params: { idEquipamento: 10 } }],
});
