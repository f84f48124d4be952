import type { FilterField } from '../schema.ts';
import type { RelativeExpression } from '../views/types.ts';

/**
 * What a widget's VALUE means, kept in its folder (filters/widgets/<widget>/value.ts, default export): values.ts,
 * formSchema.ts, views/relative.ts, print/filtersInWords.ts and the download's name (export/exportFileName.ts) read
 * these rules instead of switching on widget names (issue 37 item 3). Every hook is optional: without it a value is
 * plain text, kept as typed. Pure and React-free: print/, export/ and views/ run in node tests.
 */
export interface FilterValueRules {
  /** The form's value is a boolean and the control says its own label (a checkbox): rjsf draws no label above it. */
  boolean?: boolean;
  /** The value is a number (in the URL and the controller); the fallback for text is the `free` option's digits. */
  isNumeric?(field: FilterField): boolean;
  /** The value of the definition's `default` (never null) on `today`, e.g. 'current' → this month. */
  defaultValue?(field: FilterField, value: unknown, today: string): unknown;
  /** The value of a field without a `default` (a range that cannot be cleared opens on this month so far). */
  emptyDefault?(field: FilterField, today: string): unknown;
  /** One non-empty URL value in the field's representation; undefined when it is not a valid value. */
  parseUrl?(field: FilterField, raw: string): unknown;
  /** The value as templates read it, '{filters.x}' (a range → { start, end }). */
  scope?(value: unknown): unknown;
  /** A non-blank value that still names nothing (a lookup code 0): it counts as empty for `required`. */
  isEmpty?(field: FilterField, value: unknown): boolean;
  /** The messages a non-empty value earns; `requiredMessage` is the field's own or 'Campo obrigatório'. */
  check?(field: FilterField, value: unknown, requiredMessage: string): string[];
  /** The value ('{filters.x}' scope) in words for a printed page's header; the fallback is the option's label or the text. */
  inWords?(field: FilterField, value: unknown): string;
  /** The relative expressions (views/relative.ts) and what each means on `today`, in order of preference. */
  relatives?(today: string): [RelativeExpression, unknown][];
  /** What the value ('{filters.x}' scope) says of a download's period: a part of it, or its year or its month. */
  period?(field: { picker?: string }, value: unknown): PeriodPart | undefined;
}

/** A period part for a file name: 'start-a-end' or a day; a year and a month are joined into one ('2026-11'). */
export type PeriodPart = { part: string } | { year: string } | { month: string };

/** Options whose values are all numbers give numbers (select and radio share it: their folders may not import each other). */
export function optionsAreNumbers(field: FilterField): boolean {
  return Boolean(field.options?.length) && field.options!.every((o) => typeof o.value === 'number');
}
