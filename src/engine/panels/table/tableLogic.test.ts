import { describe, expect, it } from 'vitest';
import { actionsColumnWidth, CELL_PADDING, compareRaw, estimateTextWidth, numericMinWidths, pageSizeOptions, sumFields } from './tableLogic.ts';
import { cellTextColor, meetsCondition, NEGATIVE_COLOR, POSITIVE_COLOR, searchText, signOf } from '../shared/cells.ts';

describe('pageSizeOptions', () => {
  it('defaults to 20 rows with 5, 10, 20, 30, 40, 50', () => {
    expect(pageSizeOptions({})).toEqual({ size: 20, sizes: [5, 10, 20, 30, 40, 50] });
  });
  it('keeps a custom size among the choices, or turns paging off', () => {
    expect(pageSizeOptions({ pageSize: 25 })).toEqual({ size: 25, sizes: [5, 10, 20, 25, 30, 40, 50] });
    expect(pageSizeOptions({ pageSize: 40, pageSizes: [40] })).toEqual({ size: 40, sizes: [40] });
    expect(pageSizeOptions({ pageSize: false })).toBeNull();
  });
});

describe('cell colours', () => {
  it("'sign' colours by sign, texts starting with '-' are negative", () => {
    expect(cellTextColor('sign', 10)).toBe(POSITIVE_COLOR);
    expect(cellTextColor('sign', -0.5)).toBe(NEGATIVE_COLOR);
    expect(cellTextColor('sign', 0)).toBeUndefined();
    expect(cellTextColor('sign', '-00:15:00')).toBe(NEGATIVE_COLOR);
    expect(cellTextColor('sign', '00:15:00')).toBe(POSITIVE_COLOR);
    expect(cellTextColor('sign', '00:00:00')).toBeUndefined();
    expect(cellTextColor('sign', null)).toBeUndefined();
    expect(signOf('')).toBeNull();
  });
  it('maps values to colours, with lowercase lookup and a default', () => {
    const abc = { map: { A: 'green', B: 'gold', C: 'red' }, lowercase: true };
    expect(cellTextColor(abc, 'a')).toBe(POSITIVE_COLOR);
    expect(cellTextColor(abc, 'C')).toBe(NEGATIVE_COLOR);
    expect(cellTextColor({ map: { S: 'green' }, default: 'red' }, 'N')).toBe(NEGATIVE_COLOR);
    expect(cellTextColor({ map: { X: '#123456' } }, 'X')).toBe('#123456');
  });
  it('colours by threshold', () => {
    expect(cellTextColor({ threshold: 100 }, 99.99)).toBe(NEGATIVE_COLOR);
    expect(cellTextColor({ threshold: 100 }, 100)).toBe(POSITIVE_COLOR);
  });
});

describe('searchText', () => {
  it('holds the shown text and the raw value', () => {
    expect(searchText({ format: 'currency' }, 1234.5)).toBe('R$ 1.234,50 1234.5');
    expect(searchText({ format: 'date' }, '2026-11-21')).toBe('21/11/2026 2026-11-21');
    expect(searchText({}, 'Banco')).toBe('Banco');
    expect(searchText({}, null)).toBe('');
  });
});

describe('sumFields', () => {
  it('sums numbers and numeric texts, ignoring empties, without float noise', () => {
    expect(sumFields([{ v: 0.1 }, { v: 0.2 }, { v: '1.5' }, { v: null }, {}], ['v'])).toEqual({ v: 1.8 });
  });
});

describe('meetsCondition', () => {
  it('tests equality (also against a list) and emptiness', () => {
    expect(meetsCondition({ field: 'usa_aprovacao', equals: 'N' }, { usa_aprovacao: 'N' })).toBe(true);
    expect(meetsCondition({ field: 'usa_aprovacao', equals: 'N' }, { usa_aprovacao: 'S' })).toBe(false);
    expect(meetsCondition({ field: 'x', equals: ['A', 'B'] }, { x: 'B' })).toBe(true);
    expect(meetsCondition({ field: 'lat', empty: true }, { lat: null })).toBe(true);
    expect(meetsCondition({ field: 'lat', empty: true }, { lat: -23.5 })).toBe(false);
    expect(meetsCondition(undefined, {})).toBe(false);
  });
});

