import { expect, test } from 'vitest';
import { compareErrors } from './compareChecks.ts';
import type { ScreenDefinition } from './screen-definition.ts';

test('check:screens: compare names the call’s own parameters, a range both bounds, a drawing panel a comparing call, the screen a filter form', () => {
  const def = {
    code: '01.74.9995',
    title: 'x',
    route: '/x',
    accessCode: 1,
    calls: {
      a: { path: '/a', params: { dataInicio: 'x' }, compare: { period: { dataInicio: 'start', mes: 'month' } } },
      b: { path: '/b' },
    },
    panels: [
      { kind: 'chart', call: 'b', preset: { type: 'line', x: { field: 'd' }, series: [{ field: 'v', label: 'V' }] }, compare: { series: ['v'] } },
      { kind: 'table', call: 'a', columns: [{ field: 'v', header: 'V' }], compare: { key: 'id', columns: [{ field: 'w' }] } },
    ],
    drilldowns: { d: { title: 'd', calls: { c: { path: '/c', params: { m: 'x' }, compare: { period: { m: 'month' } } } }, panels: [] } },
  } as unknown as ScreenDefinition;
  expect(compareErrors(def).map((e) => e.path)).toEqual([
    '/calls/a/compare/period/mes',
    '/calls/a/compare/period',
    '/panels/0/compare',
    '/panels/1/compare/columns/0/field',
    '/calls/a/compare',
    '/drilldowns/d/calls/c/compare',
  ]);
});
