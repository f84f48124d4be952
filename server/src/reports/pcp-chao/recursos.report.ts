import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { businessNow } from './businessNow.ts';

export default defineReport({
  path: '/empresas/:empresaId/modulos/recursos',
  access: [1330],
  summary: 'Recursos (máquinas) com a situação atual, a OP, o processo, o operador e os segundos na situação',
  tags: ['pcp'],
  bind: ({ today, timeZone }) => ({ agora: businessNow(today, timeZone) }),
  envelope: 'response',
  shape: {
    list: 'recursos.sql',
    row: Type.Object({
      id_recurso: col.integer(),
      desc_recurso: col.text(),
      terceirizado: col.oneOf('S', 'N'),
      nome_operador: col.nullable(col.text()),
      data_ocupado: col.nullable(col.text()),
      nro_op: col.nullable(col.integer()),
      processo: col.nullable(col.text()),
      codigo_situacao_recurso: col.integer(),
      situacao_recurso: col.text(),
      tempo_na_situacao: col.integer(),
    }),
  },
  examples: [{}],
});
