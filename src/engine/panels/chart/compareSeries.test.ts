import { describe, expect, test } from 'vitest';
import { compile } from 'vega-lite';
import { chartData, chartSpec } from './chartSpec.ts';
import { muted } from './compareSeries.ts';
import { DATA } from './compilePreset.ts';
import type { ChartOptions } from './schema.ts';

const options: ChartOptions = {
  preset: {
    type: 'line',
    x: { field: 'data_emissao', label: 'Dia', kind: 'date' },
    series: [
      { field: 'vlr_vendas_dia', label: 'Valor Vendas Dia', color: '#1677ff' },
      { field: 'vlr_meta_dia', label: 'Valor Meta Dia', color: '#cf1322' },
    ],
    y: { format: 'currency' },
  },
  compare: { series: ['vlr_vendas_dia'] },
};

describe('a line chart comparing with the earlier period', () => {
  test('the legend gains the earlier series, in a lighter shade of its colour, dashed', () => {
    const spec = chartSpec(options, 500, 'período anterior') as { encoding: Record<string, { scale: { domain: string[]; range: unknown[] } }> };
    expect(spec.encoding.color.scale.domain).toEqual(['Valor Vendas Dia', 'Valor Meta Dia', 'Valor Vendas Dia (período anterior)']);
    expect(spec.encoding.color.scale.range).toEqual(['#1677ff', '#cf1322', muted('#1677ff')]);
    expect(spec.encoding.strokeDash.scale.range).toEqual([[1, 0], [1, 0], [6, 4]]);
    // not comparing: the spec is the one the build compiled before (the same key)
    expect(chartSpec(options, 500)).toEqual(chartSpec({ preset: options.preset }, 500));
  });

  test('compiles without Vega-Lite warnings', () => {
    const warnings: string[] = [];
    const noop = () => {};
    const logger = { level: () => logger, error: noop, info: noop, debug: noop, warn: (...m: unknown[]) => void warnings.push(m.join(' ')) };
    compile(chartSpec(options, 500, 'ano anterior') as never, { logger: logger as never });
    expect(warnings).toEqual([]);
  });

  test("the earlier days are drawn on the current month's days; the tooltip keeps the earlier day; 31 Jan is left out against February", () => {
    const current = [{ data_emissao: '2026-02-02', vlr_vendas_dia: 100, vlr_meta_dia: 90 }];
    const earlier = [
      { data_emissao: '2026-01-02', vlr_vendas_dia: 80, vlr_meta_dia: 90 },
      { data_emissao: '2026-01-31', vlr_vendas_dia: 70, vlr_meta_dia: 90 },
    ];
    const rows = chartData(options, current, { data: earlier, legend: 'período anterior', offset: { unit: 'month', amount: 1 } })[DATA];
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({ __x: '2026-02-02', __x_text: '02/01/2026', __serie: 'Valor Vendas Dia (período anterior)', __valor: 80, __valor_text: 'R$ 80,00' });
  });

  test('muted mixes the colour with white', () => {
    expect(muted('#000000', 0.5)).toBe('#808080');
    expect(muted('red')).toBe('#8c8c8c');
  });
});
