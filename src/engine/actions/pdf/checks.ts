import { unknownCall, type ActionChecks } from '../../definition/actionChecks.ts';

/** The call that brings the PDF must be one of the place's. */
export const checks: ActionChecks = {
  marks: 'call',
  check: (action, at, { calls }) => (calls[action.call as string] ? [] : [unknownCall(action.call, `${at}/call`)]),
};
