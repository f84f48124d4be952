import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import ChartView from './ChartView.tsx';
import { fakeChartLayout } from './chartTestLayout.ts';
import type { ChartOptions } from './schema.ts';

// Every preset renders under the portal's strict CSP: no 'unsafe-eval'. While these charts render,
// `Function` and `eval` throw when called from Vega's code (a chart that needed them would draw nothing
// and the test would fail). jsdom itself compiles selectors with `new Function` (nwsapi): it is let through.

const noop = () => {};
const props = { loading: false, runAction: noop, canRun: () => true };

const metas = [
  { nome_vendedor: 'Representante Comercial Regional Sul do Brasil Ltda', perc_meta: 90.26 },
  { nome_vendedor: 'Carla Mendes', perc_meta: 120.5 },
];
const meses = [
  { periodo: '2025-11', mes: 11, ano: 2025, valor: 812345.5 },
  { periodo: '2025-12', mes: 12, ano: 2025, valor: 901200 },
  { periodo: '2026-11', mes: 11, ano: 2026, valor: 950100 },
];
const filiais = [
  { nome_fantasia: 'Mirante Matriz', valor_faturamento: 600000 },
  { nome_fantasia: 'Mirante Filial Norte', valor_faturamento: 250000 },
];
const gantt = [
  { descricao_processo: 'CORTE', numero_op: '1201', data_inicial: '2026-11-21T14:00:00Z', data_prevista_entrega: '2026-11-21T20:00:00Z' },
  { descricao_processo: 'SOLDA', numero_op: '1202', data_inicial: '2026-11-21T20:00:00Z', data_prevista_entrega: '2026-11-22T02:00:00Z' },
];

function texts(container: HTMLElement, selector: string): string[] {
  return [...container.querySelectorAll(selector)].map((t) => t.textContent ?? '');
}

async function draw(options: ChartOptions, data: unknown): Promise<HTMLElement> {
  const view = render(<ChartView options={options} data={data} {...props} />);
  await waitFor(() => expect(view.container.querySelector('svg .mark-text, svg .role-axis-label, svg path')).not.toBeNull(), { timeout: 20_000 });
  return view.container;
}

