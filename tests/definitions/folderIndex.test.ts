import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { generateFolderIndexes } from '../../scripts/generate-folder-index.ts';
import { PANEL_OPTION_SCHEMAS } from '../../src/engine/panels/schemas.ts';
import { ACTION_SCHEMAS } from '../../src/engine/actions/schema.ts';
import { FILTER_WIDGET_SCHEMAS } from '../../src/engine/filters/widgets/widgets.generated.ts';
import { FILTER_WIDGET_VALUES } from '../../src/engine/filters/widgets/widgetValues.generated.ts';
import { filterScope, parseUrlValue } from '../../src/engine/filters/values.ts';
import { FilterField } from '../../src/engine/filters/schema.ts';
import { panelOptionErrors } from '../../src/engine/definition/panelOptionChecks.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the kind, action and widget indexes list every folder (run `npm run schemas` after adding one)', () => {
  for (const [file, content] of Object.entries(generateFolderIndexes())) {
    expect(readFileSync(root + file, 'utf8'), file).toBe(content);
  }
  expect(Object.keys(PANEL_OPTION_SCHEMAS)).toContain('accordion');
  expect(Object.keys(ACTION_SCHEMAS)).toEqual(['drill', 'link', 'pdf', 'pick', 'request', 'set']);
  expect(Object.keys(FILTER_WIDGET_SCHEMAS)).toEqual(['checkbox', 'date', 'dateRange', 'digits', 'lookup', 'month', 'radio', 'select', 'text', 'year']);
});

test("a kind's reference checks come from its folder", () => {
  const filters = new Set(['tipo']);
  expect(panelOptionErrors({ kind: 'tiles', filterBy: 'situacao' }, '/panels/0', filters)).toEqual([
    { path: '/panels/0/filterBy', message: "unknown filter 'situacao' (filtro inexistente)" },
  ]);
  expect(panelOptionErrors({ kind: 'chart' }, '/panels/1', filters)).toEqual([{ path: '/panels/1', message: "a chart needs exactly one of 'preset' or 'spec'" }]);
  expect(panelOptionErrors({ kind: 'filters' }, '/panels/2', filters, false)).toEqual([{ path: '/panels/2/kind', message: "a 'filters' panel needs definition.filters" }]);
  expect(panelOptionErrors({ kind: 'text' }, '/panels/3', filters)).toEqual([]);
});

test("the filter field's widget names and options come from the widgets' folders", () => {
  const widget = FilterField.properties.widget as unknown as { anyOf: Array<{ const: string }>; description: string };
  expect(widget.anyOf.map((b) => b.const)).toEqual(Object.keys(FILTER_WIDGET_SCHEMAS));
  expect(widget.description).toContain('dateRange (período com atalhos)');
  for (const option of ['presets', 'rangeMessage', 'picker', 'years', 'lookup', 'options', 'optionsFrom', 'free']) {
    expect(FilterField.properties, option).toHaveProperty(option);
  }
});

test("every widget folder says what its value means (value.ts), and the values module reads it from there", () => {
  expect(Object.keys(FILTER_WIDGET_VALUES)).toEqual(Object.keys(FILTER_WIDGET_SCHEMAS));
  const periodo: FilterField = { name: 'periodo', label: 'Período', widget: 'dateRange' };
  expect(filterScope([periodo], { periodo: '2026-11-01..2026-11-26' })).toEqual({ periodo: { start: '2026-11-01', end: '2026-11-26' } });
  expect(parseUrlValue({ name: 'ano', label: 'Ano', widget: 'year' }, '2026')).toBe(2026);
  expect(parseUrlValue({ name: 'nome', label: 'Nome', widget: 'text' }, '2026')).toBe('2026');
});

test('the widget registry draws every widget of the schema, and nothing else', async () => {
  const { filterWidgets } = await import('../../src/engine/filters/widgets/index.ts');
  expect(Object.keys(filterWidgets).sort()).toEqual(Object.keys(FILTER_WIDGET_SCHEMAS).sort());
});

/** The rows of the markdown table that follows `heading` in docs/engine.md: their first cell, without backquotes. */
function docRows(heading: string): string[] {
  const doc = readFileSync(root + 'docs/engine.md', 'utf8');
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, `docs/engine.md has no heading '${heading}'`).toBeGreaterThan(-1);
  const lines = doc.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const table = lines.slice(first, first + lines.slice(first).findIndex((l) => !l.startsWith('|')));
  return table.slice(2).map((l) => (l.split('|')[1] ?? '').trim().replace(/`/g, ''));
}

test('every kind, action type and filter widget folder has its line in docs/engine.md', () => {
  expect(docRows('#### Panel kinds (`src/engine/panels/<kind>/`)')).toEqual(Object.keys(PANEL_OPTION_SCHEMAS));
  expect(docRows('#### Action types (`src/engine/actions/<type>/`)')).toEqual(Object.keys(ACTION_SCHEMAS));
  expect(docRows('#### Filter widgets (`src/engine/filters/widgets/<widget>/`)')).toEqual(Object.keys(FILTER_WIDGET_SCHEMAS));
});
