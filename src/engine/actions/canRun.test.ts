import { expect, test } from 'vitest';
import { canRun } from './canRun.ts';

test("a 'positive' drill runs only for amounts > 0 (a zero card does not open)", () => {
  const drill = { type: 'drill' as const, drill: 'receber', when: 'positive' as const };
  expect(canRun(drill, { value: 10.5 })).toBe(true);
  expect(canRun(drill, { value: 0 })).toBe(false);
  expect(canRun(drill, { value: null })).toBe(false);
  expect(canRun(drill, { value: '12' })).toBe(true);
  expect(canRun({ type: 'drill', drill: 'x' }, { value: 0 })).toBe(true);
});

test('row conditions and nonEmpty', () => {
  const op = { type: 'drill' as const, drill: 'op', when: { field: 'programada', notEquals: 'N' } };
  expect(canRun(op, { row: { programada: 'N' } })).toBe(false);
  expect(canRun(op, { row: { programada: 'S' } })).toBe(true);
  expect(canRun({ type: 'drill', drill: 'cc', when: 'nonEmpty' }, { value: '' })).toBe(false);
});
