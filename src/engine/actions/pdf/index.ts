import { resolveCall } from '../../calls/templates.ts';
import type { ActionType } from '../types.ts';
import { openPdf } from './openPdf.ts';

/** Fetches the call's base64 PDF and opens it in a new window. */
export default {
  type: 'pdf',
  run: (action, runtime) => {
    const call = runtime.call(action.call);
    if (!call) return;
    return openPdf(resolveCall(call, runtime.scope, runtime.today), action.dataPath, action.emptyMessage, runtime.notices);
  },
} satisfies ActionType<'pdf'>;
