/**
 * The filters in force written out for a printed page's header (issue 28 item 6), since the form itself is not
 * printed: 'Período: 01/11/2026 a 26/11/2026 · Mostrar: Pendentes de aprovação'. Pure: the fields and the values
 * in force ('{filters.x}' scope: a range is { start, end }) are passed in; empty and disabled fields are left out.
 */
import type { FilterField } from '../filters/schema.ts';
import { valueRulesOf } from '../filters/widgets/valueRulesOf.ts';

/** One field's value in words, or '' when it says nothing (empty, or a value with no text). */
export function filterValueInWords(field: FilterField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  // a date in words, a month by its name, a checkbox 'Sim'/'Não': the widget's value.ts
  const inWords = valueRulesOf(field.widget).inWords;
  if (inWords) return inWords(field, value);
  const option = field.options?.find((o) => String(o.value) === String(value));
  return option ? option.label : String(value);
}

/** 'Label: value' for each field with a value, joined by ' · '; '' when no filter has one. */
export function filtersInWords(fields: FilterField[] = [], values: Record<string, unknown> = {}): string {
  return fields
    .map((field) => [field.label, filterValueInWords(field, values[field.name])] as const)
    .filter(([, words]) => words !== '')
    .map(([label, words]) => `${label}: ${words}`)
    .join(' · ');
}
