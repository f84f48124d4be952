import { describe, expect, it } from 'vitest';
import { formatDuration, formatFlag, formatValue } from './formatValue.ts';

describe('formatValue', () => {
  it('dispatches by format name', () => {
    expect(formatValue(1234.56, 'currency')).toBe('R$ 1.234,56');
    expect(formatValue(1.5, 'quantity')).toBe('1,500');
    expect(formatValue(1.5, 'number', 1)).toBe('1,5');
    expect(formatValue(12.345, 'percent')).toBe('12,35%');
    expect(formatValue(1234, 'integer')).toBe('1.234');
    expect(formatValue('2026-11-21', 'date')).toBe('21/11/2026');
    expect(formatValue('2026-11-21T08:00:00', 'datetime')).toBe('21/11/2026 08:00');
    expect(formatValue('2026-11-21', 'weekday')).toBe('Sábado');
    expect(formatValue('S', 'flag')).toBe('Sim');
  });
  it("text shows the value or '--'", () => {
    expect(formatValue('ABC')).toBe('ABC');
    expect(formatValue(0)).toBe('0');
    expect(formatValue('')).toBe('--');
    expect(formatValue(null, 'text')).toBe('--');
  });
});

describe('formatFlag', () => {
  it("S is 'Sim', anything else 'Não'", () => {
    expect(formatFlag('S')).toBe('Sim');
    expect(formatFlag('N')).toBe('Não');
    expect(formatFlag(null)).toBe('Não');
  });
});

describe('formatDuration', () => {
  it('shows days, hours and minutes from seconds', () => {
    expect(formatDuration(93784)).toBe('1d 02h 03min');
    expect(formatDuration(3660)).toBe('1h 01min');
    expect(formatDuration(125)).toBe('2min');
    expect(formatDuration(null)).toBe('--');
  });
});
