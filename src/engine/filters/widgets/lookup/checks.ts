import { unknownCall } from '../../../definition/panelChecks.ts';
import type { WidgetChecks } from '../../../definition/widgetChecks.ts';

/** A lookup needs its `lookup` options; their call and picker must be the screen's. */
export const checks: WidgetChecks = (field, at, { calls, pickers }) => {
  const lookup = field.lookup as { call: string; picker?: string } | undefined;
  if (!lookup) return [{ path: `${at}/lookup`, message: "a 'lookup' field needs lookup { call, notFound }" }];
  return [
    ...(calls[lookup.call] ? [] : [unknownCall(lookup.call, `${at}/lookup/call`)]),
    ...(lookup.picker && !pickers[lookup.picker] ? [{ path: `${at}/lookup/picker`, message: `unknown picker '${lookup.picker}' (seletor inexistente)` }] : []),
  ];
};
