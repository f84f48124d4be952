import { describe, expect, test } from 'vitest';
import { filterScope, readFilters, validateFilters, writeFilters } from './values.ts';
import type { FilterField } from './schema.ts';

const today = '2026-11-21';
const fields: FilterField[] = [
  { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'today', required: true },
  { name: 'dias', label: 'Dias', widget: 'radio', default: 10, options: [{ value: 10, label: '10' }, { value: 30, label: '30' }], free: { label: 'Outro' } },
  { name: 'mes', label: 'Mês', widget: 'month', default: 'current' },
];

describe('filter values and the URL', () => {
  test('defaults come from the definition', () => {
    const { values, fromUrl } = readFilters(fields, new URLSearchParams(''), today);
    expect(values).toEqual({ periodo: '2026-11-21..2026-11-21', dias: 10, mes: '11' });
    expect(fromUrl).toBe(false);
  });

  test('the URL overrides defaults and marks the filters as applied', () => {
    const { values, fromUrl } = readFilters(fields, new URLSearchParams('periodo=2026-10-01..2026-10-31&dias=45&x=1'), today);
    expect(values).toEqual({ periodo: '2026-10-01..2026-10-31', dias: 45, mes: '11' });
    expect(fromUrl).toBe(true);
  });

  test('values round-trip through the URL; other keys are kept', () => {
    const search = writeFilters(fields, { periodo: '2026-01-01..2026-01-31', dias: 60, mes: undefined }, new URLSearchParams('tab=2&mes=05'));
    expect(search.toString()).toBe('tab=2&periodo=2026-01-01..2026-01-31&dias=60');
    expect(readFilters(fields, search, today).values).toEqual({ periodo: '2026-01-01..2026-01-31', dias: 60, mes: '11' });
  });

  test('a date range is { start, end } for templates', () => {
    expect(filterScope(fields, { periodo: '2026-01-01..2026-01-31', dias: 10 })).toEqual({ periodo: { start: '2026-01-01', end: '2026-01-31' }, dias: 10 });
  });

  test('validation messages from the spec', () => {
    expect(validateFilters(fields, { periodo: '' })).toEqual({ periodo: ['Campo obrigatório'] });
    expect(validateFilters(fields, { periodo: '2026-02-01..2026-01-01' })).toEqual({ periodo: ['Data Inicio maior que data fim.'] });
    expect(validateFilters(fields, { periodo: '2026-01-01..2026-02-01' })).toEqual({});
  });
});
