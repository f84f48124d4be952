// Values the renderers read at run time, apart from the TypeBox schema (schema.ts): the browser never loads
// the schemas (docs/performance.md).

/** How much arc a 0 % draws (in percent of the circle): visible, yet clearly almost nothing. */
export const MINIMUM_DRAWN_PERCENT = 0.5;
export const SUCCESS_COLOR = '#52c41a';
export const BELOW_COLOR = '#1677ff';
