/** Marker colours a definition may name (spec 3 §4 situations use red, green, yellow, orange and blue) and their CSS. */
export const MARKER_SWATCH = {
  red: '#f5222d', green: '#52c41a', yellow: '#fadb14', orange: '#fa8c16', blue: '#1677ff', purple: '#722ed1', grey: '#8c8c8c',
} as const;
export type MarkerColor = keyof typeof MARKER_SWATCH;

export const isMarkerColor = (value: string): value is MarkerColor => Object.hasOwn(MARKER_SWATCH, value);
