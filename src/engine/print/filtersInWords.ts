/**
 * The filters in force written out for a printed page's header (issue 28 item 6), since the form itself is not
 * printed: 'Período: 01/11/2026 a 26/11/2026 · Mostrar: Pendentes de aprovação'. Pure: the fields and the values
 * in force ('{filters.x}' scope: a range is { start, end }) are passed in; empty and disabled fields are left out.
 */
import type { FilterField } from '../filters/schema.ts';
import { formatDate } from '../format/dates.ts';
import { MONTHS } from '../filters/months.ts';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; a month-picker date → 'MM/YYYY'. */
function day(value: string, monthOnly: boolean): string {
  const text = formatDate(value);
  return monthOnly ? text.slice(3) : text;
}

/** One field's value in words, or '' when it says nothing (empty, or a value with no text). */
export function filterValueInWords(field: FilterField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.widget) {
    case 'dateRange': {
      const { start, end } = (typeof value === 'object' ? value : {}) as { start?: string; end?: string };
      if (!start || !end) return '';
      return start === end ? day(start, false) : `${day(start, false)} a ${day(end, false)}`;
    }
    case 'date':
      return day(String(value), field.picker === 'month');
    case 'month':
      return MONTHS.find((m) => m.value === String(value).padStart(2, '0'))?.label ?? String(value);
    case 'checkbox':
      return value === true || value === 'true' ? 'Sim' : 'Não';
    default: {
      const option = field.options?.find((o) => String(o.value) === String(value));
      return option ? option.label : String(value);
    }
  }
}

/** 'Label: value' for each field with a value, joined by ' · '; '' when no filter has one. */
export function filtersInWords(fields: FilterField[] = [], values: Record<string, unknown> = {}): string {
  return fields
    .map((field) => [field.label, filterValueInWords(field, values[field.name])] as const)
    .filter(([, words]) => words !== '')
    .map(([label, words]) => `${label}: ${words}`)
    .join(' · ');
}
