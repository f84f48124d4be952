import { Type } from '@sinclair/typebox';
import { ActionCondition, Scalar } from '../condition.ts';

/** Opens a drill-down of the screen (every screen with a detail modal/drawer: 1325, 1326, 1414, 1491, ...). */
export const schema = Type.Object(
  {
    type: Type.Literal('drill', { description: "'drill': abre um detalhe (modal ou drawer) da tela." }),
    drill: Type.String({ minLength: 1, description: 'Id de um detalhe da tela (chave em drilldowns).' }),
    with: Type.Optional(
      Type.Record(Type.String(), Scalar, { description: "Valores fixos entregues aos modelos do detalhe como '{with.nome}'." }),
    ),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Abre um detalhe (modal/drawer) com a linha/valor clicado.' },
);
