import { Type, type Static } from '@sinclair/typebox';
import { Scalar, fieldCondition } from '../conditions/schema.ts';

export { Scalar };

/**
 * When an action may run: two words on the clicked value, or a condition of the one condition language
 * (src/engine/conditions/) on a field of the row. No React (schema generator imports it).
 */
export const ActionCondition = Type.Union(
  [
    Type.Literal('positive', { description: "'positive': só quando o valor clicado é um número > 0 (um cartão zerado não abre)." }),
    Type.Literal('nonEmpty', { description: "'nonEmpty': só quando o valor clicado não é vazio (ex.: linha sem centro de custo não abre)." }),
    fieldCondition('Campo da linha testado, ex.: programada.', 'Condição sobre um campo da linha: a ação só roda quando vale.'),
  ],
  { description: 'Quando a ação pode rodar; fora dela o cartão/célula/botão fica sem clique (desabilitado).' },
);

export type ActionCondition = Static<typeof ActionCondition>;
