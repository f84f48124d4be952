import { describe, expect, test } from 'vitest';
import { compile } from 'vega-lite';
import { AT_OR_ABOVE_COLOR, BELOW_COLOR, categoriesOf, compilePreset, OTHERS_LABEL, truncateLabel, wallTimeIn } from './compilePreset.ts';
import { chartSpec } from './chartSpec.ts';
import type { ChartPreset } from './presetSchema.ts';

const metas = [
  { id_vendedor: 7, nome_vendedor: 'Representante Comercial Regional Sul do Brasil Ltda', valor_total_liquido: 81234.5, valor_meta: 90000, perc_meta: 90.26 },
  { id_vendedor: 9, nome_vendedor: 'Carla Mendes', valor_total_liquido: 120500, valor_meta: 100000, perc_meta: 120.5 },
  { id_vendedor: 11, nome_vendedor: 'João Pedro', valor_total_liquido: 50000, valor_meta: 50000, perc_meta: 100 },
];

describe('chart presets', () => {
  test("labels longer than 35 characters become 33 + '…'", () => {
    expect(truncateLabel('x'.repeat(35))).toBe('x'.repeat(35));
    expect(truncateLabel('x'.repeat(36))).toBe('x'.repeat(33) + '…');
    expect([...truncateLabel(metas[0].nome_vendedor)].length).toBe(34);
    expect(truncateLabel('Carla', 4)).toBe('Ca…');
  });

  test('bar threshold colours: red under 100, green at 100 and above; the tooltip keeps the whole name', () => {
    const { values } = compilePreset({ type: 'bar', x: { field: 'nome_vendedor' }, y: { field: 'perc_meta', format: 'percent' }, threshold: { value: 100 } }, metas);
    expect(values.map((v) => v.__color)).toEqual([BELOW_COLOR, AT_OR_ABOVE_COLOR, AT_OR_ABOVE_COLOR]);
    expect(values[0].__x).toBe('Representante Comercial Regional …');
    expect(values[0].__x_full).toBe(metas[0].nome_vendedor);
    expect(values[1].__y_text).toBe('120,50%');
  });

  test('categories: grouped by id and labelled by name; equal names get their id; top N with or without Outros', () => {
    const rows = [
      { id: 1, nome: 'Silva', valor: 100 },
      { id: 2, nome: 'Silva', valor: 300 },
      { id: 1, nome: 'Silva', valor: 50 },
      { id: 3, nome: 'Souza', valor: 10 },
      { id: 4, nome: 'Lima', valor: 200 },
    ];
    expect(categoriesOf(rows, 'nome', 'valor', { id: 'id' })).toEqual([
      { label: 'Silva (1)', text: 'Silva (1)', value: 150 },
      { label: 'Silva (2)', text: 'Silva (2)', value: 300 },
      { label: 'Souza', text: 'Souza', value: 10 },
      { label: 'Lima', text: 'Lima', value: 200 },
    ]);
    // the two largest, in the data's order; the rest summed under 'Outros' when asked
    expect(categoriesOf(rows, 'nome', 'valor', { id: 'id', top: 2 }).map((c) => [c.text, c.value])).toEqual([['Silva', 300], ['Lima', 200]]);
    expect(categoriesOf(rows, 'nome', 'valor', { id: 'id', top: 2, others: true }).map((c) => [c.text, c.value])).toEqual([['Silva', 300], ['Lima', 200], [OTHERS_LABEL, 160]]);
    // two long names cut to the same 33 characters are told apart too
    const longos = [{ nome: `${'x'.repeat(40)}A`, valor: 1 }, { nome: `${'x'.repeat(40)}B`, valor: 2 }];
    expect(categoriesOf(longos, 'nome', 'valor').map((c) => c.text)).toEqual([`${'x'.repeat(33)}… (1)`, `${'x'.repeat(33)}… (2)`]);
  });

  test('a pie keyed by id keeps both equal names as slices', () => {
    const { values } = compilePreset({ type: 'pie', category: { field: 'nome', id: 'id' }, value: { field: 'valor' } }, [{ id: 1, nome: 'Matriz', valor: 1 }, { id: 2, nome: 'Matriz', valor: 2 }]);
    expect(values.map((v) => v.__cat)).toEqual(['Matriz (1)', 'Matriz (2)']);
  });

  test("Gantt times are shown in the fixed offset: 14:00Z is 08:00 at -06:00; times without offset are read in it", () => {
    expect(new Date(wallTimeIn('2026-11-21T14:00:00Z', '-06:00')!).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(new Date(wallTimeIn('2026-11-21T14:00:00-03:00', '-06:00')!).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(new Date(wallTimeIn('2026-11-21 09:30:00', '-06:00')!).toISOString()).toBe('2026-11-21T09:30:00.000Z');
    const { values } = compilePreset(
      { type: 'gantt', task: { field: 'descricao_processo' }, start: 'data_inicial', end: 'data_prevista_entrega', utcOffset: '-06:00' },
      [{ descricao_processo: 'CORTE', numero_op: 1201, data_inicial: '2026-11-21T14:00:00Z', data_prevista_entrega: '2026-11-21T20:30:00Z' }],
    );
    expect(values[0].__start_text).toBe('21/11/2026 08:00');
    expect(values[0].__end_text).toBe('21/11/2026 14:30');
  });

  test('the gauge draws a tiny arc at 0 % and turns green at 100 %', () => {
    const zero = compilePreset({ type: 'gauge', value: 'perc' }, [{ perc: 0 }]).values;
    expect(zero[0].__v).toBeGreaterThan(0);
    expect(zero[0].__v).toBeLessThan(1);
    expect(compilePreset({ type: 'gauge', value: 'perc' }, [{ perc: 104 }]).values[0].__color).toBe(AT_OR_ABOVE_COLOR);
  });

  test('grouped bars put months jan…dez on x and one colour per year', () => {
    const rows = [
      { periodo: '2025-11', mes: 11, ano: 2025, valor: 10 },
      { periodo: '2026-11', mes: 11, ano: 2026, valor: 12 },
      { periodo: '2026-01', mes: 1, ano: 2026, valor: 8 },
    ];
    const { values } = compilePreset({ type: 'groupedBar', month: 'mes', year: 'ano', y: { field: 'valor' } }, rows);
    expect(values.map((v) => `${v.__mes}/${v.__ano}`)).toEqual(['nov/2025', 'nov/2026', 'jan/2026']);
  });

  const presets: ChartPreset[] = [
    { type: 'line', x: { field: 'data_emissao', label: 'Data' }, series: [{ field: 'vlr_vendas_dia', label: 'Vendas' }, { field: 'vlr_meta_dia', label: 'Meta' }] },
    { type: 'bar', x: { field: 'nome_vendedor' }, y: { field: 'perc_meta', format: 'percent' }, threshold: { value: 100 } },
    { type: 'groupedBar', month: 'mes', year: 'ano', y: { field: 'valor' } },
    { type: 'pie', category: { field: 'nome_fantasia' }, value: { field: 'valor_faturamento' } },
    { type: 'gauge', value: 'perc' },
    { type: 'gantt', task: { field: 'descricao_processo' }, start: 'data_inicial', end: 'data_prevista_entrega', color: 'numero_op', utcOffset: '-06:00' },
  ];
  for (const preset of presets) {
    test(`'${preset.type}' compiles without Vega-Lite warnings`, () => {
      const warnings: string[] = [];
      const noop = () => {};
      const logger = { level: () => logger, error: noop, info: noop, debug: noop, warn: (...m: unknown[]) => void warnings.push(m.join(' ')) };
      compile(chartSpec({ preset }, 500) as never, { logger: logger as never });
      expect(warnings).toEqual([]);
    });
  }
});
