/**
 * The class limits of the Curva ABC reports (docs/abc-classes.md): a row whose accumulated percentage
 * BEFORE it is below LIMITE_A is 'A', below LIMITE_B 'B', else 'C'. So the row that crosses a boundary
 * belongs to the upper class (the biggest customer is always 'A').
 */
export const LIMITE_A = 80;
export const LIMITE_B = 95;
