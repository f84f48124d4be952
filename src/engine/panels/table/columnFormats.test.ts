import { describe, expect, it } from 'vitest';
import { columnPrefixes, withShares } from './columnFormats.ts';
import type { TableColumnOptions } from './schema.ts';

const columns: TableColumnOptions[] = [
  { field: 'nome', header: 'Filial', stripCommonPrefix: true },
  { field: 'perc', header: '% Faturamento', format: 'percent', sumTo100: true },
  { field: 'outro', header: 'Outro', format: 'percent' },
];
const rows = [
  { nome: 'Intercarg Transportes - Matriz', perc: 33.333, outro: 33.333 },
  { nome: 'Intercarg Transportes - Filial Curitiba', perc: 33.333, outro: 33.333 },
  { nome: 'Intercarg Transportes - Filial Sorocaba', perc: 33.333, outro: 33.333 },
];

describe('column options over all the rows of a table', () => {
  it('sumTo100 rounds only the declared share columns, so they sum to exactly 100', () => {
    const out = withShares(rows, columns) as typeof rows;
    expect(out.map((r) => r.perc)).toEqual([33.34, 33.33, 33.33]);
    expect(out.map((r) => r.outro)).toEqual([33.333, 33.333, 33.333]);
    expect(withShares(rows, [columns[0]!])).toBe(rows);
    expect(withShares(undefined, columns)).toBeUndefined();
  });

  it('stripCommonPrefix finds the prefix of the declared columns only', () => {
    expect(columnPrefixes(columns, rows)).toEqual({ nome: 'Intercarg Transportes - ' });
    expect(columnPrefixes(columns, rows.slice(0, 1))).toEqual({});
  });
});
