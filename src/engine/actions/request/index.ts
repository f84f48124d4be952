import type { ActionType } from '../types.ts';
import { runRequest } from './runRequest.ts';

/** PUT/POST to a call, optional confirmation, success/failure notifications, then reloads calls. */
export default {
  type: 'request',
  run: runRequest,
} satisfies ActionType<'request'>;
