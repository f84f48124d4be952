import type { TProperties } from '@sinclair/typebox';

/**
 * What a widget folder's schema.ts exports (`export const schema = { … } satisfies WidgetSchema`), React-free: the
 * words after its name in the `widget` field's description, and the field options only it reads (the filter field's
 * schema, filters/schema.ts, spreads every widget's options; options several widgets read stay there).
 */
export interface WidgetSchema {
  summary: string;
  options: TProperties;
}
