import { unknownCall } from '../../../definition/panelChecks.ts';
import type { WidgetChecks } from '../../../definition/widgetChecks.ts';

/** The call giving the first year must be the screen's. */
export const checks: WidgetChecks = (field, at, { calls }) => {
  const call = (field.years as { fromCall?: { call: string } } | undefined)?.fromCall?.call;
  return call && !calls[call] ? [unknownCall(call, `${at}/years/fromCall/call`)] : [];
};