describe('compareRaw', () => {
  it('compares numbers numerically and texts in pt-BR order, empties first', () => {
    expect(compareRaw(9, 1000, true)).toBeLessThan(0);
    expect(compareRaw('9', '1000', true)).toBeLessThan(0);
    expect(compareRaw('Ágata', 'Bruno', false)).toBeLessThan(0);
    expect(compareRaw(null, 1, true)).toBeLessThan(0);
    expect(compareRaw('2026-01-02', '2025-12-31', false)).toBeGreaterThan(0);
  });
});

describe('numeric column widths', () => {
  const columns = [
    { field: 'nome', header: 'Nome' },
    { field: 'valor', header: 'Valor', format: 'currency' as const },
    { field: 'dias', header: 'Dias', format: 'integer' as const },
  ];
  it('fit the widest value and the total, whichever is wider; text columns get none', () => {
    const rows = [{ nome: 'a', valor: 4_000_000.5, dias: 3 }, { nome: 'b', valor: 6_508_420.26, dias: 12 }];
    const widths = numericMinWidths({ columns, totals: { fields: ['valor'] } }, rows);
    expect(Object.keys(widths).sort()).toEqual(['dias', 'valor']);
    // 'R$ 10.508.420,76' (the total) is wider than any cell
    expect(widths.valor).toBe(estimateTextWidth('R$ 10.508.420,76') + CELL_PADDING);
    expect(widths.valor).toBeGreaterThan(estimateTextWidth('R$ 6.508.420,26') + CELL_PADDING);
    expect(widths.valor).toBeGreaterThanOrEqual(130);
    expect(widths.dias).toBe(estimateTextWidth('12') + CELL_PADDING);
  });
  it('no rows, no minimum', () => {
    expect(numericMinWidths({ columns }, [])).toEqual({});
  });
});

describe('colour by another field (1493 app version)', () => {
  it("a map colour with `field` looks up that field of the row, not the cell's value", () => {
    const color = { map: { S: '#cf1322' }, field: 'versao_desatualizada' };
    expect(cellTextColor(color, '3.3.0', { versao_desatualizada: 'S' })).toBe('#cf1322');
    expect(cellTextColor(color, '3.3.0', { versao_desatualizada: 'N' })).toBeUndefined();
    expect(cellTextColor(color, 'S', {})).toBeUndefined();
  });
});

describe("the 'Ação' column width", () => {
  const action = { type: 'link', to: '/x' } as const;
  it('adds up buttons shown together, but counts only the widest of those shown for different values of one field', () => {
    const aprovar = { label: 'Aprovar', action, visibleWhen: { field: 'aprovado', equals: 'N' } };
    const desaprovar = { label: 'Desaprovar', action, visibleWhen: { field: 'aprovado', equals: 'S' } };
    // 1370: one of the two per row → as wide as 'Desaprovar' alone (was both: 232 px)
    expect(actionsColumnWidth([aprovar, desaprovar])).toBe(actionsColumnWidth([{ label: 'Desaprovar', action }]));
    expect(actionsColumnWidth([aprovar, desaprovar])).toBe(40 + 10 * 8 + 28);
    // always-visible buttons still add up
    expect(actionsColumnWidth([{ label: 'Detalhes', action }, { label: 'NF-e', action }])).toBe(40 + 8 * 8 + 28 + 4 * 8 + 28);
    // two buttons for the same value stand side by side
    expect(actionsColumnWidth([aprovar, { ...aprovar, label: 'Ver' }, desaprovar])).toBe(40 + 7 * 8 + 28 + 3 * 8 + 28);
    expect(actionsColumnWidth([{ label: 'Ok', action }])).toBe(90);
  });
});
