import { describe, expect, it } from 'vitest';
import { csvValue, isCodeLike, xlsxCell } from './exportValues.ts';
import { xlsxSheet } from './xlsx.ts';

describe('CSV values (pt-BR spreadsheets read them as numbers)', () => {
  it('money and numbers without currency or percent sign, pt-BR separators', () => {
    expect(csvValue({ format: 'currency' }, 1022.61)).toBe('1.022,61');
    expect(csvValue({ format: 'currency' }, '-2614.78')).toBe('-2.614,78');
    expect(csvValue({ format: 'percent' }, 23.094)).toBe('23,09');
    expect(csvValue({ format: 'quantity' }, 12.5)).toBe('12,500');
    expect(csvValue({ format: 'number', decimals: 1 }, 3.14159)).toBe('3,1');
    expect(csvValue({ format: 'integer' }, 12345)).toBe('12345');
  });

  it('codes keep their leading zeros and long digit strings stay text', () => {
    expect(csvValue({ format: 'text' }, '026393')).toBe('="026393"');
    expect(csvValue({ format: 'text' }, '35241112345678000190550010000012341000012345')).toBe('="35241112345678000190550010000012341000012345"');
    expect(csvValue({ format: 'text' }, '12345')).toBe('12345');
    expect(csvValue({ format: 'text' }, 'NF-0012')).toBe('NF-0012');
    expect(isCodeLike('0')).toBe(false);
  });

  it('empty values are empty cells, dates as shown', () => {
    expect(csvValue({ format: 'currency' }, null)).toBe('');
    expect(csvValue({ format: 'text' }, '')).toBe('');
    expect(csvValue({ format: 'date' }, '2026-11-23')).toBe('23/11/2026');
  });
});

describe('XLSX cells', () => {
  it('numbers, currency, percent (as a fraction) and dates are typed cells', () => {
    expect(xlsxCell({ format: 'currency' }, '1022.61')).toEqual({ value: 1022.61, type: Number, format: '"R$" #,##0.00;-"R$" #,##0.00' });
    expect(xlsxCell({ format: 'percent' }, 23.09)).toMatchObject({ value: 0.2309, type: Number, format: '0.00%' });
    expect(xlsxCell({ format: 'integer' }, 7)).toEqual({ value: 7, type: Number, format: '0' });
    const date = xlsxCell({ format: 'date' }, '2026-11-23');
    expect(date.type).toBe(Date);
    expect((date.value as Date).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(xlsxCell({ format: 'text' }, '026393')).toEqual({ value: '026393', type: String });
    expect(xlsxCell({ format: 'currency' }, null)).toEqual({ value: null });
  });

  it('the sheet: bold header, rows, bold totals row with the label', () => {
    const sheet = xlsxSheet({
      fileName: 'arquivo',
      columns: [
        { field: 'nome', header: 'Nome' },
        { field: 'valor', header: 'Valor', format: 'currency' },
      ],
      rows: [{ nome: 'A', valor: 1 }, { nome: 'B', valor: 2.5 }],
      totals: { nome: 'Total', valor: 3.5 },
    });
    expect(sheet.map((r) => r.map((c) => c.value))).toEqual([['Nome', 'Valor'], ['A', 1], ['B', 2.5], ['Total', 3.5]]);
    expect(sheet[0].every((c) => c.fontWeight === 'bold')).toBe(true);
    expect(sheet[3].every((c) => c.fontWeight === 'bold')).toBe(true);
    expect(sheet[3][1].type).toBe(Number);
  });
});
