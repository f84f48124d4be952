import { describe, expect, it } from 'vitest';
import { chartAxis, csvText, FORMATS, formatValue, NUMERIC_FORMATS, VALUE_FORMATS, xlsxValue, type ValueFormat } from './registry.ts';

/** For each format: a value, the text shown, the CSV text and the XLSX cell (value and number format). */
const CASES: Record<ValueFormat, { value: unknown; shown: string; csv: string; xlsx: { value: unknown; format?: string } }> = {
  text: { value: '026393', shown: '026393', csv: '="026393"', xlsx: { value: '026393' } },
  currency: { value: 1234.5, shown: 'R$ 1.234,50', csv: '1.234,50', xlsx: { value: 1234.5, format: '"R$" #,##0.00;-"R$" #,##0.00' } },
  number: { value: '1234.567', shown: '1.234,57', csv: '1.234,57', xlsx: { value: 1234.567, format: '#,##0.00' } },
  quantity: { value: 12.5, shown: '12,500', csv: '12,500', xlsx: { value: 12.5, format: '#,##0.000' } },
  percent: { value: 23.094, shown: '23,09%', csv: '23,09', xlsx: { value: 0.23094, format: '0.00%' } },
  integer: { value: 12345, shown: '12.345', csv: '12345', xlsx: { value: 12345, format: '0' } },
  date: { value: '2026-11-23', shown: '23/11/2026', csv: '23/11/2026', xlsx: { value: new Date(Date.UTC(2026, 10, 23)), format: 'dd/mm/yyyy' } },
  datetime: { value: '2026-11-23T08:05:00', shown: '23/11/2026 08:05', csv: '23/11/2026 08:05', xlsx: { value: new Date(Date.UTC(2026, 10, 23, 8, 5)), format: 'dd/mm/yyyy hh:mm' } },
  time: { value: '08:05:00', shown: '08:05', csv: '08:05', xlsx: { value: '08:05' } },
  weekday: { value: '2026-11-21', shown: 'Sábado', csv: 'Sábado', xlsx: { value: 'Sábado' } },
  flag: { value: 'S', shown: 'Sim', csv: 'Sim', xlsx: { value: 'Sim' } },
  duration: { value: 93784, shown: '1d 02h 03min', csv: '1d 02h 03min', xlsx: { value: '1d 02h 03min' } },
  document: { value: 123456, shown: '123456', csv: '123456', xlsx: { value: 123456, format: '0' } },
  yesNo: { value: 'N', shown: 'Não', csv: 'Não', xlsx: { value: 'Não' } },
  cpfCnpj: { value: '59821288000108', shown: '59.821.288/0001-08', csv: '59.821.288/0001-08', xlsx: { value: '59.821.288/0001-08' } },
};

describe('the format registry', () => {
  it.each(VALUE_FORMATS)('%s: the text shown, the CSV text and the XLSX cell', (format) => {
    const c = CASES[format];
    expect(formatValue(c.value, format)).toBe(c.shown);
    expect(csvText(c.value, format)).toBe(c.csv);
    expect(xlsxValue(c.value, format)).toMatchObject(c.xlsx);
  });

  it('empty values: --  on screen, empty CSV and XLSX cells (a flag shows Não, as the spec says)', () => {
    for (const format of VALUE_FORMATS) {
      expect(csvText(null, format)).toBe('');
      expect(xlsxValue('', format)).toEqual({ value: null });
      expect(formatValue(undefined, format)).toBe(format === 'flag' ? 'Não' : '--');
    }
  });

  it('numeric formats are the ones with numbers (right-aligned, summed); chart formats have an axis', () => {
    expect([...NUMERIC_FORMATS].sort()).toEqual(['currency', 'duration', 'integer', 'number', 'percent', 'quantity']);
    expect(chartAxis('percent')).toEqual({ format: ',.2f', labelExpr: "datum.label + '%'" });
    expect(chartAxis('integer')).toEqual({ format: ',d' });
    expect(chartAxis('date')).toEqual(chartAxis('currency'));
    expect(Object.keys(FORMATS)).toEqual(VALUE_FORMATS);
  });

  it('a unit follows the number on screen and in the XLSX format, never in the CSV', () => {
    expect(formatValue(1234, 'number', { decimals: 0, unit: 'km' })).toBe('1.234 km');
    expect(formatValue(3.456, 'number', { unit: 'km/l' })).toBe('3,46 km/l');
    expect(formatValue(12.5, 'quantity', { unit: 't' })).toBe('12,500 t');
    expect(formatValue(null, 'number', { unit: 'kg' })).toBe('--');
    expect(csvText(1234, 'number', { decimals: 0, unit: 'km' })).toBe('1.234');
    expect(xlsxValue(1234, 'number', { decimals: 0, unit: 'km' })).toEqual({ value: 1234, type: Number, format: '#,##0 "km"' });
  });

  it('labels turn raw codes into words everywhere; unknown codes stay as they came', () => {
    const labels = { PENDENTE: 'Pendente', NFE: 'NF-e' };
    expect(formatValue('PENDENTE', 'text', { labels })).toBe('Pendente');
    expect(formatValue('OUTRO', 'text', { labels })).toBe('OUTRO');
    expect(csvText('NFE', 'text', { labels })).toBe('NF-e');
    expect(xlsxValue('NFE', 'text', { labels })).toEqual({ value: 'NF-e', type: String });
    expect(formatValue(null, 'text', { labels })).toBe('--');
  });

  it('documents: never grouped, leading zeros kept as text', () => {
    expect(formatValue(1234567, 'document')).toBe('1234567');
    expect(formatValue('004512', 'document')).toBe('004512');
    expect(csvText('004512', 'document')).toBe('="004512"');
    expect(xlsxValue('004512', 'document')).toEqual({ value: '004512', type: String });
    expect(xlsxValue('35241112345678000190550010000012341000012345', 'document')).toMatchObject({ type: String });
  });

  it('yesNo: S/N, booleans and 1/0; other values as they came', () => {
    expect(formatValue('S', 'yesNo')).toBe('Sim');
    expect(formatValue('n', 'yesNo')).toBe('Não');
    expect(formatValue(true, 'yesNo')).toBe('Sim');
    expect(formatValue(0, 'yesNo')).toBe('Não');
    expect(formatValue('?', 'yesNo')).toBe('?');
  });

  it('cpfCnpj: 11 digits a CPF, 14 a CNPJ, masked or not; a CPF sent as a number gets its zeros back', () => {
    expect(formatValue('12345678909', 'cpfCnpj')).toBe('123.456.789-09');
    expect(formatValue('123.456.789-09', 'cpfCnpj')).toBe('123.456.789-09');
    expect(formatValue(1234567890, 'cpfCnpj')).toBe('012.345.678-90');
    expect(formatValue('17219121000121', 'cpfCnpj')).toBe('17.219.121/0001-21');
    expect(formatValue('123', 'cpfCnpj')).toBe('123');
  });

  it('the older signature (decimals as a number) still works', () => {
    expect(formatValue(1.5, 'number', 1)).toBe('1,5');
  });
});