describe('chart presets under the strict CSP', () => {
  const original = { Function: globalThis.Function, eval: globalThis.eval };
  fakeChartLayout();
  beforeAll(() => {
    const fromVega = () => /node_modules[\\/](vega|react-vega)/.test(new Error().stack ?? '');
    const refused = () => new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed (CSP)");
    globalThis.Function = new Proxy(original.Function, {
      construct(target, args) {
        if (fromVega()) throw refused();
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        if (fromVega()) throw refused();
        return Reflect.apply(target, self, args);
      },
    });
    globalThis.eval = ((code: string) => {
      if (fromVega()) throw refused();
      return original.eval(code);
    }) as typeof eval;
  });
  afterAll(() => {
    globalThis.Function = original.Function;
    globalThis.eval = original.eval;
  });

  test('bar: truncated names, threshold colours, % axis', async () => {
    const c = await draw({ preset: { type: 'bar', x: { field: 'nome_vendedor' }, y: { field: 'perc_meta', format: 'percent' }, threshold: { value: 100 } } }, metas);
    await waitFor(() => expect(texts(c, '.role-axis-label text')).toContain('Representante Comercial Regional …'));
    expect(texts(c, '.role-axis-label text').some((t) => /^\d+,00%$/.test(t))).toBe(true);
    const fills = [...c.querySelectorAll('.mark-rect path')].map((p) => p.getAttribute('fill'));
    expect(fills).toEqual(['#cf1322', '#389e0d']);
  });

  test('bar: two suppliers with one name keep a bar each, told apart by their id (issue 37 item 8)', async () => {
    const fornecedores = [
      { id_fornecedor: 12, nome_fornecedor: 'Transportes Silva', valor: 900 },
      { id_fornecedor: 31, nome_fornecedor: 'Transportes Silva', valor: 400 },
      { id_fornecedor: 5, nome_fornecedor: 'Aço Forte', valor: 700 },
    ];
    const c = await draw({ preset: { type: 'bar', x: { field: 'nome_fornecedor', id: 'id_fornecedor' }, y: { field: 'valor' } } }, fornecedores);
    await waitFor(() => expect(texts(c, '.role-axis-label text')).toEqual(expect.arrayContaining(['Transportes Silva (12)', 'Transportes Silva (31)', 'Aço Forte'])));
    expect(c.querySelectorAll('.mark-rect path').length).toBe(3);
  });

  test('bar: without an id, rows with one label still draw a bar each', async () => {
    const rows = [
      { nome: 'Transportes Silva', valor: 900 },
      { nome: 'Transportes Silva', valor: 400 },
    ];
    const c = await draw({ preset: { type: 'bar', x: { field: 'nome' }, y: { field: 'valor' } } }, rows);
    await waitFor(() => expect(texts(c, '.role-axis-label text')).toEqual(expect.arrayContaining(['Transportes Silva (1)', 'Transportes Silva (2)'])));
    expect(c.querySelectorAll('.mark-rect path').length).toBe(2);
  });

  test('grouped bar: pt-BR month names and one colour per year', async () => {
    const c = await draw({ preset: { type: 'groupedBar', month: 'mes', year: 'ano', y: { field: 'valor' } } }, meses);
    await waitFor(() => expect(texts(c, '.role-axis-label text')).toEqual(expect.arrayContaining(['nov', 'dez'])));
    expect(texts(c, '.role-legend-label text')).toEqual(['2025', '2026']);
    expect(texts(c, '.role-axis-label text').some((t) => t.startsWith('R$ '))).toBe(true);
  });

  test('pie: one slice per branch with its name in the legend', async () => {
    const c = await draw({ preset: { type: 'pie', category: { field: 'nome_fantasia' }, value: { field: 'valor_faturamento' } } }, filiais);
    await waitFor(() => expect(texts(c, '.role-legend-label text')).toEqual(['Mirante Filial Norte', 'Mirante Matriz']));
    expect(c.querySelectorAll('.mark-arc path').length).toBe(2);
  });

  test('gauge: the percent in the middle, a tiny arc at 0 %', async () => {
    const c = await draw({ preset: { type: 'gauge', value: 'porcentagem_realizada_meta' } }, { porcentagem_realizada_meta: 0 });
    await waitFor(() => expect(texts(c, '.mark-text text')).toContain('0,00%'));
    expect(c.querySelectorAll('.mark-arc path').length).toBe(2);
  });

  test('Gantt: hours in the -06:00 offset', async () => {
    const c = await draw({ preset: { type: 'gantt', task: { field: 'descricao_processo' }, start: 'data_inicial', end: 'data_prevista_entrega', utcOffset: '-06:00' } }, gantt);
    await waitFor(() => expect(texts(c, '.role-axis-label text')).toEqual(expect.arrayContaining(['CORTE', 'SOLDA'])));
    // 14:00Z → 08:00 at -06:00: the time axis starts at 21/11 08:00.
    expect(texts(c, '.role-axis-label text').some((t) => /^21\/11 (08|09|10):00$/.test(t))).toBe(true);
  });

  test('line: the cash-flow preset labels days dd/mm with both series in the legend', async () => {
    const c = await draw(
      {
        preset: {
          type: 'line',
          x: { field: 'data_vencimento', label: 'Data' },
          series: [
            { field: 'saldo_dia', label: 'Saldo do Dia' },
            { field: 'saldo_acumulado', label: 'Saldo Acumulado' },
          ],
        },
      },
      [
        { data_vencimento: '2026-11-21', saldo_dia: -14017.64, saldo_acumulado: 1011506.53 },
        { data_vencimento: '2026-11-22', saldo_dia: 12047.24, saldo_acumulado: 1023553.77 },
      ],
    );
    await waitFor(() => expect(texts(c, '.role-legend-label text')).toEqual(['Saldo do Dia', 'Saldo Acumulado']));
    expect(texts(c, '.role-axis-label text')).toContain('21/11');
  });
});
