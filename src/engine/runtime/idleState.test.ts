import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { idleText, openingIdleText } from './idleState.ts';
import kmRodados from '../../../screens/frota/1521-km-rodados.ts';
import dashboardFinanceiro from '../../../screens/financeiro/1325-dashboard-financeiro.ts';
import aprovarTitulos from '../../../screens/financeiro/1370-aprovar-titulos-pagar.ts';

const screen = (loadOn: Array<'submit' | undefined>, submitLabel: string | null = 'Buscar') =>
  ({
    filters: { ...(submitLabel ? { submitLabel } : {}), fields: [] },
    calls: Object.fromEntries(loadOn.map((l, i) => [`c${i}`, { path: '/x', ...(l ? { loadOn: l } : {}) }])),
    panels: [{ kind: 'filters' }, ...loadOn.map((_, i) => ({ kind: 'cards', call: `c${i}`, groups: [] }))],
  }) as unknown as ScreenDefinition;

describe('openingIdleText (what a screen shows before its first search)', () => {
  it("is the panels' idle text when every panel with a call waits for the submit button", () => {
    expect(openingIdleText(screen(['submit', 'submit']))).toBe("Informe os filtros e clique em 'Buscar' para ver os dados.");
    expect(openingIdleText(kmRodados)).toBe(idleText('Filtrar'));
  });
  it('is undefined when a panel loads at open, without a submit button, or without any call', () => {
    expect(openingIdleText(screen(['submit', undefined]))).toBeUndefined();
    expect(openingIdleText(screen(['submit'], null))).toBeUndefined();
    expect(openingIdleText(screen([]))).toBeUndefined();
    expect(openingIdleText(dashboardFinanceiro)).toBeUndefined();
    expect(openingIdleText(aprovarTitulos)).toBeUndefined();
  });
});
