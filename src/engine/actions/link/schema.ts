import { Type } from '@sinclair/typebox';
import { ActionCondition } from '../condition.ts';

/** Navigates inside the portal (1396's cards → 1397 with ?id_situacao). */
export const schema = Type.Object(
  {
    type: Type.Literal('link', { description: "'link': navega para outra rota do portal." }),
    to: Type.String({ pattern: '^/', description: "Rota de destino com modelos, ex.: '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao={row.id_situacao}'." }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Navega para outra tela do portal.' },
);
