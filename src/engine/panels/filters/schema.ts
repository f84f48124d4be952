import { Type, type Static } from '@sinclair/typebox';

/**
 * Options of kind 'filters': places the screen's filter form (definition.filters) at this point.
 * Without a 'filters' panel the form is shown above all panels.
 */
export const schema = Type.Object({}, { additionalProperties: false });

export type FiltersPanelOptions = Static<typeof schema>;
