import type { ActionChecks } from '../../definition/actionChecks.ts';

/** The picker it opens must be one of the screen's `pickers`. */
export const checks: ActionChecks = {
  marks: 'picker',
  check: (action, at, { pickers }) =>
    pickers[action.picker as string] ? [] : [{ path: `${at}/picker`, message: `unknown picker '${String(action.picker)}' (seletor inexistente)` }],
};
