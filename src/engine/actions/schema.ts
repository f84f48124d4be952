import { Type, type Static } from '@sinclair/typebox';
import { ACTION_SCHEMAS } from './types.generated.ts';

export { ActionCondition } from './condition.ts';

/**
 * What a click on a card, a cell, a row or a button does (ActionRef): one schema per action type,
 * src/engine/actions/<type>/schema.ts, React-free (the schema generator and node tests import it), assembled from
 * the folders (types.generated.ts, `npm run schemas`). The runners are the action registry
 * (src/engine/actions/registry.ts); a test checks both list the same types.
 */
export { ACTION_SCHEMAS };

export type ActionTypeName = keyof typeof ACTION_SCHEMAS;

export const ActionRefSchema = Type.Union(Object.values(ACTION_SCHEMAS) as Array<(typeof ACTION_SCHEMAS)[ActionTypeName]>, {
  // Written once under $defs/ActionRef by the schema generator (used by cards, cells, row buttons).
  'x-def': 'ActionRef',
  description: 'O que um clique faz: abrir um detalhe, um PDF, navegar, enviar uma escrita, abrir um seletor ou gravar uma variável.',
});

export type ActionRef = Static<typeof ActionRefSchema>;
export type ActionOf<T extends ActionTypeName> = Extract<ActionRef, { type: T }>;
