import { resolveTemplate } from '../../calls/templates.ts';
import type { ActionType } from '../types.ts';

/** Sets '{vars.name}' to the value (a whole template such as '{row.id_grupo}' keeps the row's type). */
export default {
  type: 'set',
  run: (action, runtime) => runtime.setVar(action.var, typeof action.value === 'string' ? resolveTemplate(action.value, runtime.scope) : action.value),
} satisfies ActionType<'set'>;
