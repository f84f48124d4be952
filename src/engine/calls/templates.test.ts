import { describe, expect, test } from 'vitest';
import { resolveCall, resolveDate, resolvePeriod, resolveTemplate, getPath } from './templates.ts';

const today = '2026-11-21';

describe('templates', () => {
  const scope = {
    empresaId: 1,
    filters: { dias: 30, periodo: { start: '2026-11-01', end: '2026-11-21' } },
    row: { data_vencimento: '2026-11-25', id_titulos_pagar: 77, nome: 'Ana' },
    with: { periodo: 'vencidos' },
  };

  test('a whole template keeps the raw value; mixed text interpolates', () => {
    expect(resolveTemplate('{filters.dias}', scope)).toBe(30);
    expect(resolveTemplate('Cliente {row.nome} ({empresaId})', scope)).toBe('Cliente Ana (1)');
    expect(resolveTemplate('{row.nada}', scope)).toBeUndefined();
    expect(getPath({ a: { b: 2 } }, 'a.b')).toBe(2);
  });

  test('dates are formatted for the API', () => {
    expect(resolveDate({ date: 'today', format: 'YYYY/MM/DD' }, scope, today)).toBe('2026/11/21');
    expect(resolveDate({ date: '{row.data_vencimento}', format: 'YYYY/MM/DD' }, scope, today)).toBe('2026/11/25');
    expect(resolveDate({ date: '{filters.periodo.start}', format: 'YYYY-MM-DD' }, scope, today)).toBe('2026-11-01');
    expect(resolveDate({ date: 'today', format: 'YYYY-MM-01' }, scope, today)).toBe('2026-11-01');
    expect(resolveDate({ date: 'today', format: 'YYYY/MM/DD', endOf: 'month' }, scope, today)).toBe('2026/11/30');
    expect(resolveDate({ date: 'today', format: 'YYYY/MM/DD', addDays: -1 }, scope, today)).toBe('2026/11/20');
  });

  test('named periods follow spec 1 §7', () => {
    const bounds = (period: string) =>
      [resolvePeriod({ period, bound: 'start', format: 'YYYY/MM/DD' }, scope, today), resolvePeriod({ period, bound: 'end', format: 'YYYY/MM/DD' }, scope, today)];
    expect(bounds('{with.periodo}')).toEqual(['2006/11/21', '2026/11/20']);
    expect(bounds('hoje')).toEqual(['2026/11/21', '2026/11/21']);
    expect(bounds('vence_sete_dias')).toEqual(['2026/11/22', '2026/11/28']);
    expect(bounds('vence_trinta_dias')).toEqual(['2026/11/22', '2026/12/21']);
    const day = (bound: 'start' | 'end') => resolvePeriod({ period: 'dia', day: '{row.data_vencimento}', bound, format: 'YYYY/MM/DD' }, scope, today);
    expect([day('start'), day('end')]).toEqual(['2026/11/25', '2026/11/25']);
  });

  test('a call resolves path and params, and waits for required params', () => {
    const call = {
      path: '/empresas/{empresaId}/financeiro/fluxo-caixa',
      params: { dias: '{filters.dias}', data_inicio: { date: '{row.data_vencimento}', format: 'YYYY/MM/DD' as const } },
      requires: ['dias'],
    };
    expect(resolveCall(call, scope, today)).toEqual({
      path: '/empresas/1/financeiro/fluxo-caixa',
      params: { dias: 30, data_inicio: '2026/11/25' },
      ready: true,
    });
    expect(resolveCall(call, { ...scope, filters: { dias: 0 } }, today).ready).toBe(false);
    expect(resolveCall(call, { ...scope, empresaId: null }, today).ready).toBe(false);
  });
});
