import { describe, expect, it } from 'vitest';
import { definitionFiles, screensDir } from '../../scripts/definition-files.ts';
import { subscribableScreen } from '../../server/src/subscriptions/screens.ts';
import { screenRequests } from '../../server/src/subscriptions/requests.ts';
import { resolveCall } from '../../src/engine/calls/templates.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { defaultValues, filterScope } from '../../src/engine/filters/values.ts';
import { fromStored } from '../../src/engine/filters/views/relative.ts';

/**
 * Issue 36: the server e-mails a screen asking its reports exactly what the portal asks on opening it — for every
 * subscribable definition, on days that cross a month's and a year's end and a leap day, with the screen's defaults
 * and with a saved view that keeps its periods relative ('Este mês', 'Atual').
 */
const DAYS = ['2026-11-21', '2026-01-31', '2026-12-31', '2028-02-29', '2027-03-01'];
const EMPRESA = 7;

const definitions = await Promise.all(definitionFiles().map(async (file) => ((await import(`${screensDir}/${file}`)) as { default: ScreenDefinition }).default));
const subscribable = definitions.filter((d) => d.accessCode && subscribableScreen(d.accessCode));

/** The portal's requests: its filter defaults (or the view over them), its filter scope, its call resolution. */
function portalRequests(def: ScreenDefinition, view: Record<string, unknown> | undefined, today: string) {
  const fields = def.filters?.fields ?? [];
  const defaults = defaultValues(fields, today);
  const values = view ? fromStored(fields, view as never, defaults, today) : defaults;
  const scope = { empresaId: EMPRESA, filters: filterScope(fields, values) };
  const calls = Object.fromEntries(Object.entries(def.calls ?? {}).filter(([, c]) => c.loadOn !== 'action').map(([id, c]) => [id, resolveCall(c, scope, today)]));
  return { values, calls };
}

/** A view that keeps every relative field relative ('Este mês' on a range, 'Atual' on a month or a year). */
function relativeView(def: ScreenDefinition): Record<string, unknown> {
  const relativo: Record<string, string> = { dateRange: 'thisMonth', date: 'startOfMonth', month: 'current', year: 'current' };
  return Object.fromEntries((def.filters?.fields ?? []).filter((f) => relativo[f.widget]).map((f) => [f.name, { relativo: relativo[f.widget] }]));
}

describe('a subscription asks the reports what the portal asks', () => {
  it('covers the screens the server can e-mail, 1325 and 1327 among them', () => {
    expect(subscribable.map((d) => d.accessCode)).toEqual(expect.arrayContaining([1325, 1327, 1370, 1429, 1493]));
  });

  it('fills the computed dates: a month from a start-of-month field, the next 30 days, a period left out while disabled', () => {
    const calls = (code: number, today: string) => screenRequests(subscribableScreen(code)!, EMPRESA, undefined, today).calls;
    expect(calls(1429, '2026-02-14')['veiculos']!.params).toMatchObject({ inicioPeriodo: '2026/02/01', finalPeriodo: '2026/02/28' });
    expect(calls(1370, '2026-12-15')['titulos']!.params).toMatchObject({ dataInicio: '2026-12-15', dataFim: '2027-01-14' });
    expect(calls(1325, '2026-11-21')['fluxo']).toEqual({ path: `/empresas/${EMPRESA}/financeiro/fluxo-caixa`, params: { dias: 10 }, ready: true });
    // 1493 sends its period only for finished trips ('Em andamento' is the default)
    expect(calls(1493, '2026-11-21')['viagens']!.params).not.toHaveProperty('periodStart');
    const finished = screenRequests(subscribableScreen(1493)!, EMPRESA, { status: 'FINISHED', periodo: { relativo: 'lastMonth' } }, '2026-11-21');
    expect(finished.calls['viagens']!.params).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31' });
  });

  for (const def of subscribable) {
    it(`${def.accessCode} ${def.title}: the same filter values and call parameters, defaults and a relative view`, () => {
      const screen = subscribableScreen(def.accessCode!)!;
      for (const today of DAYS) {
        expect(screenRequests(screen, EMPRESA, undefined, today), `defaults on ${today}`).toEqual(portalRequests(def, undefined, today));
        const view = relativeView(def);
        expect(screenRequests(screen, EMPRESA, view, today), `view on ${today}`).toEqual(portalRequests(def, view, today));
      }
    });
  }
});
