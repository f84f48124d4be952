import { Type } from '@sinclair/typebox';
import { ActionCondition, Scalar } from '../condition.ts';

/**
 * Sets a screen variable read by calls and panels as '{vars.name}': master/detail on one screen
 * (1397: the group list on the left sets the group, the equipment table on the right reads it).
 */
export const schema = Type.Object(
  {
    type: Type.Literal('set', { description: "'set': grava uma variável da tela ('{vars.nome}')." }),
    var: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: "Nome da variável, lida como '{vars.nome}'." }),
    value: Type.Union([Scalar, Type.Null()], { description: "Valor, com modelos: '{row.id_grupo}' (um modelo inteiro mantém o tipo); null limpa." }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Grava uma variável da tela lida por chamadas e painéis.' },
);
