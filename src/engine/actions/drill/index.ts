import type { ActionType } from '../types.ts';

/** Opens the drill-down with the clicked row/value and the action's fixed values ('{with.x}'). */
export default {
  type: 'drill',
  run: (action, runtime) => runtime.openDrill(action.drill, action.with),
} satisfies ActionType<'drill'>;
