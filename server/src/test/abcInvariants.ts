import { expect } from 'vitest';
import { LIMITE_A, LIMITE_B } from '../reports/faturamento/curvaAbcClientes.ts';

type Row = Record<string, number | string>;
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Independent check of the ABC rule (docs/abc-classes.md) shared by every Curva ABC test: ranks,
 * percentages and classes recomputed in JS from the answered values. `totalKey` names the grand total
 * field (soma_geral, or soma_geral_quantidade for the quantity ranking).
 */
export function checkAbcInvariants(rows: Row[], valueKey: string, percKey: string, accKey: string, totalKey = 'soma_geral') {
  if (!rows.length) return;
  const total = rows.reduce((s, r) => s + Number(r[valueKey]), 0);
  expect(rows.map((r) => r.ordem)).toEqual(rows.map((_, i) => i + 1));
  for (let i = 1; i < rows.length; i++) expect(Number(rows[i - 1][valueKey])).toBeGreaterThanOrEqual(Number(rows[i][valueKey]));
  // rounded percentages add up to 100 within the rounding of each row
  const sumPerc = rows.reduce((s, r) => s + Number(r[percKey]), 0);
  expect(Math.abs(sumPerc - 100)).toBeLessThanOrEqual(0.005 * rows.length + 1e-9);
  expect(rows.at(-1)![accKey]).toBe(100);
  let before = 0;
  let lastAcc = 0;
  for (const r of rows) {
    expect(Number(r[totalKey])).toBeCloseTo(total, 2);
    const expected = before < LIMITE_A ? 'A' : before < LIMITE_B ? 'B' : 'C';
    expect(r.classe).toBe(expected);
    before += (Number(r[valueKey]) / total) * 100;
    expect(Number(r[accKey])).toBeCloseTo(round2(before), 1);
    expect(Number(r[accKey])).toBeGreaterThanOrEqual(lastAcc);
    lastAcc = Number(r[accKey]);
  }
  expect(rows[0].classe).toBe('A');
}
