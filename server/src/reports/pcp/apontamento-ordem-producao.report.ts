import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * Apontamento da ordem de produção (01.77.1342, opened from 1331) — spec 1 §3 'OP pointing', §7: the order
 * with its appointments. The answer is a list of one order (empty for an unknown one), like the other lists.
 */
export default defineReport({
  path: '/empresas/:empresaId/apontamento-ordem-producao/:op',
  access: [1331],
  summary: 'Uma ordem de produção com os seus apontamentos (tempos previsto e real e a diferença)',
  tags: ['pcp'],
  params: Type.Object({ op: param.id() }),
  envelope: 'response',
  shape: {
    list: 'apontamento-ordem-producao.sql',
    row: Type.Object({
      nro_op: col.integer(),
      data_abertura: col.date(),
      tipo: col.text(),
      situacao: col.text(),
      codigo_cliente: col.integer(),
      nome_cliente: col.text(),
      numero_pedido: col.nullable(col.integer()),
      programada: col.oneOf('S', 'N'),
      codigo_produto: col.integer(),
      desc_produto: col.text(),
      unid_med: col.text(),
      qtdade: col.number(),
    }),
    nest: {
      apontamentos: {
        list: 'apontamento-ordem-producao-lista.sql',
        parentKey: 'nro_op',
        childKey: 'nro_op',
        omitKey: true,
        row: Type.Object({
          id_recurso: col.integer(),
          desc_recurso: col.text(),
          id_processo: col.integer(),
          desc_processo: col.text(),
          id_operador: col.integer(),
          desc_operador: col.text(),
          qtdade_produziu: col.number(),
          dt_hr_inicio: col.text(),
          dt_hr_fim: col.text(),
          tempo_previsto: col.text(),
          tempo_real: col.text(),
          dif_tempo_previsto_real: col.text(),
        }),
      },
    },
  },
  examples: [{ params: { op: 1 } }, { params: { op: 3 } }],
});
