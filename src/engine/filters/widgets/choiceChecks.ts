import { unknownCall } from '../../definition/panelChecks.ts';
import type { WidgetChecks } from '../../definition/widgetChecks.ts';

/** A choice's options from a call (select and radio): the call must be the screen's. */
export const choiceChecks: WidgetChecks = (field, at, { calls }) => {
  const call = (field.optionsFrom as { call?: string } | undefined)?.call;
  return call && !calls[call] ? [unknownCall(call, `${at}/optionsFrom/call`)] : [];
};
