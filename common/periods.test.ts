import { describe, expect, it } from 'vitest';
import { addDays, subtractYears } from './dates.ts';
import { dia, periodo, periodos } from './periods.ts';

describe('financial dashboard periods (spec 1 §7)', () => {
  it('computes the four periods for 2026-11-21', () => {
    expect(periodos('2026-11-21')).toEqual({
      vencidos: { data_inicio: '2006-11-21', data_final: '2026-11-20' },
      hoje: { data_inicio: '2026-11-21', data_final: '2026-11-21' },
      vence_sete_dias: { data_inicio: '2026-11-22', data_final: '2026-11-28' },
      vence_trinta_dias: { data_inicio: '2026-11-22', data_final: '2026-12-21' },
    });
  });

  it('crosses month and year ends', () => {
    expect(periodo('vencidos', '2027-01-01')).toEqual({ data_inicio: '2007-01-01', data_final: '2026-12-31' });
    expect(periodo('vence_sete_dias', '2026-12-28')).toEqual({ data_inicio: '2026-12-29', data_final: '2027-01-04' });
    expect(periodo('vence_trinta_dias', '2026-12-31')).toEqual({ data_inicio: '2027-01-01', data_final: '2027-01-30' });
    expect(periodo('vence_sete_dias', '2026-04-30')).toEqual({ data_inicio: '2026-05-01', data_final: '2026-05-07' });
  });

  it('handles leap years', () => {
    // 2028 is a leap year: 29 February exists and is counted
    expect(periodo('vence_sete_dias', '2028-02-25')).toEqual({ data_inicio: '2028-02-26', data_final: '2028-03-03' });
    expect(periodo('vence_trinta_dias', '2028-02-01')).toEqual({ data_inicio: '2028-02-02', data_final: '2028-03-02' });
    expect(periodo('vencidos', '2028-03-01')).toEqual({ data_inicio: '2008-03-01', data_final: '2028-02-29' });
    // 2027 is not: 30 days from 1 February reaches 3 March
    expect(periodo('vence_trinta_dias', '2027-02-01')).toEqual({ data_inicio: '2027-02-02', data_final: '2027-03-03' });
    expect(periodo('vencidos', '2027-03-01')).toEqual({ data_inicio: '2007-03-01', data_final: '2027-02-28' });
    // 20 years back from a leap day is a leap day again; from 2100 (not leap) it clamps
    expect(periodo('vencidos', '2028-02-29').data_inicio).toBe('2008-02-29');
    expect(subtractYears('2024-02-29', 1)).toBe('2023-02-28');
  });

  it('single day uses that day for both bounds', () => {
    expect(dia('2026-11-25')).toEqual({ data_inicio: '2026-11-25', data_final: '2026-11-25' });
  });

  it('rejects impossible dates', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow();
    expect(() => periodo('hoje', '21/11/2026')).toThrow();
  });
});
