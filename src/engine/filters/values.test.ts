import { describe, expect, it, test } from 'vitest';
import { exampleValues, filterScope, lockedValues, readFilters, validateFilters, writeFilters } from './values.ts';
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

describe('rules: defaults, disabled fields, either-or required', () => {
  test("a range defaulting to 'next30Days' is today..today+30", () => {
    const { values } = readFilters([{ name: 'entrega', label: 'Entrega', widget: 'dateRange', default: 'next30Days' }], new URLSearchParams(''), today);
    expect(values.entrega).toBe('2026-11-21..2026-12-21');
  });

  test('a disabled field is left out of the scope and of validation, its value kept in the form', () => {
    const rules: FilterField[] = [
      { name: 'status', label: 'Status', widget: 'radio', options: [{ value: 'IN_PROGRESS', label: 'Em andamento' }, { value: 'FINISHED', label: 'Finalizadas' }] },
      { name: 'periodo', label: 'Período', widget: 'dateRange', required: true, disabledWhen: [{ field: 'status', notEquals: 'FINISHED' }] },
    ];
    expect(filterScope(rules, { status: 'IN_PROGRESS', periodo: '2026-11-01..2026-11-21' }).periodo).toBeUndefined();
    expect(validateFilters(rules, { status: 'IN_PROGRESS' })).toEqual({});
    expect(filterScope(rules, { status: 'FINISHED', periodo: '2026-11-01..2026-11-21' }).periodo).toEqual({ start: '2026-11-01', end: '2026-11-21' });
    expect(validateFilters(rules, { status: 'FINISHED' })).toEqual({ periodo: ['Campo obrigatório'] });
  });

  test('requiredUnless: required only while none of the other fields has a value', () => {
    const rules: FilterField[] = [
      { name: 'numero_op', label: 'Número OP', widget: 'text' },
      { name: 'cliente', label: 'Cliente', widget: 'lookup', requiredUnless: ['numero_op'], requiredMessage: '* Campo obrigatório', lookup: { call: 'c', notFound: 'Cliente não encontrado.' } },
    ];
    expect(validateFilters(rules, {})).toEqual({ cliente: ['* Campo obrigatório'] });
    expect(validateFilters(rules, { cliente: 0 })).toEqual({ cliente: ['* Campo obrigatório'] });
    expect(validateFilters(rules, { cliente: 3 })).toEqual({});
    expect(validateFilters(rules, { numero_op: '12/3' })).toEqual({});
  });
});

describe('example values (stories and fixtures only)', () => {
  test("a field's example fills an empty default, never a default the field has", () => {
    const fields: FilterField[] = [
      { name: 'cliente', label: 'Cliente', widget: 'lookup', example: 1, lookup: { call: 'c', notFound: 'Cliente não encontrado.' } },
      { name: 'situacao', label: 'Situação', widget: 'select', default: 'NaoFinalizada', example: 'Aberta', options: [{ value: 'NaoFinalizada', label: 'Não Finalizada' }] },
      { name: 'numero_op', label: 'Número OP', widget: 'text' },
    ];
    expect(exampleValues(fields, '2026-11-21')).toEqual({ cliente: 1, situacao: 'NaoFinalizada', numero_op: undefined });
  });
});

describe('lockedValues (lockFrom)', () => {
  const field = {
    name: 'gestor', label: 'Gestor', widget: 'select' as const,
    lockFrom: { call: 'usuario', field: 'gestor_frota', equals: 'S', value: 'codigo' },
  };
  it("locks the field to the record's value when the record says so (a list counts by its first item)", () => {
    expect(lockedValues([field], () => ({ response: { gestor_frota: 'S', codigo: 4, nome: 'Diego' } }))).toEqual({ gestor: 4 });
    expect(lockedValues([field], () => ({ response: [{ gestor_frota: 'S', codigo: 7 }] }))).toEqual({ gestor: 7 });
  });
  it('leaves it free otherwise, and while the call has not answered', () => {
    expect(lockedValues([field], () => ({ response: { gestor_frota: 'N', codigo: 2 } }))).toEqual({});
    expect(lockedValues([field], () => undefined)).toEqual({});
    expect(lockedValues([{ ...field, lockFrom: undefined }], () => ({ response: { gestor_frota: 'S', codigo: 4 } }))).toEqual({});
  });
});
