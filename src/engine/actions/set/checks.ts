import type { ActionChecks } from '../../definition/actionChecks.ts';

/** Refers to nothing; it is what makes a '{vars.x}' template valid, so it notes the variable it writes. */
export const checks: ActionChecks = {
  marks: 'var',
  check: (action, _at, { writesVar }) => {
    writesVar(action.var as string);
    return [];
  },
};
