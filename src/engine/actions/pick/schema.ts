import { Type } from '@sinclair/typebox';
import { ActionCondition } from '../condition.ts';

/**
 * Opens a picker of the screen (definition.pickers) and writes the chosen row into filter fields.
 * Used by 1331 (Filtrar Clientes), 1332 (customer) and 1338 (operator, resource, process, product).
 */
export const schema = Type.Object(
  {
    type: Type.Literal('pick', { description: "'pick': abre um seletor (pickers) e grava a linha escolhida nos filtros." }),
    picker: Type.String({ minLength: 1, description: 'Id de um seletor da tela (chave em pickers).' }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Abre um seletor (ex.: Filtrar Operadores) que preenche campos do filtro.' },
);
