import { resolveText } from '../../calls/templates.ts';
import type { ActionType } from '../types.ts';

/** Navigates to the route, its templates resolved with the clicked row/value. */
export default {
  type: 'link',
  run: (action, runtime) => runtime.navigate(resolveText(action.to, runtime.scope)),
} satisfies ActionType<'link'>;
