import { describe, expect, test } from 'vitest';
import { columnsForFilters, groupRows, withFieldAliases } from './tableVariants.ts';
import type { TableOptions } from './schema.ts';

const options: TableOptions = {
  columns: [
    { field: 'id_produto', header: 'ID Produto' },
    { field: 'valor_total_liquido', header: 'Valor Total Vendas', showWhen: { filter: 'tipo', equals: 'valor' } },
    { field: 'quantidade_liquida', header: 'Quantidade Total Vendas', showWhen: { filter: 'tipo', equals: ['quantidade', 'ambos'] } },
  ],
};

describe('table variants', () => {
  test('columns follow the filter value', () => {
    expect(columnsForFilters(options, { tipo: 'valor' }).columns.map((c) => c.field)).toEqual(['id_produto', 'valor_total_liquido']);
    expect(columnsForFilters(options, { tipo: 'ambos' }).columns.map((c) => c.field)).toEqual(['id_produto', 'quantidade_liquida']);
    expect(columnsForFilters(options, {}).columns.map((c) => c.field)).toEqual(['id_produto']);
  });

  test('groups: nested rows per item, or equal values of a field in order of appearance', () => {
    const nested = groupRows([{ id_operador: 12, nome_operador: 'ANA', apontamentos: [{ a: 1 }, { a: 2 }] }, { id_operador: 13, nome_operador: 'BIA' }], { rowsField: 'apontamentos', title: '{row.id_operador} - {row.nome_operador}' }, {});
    expect(nested.map((g) => [g.title, g.rows.length])).toEqual([['12 - ANA', 2], ['13 - BIA', 0]]);
    const flat = groupRows([{ op: 'B', n: 1 }, { op: 'A', n: 2 }, { op: 'B', n: 3 }], { field: 'op', title: 'Operador {row.op}' }, {});
    expect(flat.map((g) => [g.title, g.rows.map((r) => r.n)])).toEqual([['Operador B', [1, 3]], ['Operador A', [2]]]);
  });

  test('field aliases: the other spelling fills a missing field, an existing value wins, other data untouched', () => {
    const aliases = { qtd_produziu: 'qtdade_produziu' };
    const rows = [{ qtd_produziu: 12.5 }, { qtdade_produziu: 3, qtd_produziu: 9 }, { qtdade_produziu: null, qtd_produziu: 4 }, { nro_op: 1 }];
    expect(withFieldAliases(rows, aliases)).toEqual([
      { qtd_produziu: 12.5, qtdade_produziu: 12.5 },
      { qtdade_produziu: 3, qtd_produziu: 9 },
      { qtdade_produziu: 4, qtd_produziu: 4 },
      { nro_op: 1 },
    ]);
    expect(withFieldAliases(rows, undefined)).toBe(rows);
    expect(withFieldAliases({ response: [] }, aliases)).toEqual({ response: [] });
  });
});
