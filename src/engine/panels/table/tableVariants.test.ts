import { describe, expect, test } from 'vitest';
import { columnsForFilters, groupRows, withFieldAliases } from './tableVariants.ts';
import { compareVersions, withDerived } from '../shared/derived.ts';
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

describe('derived fields (1493/1494)', () => {
  test('percent of two fields (empty when the whole is 0), outdated version unless a condition holds, a rule of common/', () => {
    const rows = [
      { entregas_realizadas: 1, total_entregas: 3, versao: '3.3.9', atual: '3.4.0', status: 'IN_PROGRESS', tipo_comprovacao: 'CTE', ctes_entregues: 2, total_ctes: 2, nfes_entregues: 0, total_nfes: 5 },
      { entregas_realizadas: 0, total_entregas: 0, versao: '3.10.0', atual: '3.4.0', status: 'IN_PROGRESS', tipo_comprovacao: 'NFE', ctes_entregues: 0, total_ctes: 0, nfes_entregues: 0, total_nfes: 2 },
      { entregas_realizadas: 2, total_entregas: 2, versao: '3.3.0', atual: '3.4.0', status: 'FINISHED', tipo_comprovacao: 'NFE', ctes_entregues: 0, total_ctes: 0, nfes_entregues: 1, total_nfes: 2 },
      { entregas_realizadas: 2, total_entregas: 4, versao: null, atual: '3.4.0', status: 'IN_PROGRESS', tipo_comprovacao: 'NFE', ctes_entregues: 0, total_ctes: 0, nfes_entregues: 3, total_nfes: 3 },
    ];
    const out = withDerived(rows, [
      { field: 'perc', percent: { part: 'entregas_realizadas', whole: 'total_entregas' } },
      { field: 'velha', versionBelow: { version: 'versao', current: 'atual' }, unless: { field: 'status', equals: 'FINISHED' } },
      { field: 'situacao', rule: 'situacaoEntrega' },
    ]) as Record<string, unknown>[];
    expect(out.map((r) => r.perc)).toEqual([(1 / 3) * 100, null, 100, 50]);
    expect(out.map((r) => r.velha)).toEqual(['S', 'N', 'N', 'N']);
    expect(out.map((r) => r.situacao)).toEqual(['Comprovado', 'Nenhum documento comprovado', 'Comprovação parcial', 'Comprovado']);
    expect(rows[0]).not.toHaveProperty('perc');
  });

  test('versions compare number by number', () => {
    expect(compareVersions('3.9.2', '3.10.0')).toBe(-1);
    expect(compareVersions('3.4', '3.4.0')).toBe(0);
    expect(compareVersions('4.0.0', '3.4.0')).toBe(1);
    expect(compareVersions('', '3.4.0')).toBeNull();
  });
});
