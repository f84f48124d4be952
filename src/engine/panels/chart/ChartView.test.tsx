import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { compile } from 'vega-lite';
import ChartView from './ChartView.tsx';
import { fakeChartLayout } from './chartTestLayout.ts';
import { chartSpec, normalizeFormatTypes } from './chartSpec.ts';
import type { ChartOptions } from './schema.ts';
import dashboard from '../../../../screens/financeiro/1325-dashboard-financeiro.ts';
import { View } from './vega.ts';

// Vega really formats with the pt-BR locale the engine sets (month and weekday
// names, R$ numbers), and the dashboard's cash-flow chart labels its days as dd/mm.

const rows = [
  { data_vencimento: '2026-11-21', saldo_dia: -14017.64, saldo_acumulado: 1011506.53 },
  { data_vencimento: '2026-11-22', saldo_dia: 12047.24, saldo_acumulado: 1023553.77 },
  { data_vencimento: '2026-12-03', saldo_dia: 13813.47, saldo_acumulado: 1037367.24 },
];

function noop() {}
const props = { loading: false, runAction: noop, canRun: () => true };

async function axisLabels(container: HTMLElement): Promise<string[]> {
  let labels: string[] = [];
  await waitFor(
    () => {
      labels = [...container.querySelectorAll('.role-axis-label text')].map((t) => t.textContent ?? '');
      expect(labels.length).toBeGreaterThan(0);
    },
    { timeout: 20_000 },
  );
  return labels;
}

describe('chart panel locale', () => {
  fakeChartLayout();

  test('month and weekday names and numbers are pt-BR', async () => {
    const options: ChartOptions = {
      spec: {
        mark: 'point',
        encoding: {
          x: { field: 'data_vencimento', type: 'ordinal', timeUnit: 'utcyearmonthdate', axis: { format: '%a %d %b | %A %B', labelLimit: 0 } },
          y: { field: 'saldo_dia', type: 'quantitative', axis: { format: '$,.2f' } },
        },
      },
    };
    const view = render(<ChartView options={options} data={rows} {...props} />);
    const labels = await axisLabels(view.container);
    expect(labels).toContain('sáb 21 nov | sábado novembro');
    expect(labels).toContain('qui 03 dez | quinta dezembro');
    expect(labels.some((l) => /^−?R\$ \d{1,3}(\.\d{3})*,\d{2}$/.test(l))).toBe(true);
  });

  test("the dashboard's cash-flow chart labels days dd/mm", async () => {
    const panel = dashboard.panels.find((p) => p.kind === 'chart') as unknown as ChartOptions;
    const view = render(<ChartView options={panel} data={rows} {...props} />);
    const labels = await axisLabels(view.container);
    const dates = labels.filter((l) => !l.includes('R$'));
    expect(dates.length).toBeGreaterThan(0);
    for (const label of dates) expect(label).toMatch(/^\d{2}\/\d{2}$/);
    expect(dates).toContain('21/11');
  });
});

describe('chart panel width', () => {
  fakeChartLayout();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('a chart is laid out once for its container, and again only when the container changes width', async () => {
    // a ResizeObserver as a browser's: it reports the observed element once at once, and again on each resize
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          observers.push(this.report);
          this.report();
        }
        disconnect() {}
      },
    );
    const runs = vi.spyOn(View.prototype, 'runAsync');
    const panel = dashboard.panels.find((p) => p.kind === 'chart') as unknown as ChartOptions;
    const view = render(<ChartView options={panel} data={rows} {...props} />);
    await axisLabels(view.container);
    const svgWidth = () => view.container.querySelector('svg')?.getAttribute('width');
    expect(svgWidth()).toBe('800');
    await new Promise((done) => setTimeout(done, 50));
    // once: view.width() is the plot's width inside the axes, not the container's (it drew every chart twice)
    expect(runs).toHaveBeenCalledTimes(1);

    const canvas = view.container.querySelector<HTMLElement>('.mirante-chart-canvas')!;
    Object.defineProperty(canvas, 'clientWidth', { configurable: true, value: 600 });
    observers.forEach((report) => report());
    await waitFor(() => expect(svgWidth()).toBe('600'));
    expect(runs).toHaveBeenCalledTimes(2);
  });
});

describe('chart spec', () => {
  test("formatType 'utc' (dropped by Vega-Lite with the format) becomes a UTC timeUnit", () => {
    const spec = normalizeFormatTypes({
      encoding: {
        x: { field: 'd', type: 'temporal', timeUnit: 'utcyearmonthdate', axis: { format: '%d/%m', formatType: 'utc' } },
        tooltip: [{ field: 'd', type: 'temporal', format: '%d/%m/%Y', formatType: 'utc' }],
      },
    }) as { encoding: { x: Record<string, unknown>; tooltip: Array<Record<string, unknown>> } };
    expect(spec.encoding.x).toEqual({ field: 'd', type: 'temporal', timeUnit: 'utcyearmonthdate', axis: { format: '%d/%m' } });
    expect(spec.encoding.tooltip[0]).toEqual({ field: 'd', type: 'temporal', format: '%d/%m/%Y', timeUnit: 'utcyearmonthdatehoursminutesseconds' });
  });

  test('every chart of the dashboard compiles without Vega-Lite warnings', () => {
    const warnings: string[] = [];
    const logger = { level: () => logger, error: noop, info: noop, debug: noop, warn: (...m: unknown[]) => void warnings.push(m.join(' ')) };
    const panel = dashboard.panels.find((p) => p.kind === 'chart') as unknown as ChartOptions;
    compile(chartSpec(panel, 500) as never, { logger: logger as never });
    expect(warnings).toEqual([]);
  });
});
