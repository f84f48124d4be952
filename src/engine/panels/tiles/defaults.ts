// Values the renderers read at run time, apart from the TypeBox schema (schema.ts): the browser never loads
// the schemas (docs/performance.md).

/** The spec's text for a negative time in situation (spec 1 §4). */
export const NEGATIVE_TIMER_TEXT = 'Sempre Parada';
