import { unknownCall, type ActionChecks } from '../../definition/actionChecks.ts';

/** The write's call and the calls it fetches again afterwards (`reload`) must be the place's. */
export const checks: ActionChecks = {
  marks: 'call',
  check: (action, at, { calls }) => [
    ...(calls[action.call as string] ? [] : [unknownCall(action.call, `${at}/call`)]),
    ...((action.reload ?? []) as string[]).flatMap((id, j) => (calls[id] ? [] : [unknownCall(id, `${at}/reload/${j}`)])),
  ],
};
