import type { ActionChecks } from '../../definition/actionChecks.ts';

/** The drill-down it opens must be one of the screen's. */
export const checks: ActionChecks = {
  marks: 'drill',
  check: (action, at, { drills }) =>
    drills[action.drill as string] ? [] : [{ path: `${at}/drill`, message: `unknown drill-down '${String(action.drill)}' (detalhe inexistente)` }],
};
