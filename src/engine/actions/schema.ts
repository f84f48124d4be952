import { Type, type Static } from '@sinclair/typebox';
import { schema as drill } from './drill/schema.ts';
import { schema as pdf } from './pdf/schema.ts';
import { schema as link } from './link/schema.ts';
import { schema as request } from './request/schema.ts';
import { schema as pick } from './pick/schema.ts';
import { schema as set } from './set/schema.ts';

export { ActionCondition } from './condition.ts';

/**
 * What a click on a card, a cell, a row or a button does (ActionRef): one schema per action type,
 * src/engine/actions/<type>/schema.ts, React-free (the schema generator and node tests import it).
 * The runners are the action registry (src/engine/actions/registry.ts); a test checks both list the same types.
 */
export const ACTION_SCHEMAS = { drill, pdf, link, request, pick, set } as const;

export type ActionTypeName = keyof typeof ACTION_SCHEMAS;

export const ActionRefSchema = Type.Union([drill, pdf, link, request, pick, set], {
  // Written once under $defs/ActionRef by the schema generator (used by cards, cells, row buttons).
  'x-def': 'ActionRef',
  description: 'O que um clique faz: abrir um detalhe, um PDF, navegar, enviar uma escrita, abrir um seletor ou gravar uma variável.',
});

export type ActionRef = Static<typeof ActionRefSchema>;
export type ActionOf<T extends ActionTypeName> = Extract<ActionRef, { type: T }>;
