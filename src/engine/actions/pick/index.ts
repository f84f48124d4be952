import type { ActionType } from '../types.ts';

/** Opens the picker; the picker writes the chosen row into the filter form (src/engine/pickers). */
export default {
  type: 'pick',
  run: (action, runtime) => runtime.openPicker(action.picker),
} satisfies ActionType<'pick'>;
