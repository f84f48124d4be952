import { describe, expect, test } from 'vitest';
import { withCompareColumns } from './compareColumns.ts';
import type { TableOptions } from './schema.ts';
import type { PanelCompare } from '../types.ts';

const options: TableOptions = {
  columns: [
    { field: 'nome', header: 'Filial' },
    { field: 'receitas', header: 'Receitas', format: 'currency' },
    { field: 'margem', header: 'Margem', format: 'percent' },
  ],
  compare: { key: 'id', columns: [{ field: 'receitas', upIs: 'good' }, { field: 'margem', upIs: 'bad' }] },
};
const compare = (data: unknown): PanelCompare => ({ shift: 'previous-period', label: 'Período anterior', legend: 'período anterior', data, loading: false, failed: false, offset: null });

describe('delta columns of a table', () => {
  test('a Δ column beside each named column; rows matched by key; points for a percent; tone by upIs', () => {
    const { options: out, data } = withCompareColumns(options, [{ id: 1, nome: 'Matriz', receitas: 120, margem: 30 }, { id: 2, nome: 'Nova', receitas: 50, margem: 10 }], compare([{ id: 1, receitas: 100, margem: 20 }]));
    expect(out.columns.map((c) => c.header)).toEqual(['Filial', 'Receitas', 'Δ Receitas', 'Margem', 'Δ Margem (p.p.)']);
    const [matriz, nova] = data as Record<string, unknown>[];
    expect(matriz.__delta_receitas).toBe(20);
    expect(matriz.__delta_tone_receitas).toBe('positive');
    expect(matriz.__delta_margem).toBe(10);
    expect(matriz.__delta_tone_margem).toBe('negative');
    // a branch with no earlier row has no change
    expect(nova.__delta_receitas).toBeNull();
  });
  test('not comparing, or the earlier answer on its way: the table as declared', () => {
    const rows = [{ id: 1 }];
    expect(withCompareColumns(options, rows, undefined)).toEqual({ options, data: rows });
    expect(withCompareColumns(options, rows, { ...compare([]), loading: true })).toEqual({ options, data: rows });
  });
});
