import { describe, expect, it } from 'vitest';
import type { FilterField } from '../schema.ts';
import { fromStored, relativeSummary, toStored } from './relative.ts';

const periodo: FilterField = { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'today', presets: ['today', 'thisMonth', 'lastMonth'] };
const mes: FilterField = { name: 'mes', label: 'Mês', widget: 'month', default: 'current' };
const ano: FilterField = { name: 'ano', label: 'Ano', widget: 'year', default: 'current' };
const cliente: FilterField = { name: 'cliente', label: 'Cliente', widget: 'lookup' } as FilterField;
const fields = [periodo, mes, ano, cliente];

describe('saved views: relative periods', () => {
  it("stores 'Este mês' saved in November as the expression, and opens December's month in December", () => {
    const november = '2026-11-21';
    const stored = toStored(fields, { periodo: '2026-11-01..2026-11-30', mes: '11', ano: 2026, cliente: 42 }, november, true);
    expect(stored).toEqual({ periodo: { relativo: 'thisMonth' }, mes: { relativo: 'current' }, ano: { relativo: 'current' }, cliente: 42 });
    expect(fromStored(fields, stored, {}, '2026-12-03')).toEqual({ periodo: '2026-12-01..2026-12-31', mes: '12', ano: 2026, cliente: 42 });
    // January of the next year: the year moves too
    expect(fromStored(fields, stored, {}, '2027-01-10')).toMatchObject({ periodo: '2027-01-01..2027-01-31', mes: '01', ano: 2027 });
  });

  it('recognises the other expressions, and keeps fixed dates fixed (or everything, when asked)', () => {
    const today = '2026-11-21';
    expect(toStored([periodo], { periodo: '2026-10-22..2026-11-21' }, today, true)).toEqual({ periodo: { relativo: 'last30Days' } });
    expect(toStored([periodo], { periodo: '2026-10-01..2026-10-31' }, today, true)).toEqual({ periodo: { relativo: 'lastMonth' } });
    expect(toStored([periodo], { periodo: '2026-11-01..2026-11-21' }, today, true)).toEqual({ periodo: { relativo: 'monthToDate' } });
    expect(toStored([periodo], { periodo: '2026-11-21..2026-11-21' }, today, true)).toEqual({ periodo: { relativo: 'today' } });
    expect(toStored([periodo], { periodo: '2026-04-01..2026-04-30' }, today, true)).toEqual({ periodo: '2026-04-01..2026-04-30' });
    expect(toStored([periodo], { periodo: '2026-11-01..2026-11-30' }, today, false)).toEqual({ periodo: '2026-11-01..2026-11-30' });
    expect(relativeSummary(fields, { periodo: '2026-11-01..2026-11-30', cliente: 42 }, today)).toEqual([{ label: 'Período', expression: 'Este mês' }]);
  });

  it('opens a field the view does not name with the screen default, and ignores names that are no longer fields', () => {
    const values = fromStored(fields, { cliente: 7, removido: 'x' }, { periodo: '2026-11-21..2026-11-21', mes: '11' }, '2026-11-21');
    expect(values).toEqual({ periodo: '2026-11-21..2026-11-21', mes: '11', cliente: 7 });
  });
});
