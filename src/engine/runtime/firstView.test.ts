import { describe, expect, test } from 'vitest';
import dashboardFinanceiro from '../../../screens/financeiro/1325-dashboard-financeiro.ts';
import aprovarTitulos from '../../../screens/financeiro/1370-aprovar-titulos-pagar.ts';
import curvaAbcClientes from '../../../screens/faturamento/1326-curva-abc-clientes.ts';
import dashboardFaturamento from '../../../screens/faturamento/1327-dashboard-faturamento.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { heavyKindsAtOpen } from './firstView.ts';

const phone = { wide: false, filtersInUrl: false };
const desktop = { wide: true, filtersInUrl: false };

describe('heavyKindsAtOpen (the tables and charts a screen draws in its first view)', () => {
  test('a table-first screen: the table, on a phone too', () => {
    expect(heavyKindsAtOpen(aprovarTitulos, phone)).toEqual(['table']);
    expect(heavyKindsAtOpen(aprovarTitulos, desktop)).toEqual(['table']);
  });

  test('1325: its tables and chart are below twelve cards — none on a phone, both on a desktop', () => {
    expect(heavyKindsAtOpen(dashboardFinanceiro, phone)).toEqual([]);
    expect(heavyKindsAtOpen(dashboardFinanceiro, desktop)).toEqual(['table', 'chart']);
  });

  test("a table whose call waits for 'Filtrar' is not drawn at open, unless the link carries the filters", () => {
    expect(heavyKindsAtOpen(curvaAbcClientes, desktop)).toEqual([]);
    expect(heavyKindsAtOpen(curvaAbcClientes, { wide: true, filtersInUrl: true })).toEqual(['table']);
  });

  test("a toggle group shows its first view only (1327: the charts; the tables are each group's 'Lista')", () => {
    expect(heavyKindsAtOpen(dashboardFaturamento, desktop)).toEqual(['chart']);
  });

  test('a closed collapsible and an action call draw nothing at open; a screen without panels has none', () => {
    const base = { code: '01.01.0001', title: 'T', route: '/t', accessCode: 1 } as ScreenDefinition;
    const closed = {
      ...base,
      calls: { a: { path: '/a' }, b: { path: '/b', loadOn: 'action' } },
      panels: [
        { kind: 'table', call: 'a', columns: [], collapsible: { open: false } },
        { kind: 'chart', call: 'b' },
      ],
    } as unknown as ScreenDefinition;
    expect(heavyKindsAtOpen(closed, desktop)).toEqual([]);
    expect(heavyKindsAtOpen(base, desktop)).toEqual([]);
  });
});
