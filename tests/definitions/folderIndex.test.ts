import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { generateFolderIndexes } from '../../scripts/generate-folder-index.ts';
import { PANEL_OPTION_SCHEMAS } from '../../src/engine/panels/schemas.ts';
import { ACTION_SCHEMAS } from '../../src/engine/actions/schema.ts';
import { panelOptionErrors } from '../../src/engine/definition/panelOptionChecks.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the kind and action indexes list every folder (run `npm run schemas` after adding one)', () => {
  for (const [file, content] of Object.entries(generateFolderIndexes())) {
    expect(readFileSync(root + file, 'utf8'), file).toBe(content);
  }
  expect(Object.keys(PANEL_OPTION_SCHEMAS)).toContain('accordion');
  expect(Object.keys(ACTION_SCHEMAS)).toEqual(['drill', 'link', 'pdf', 'pick', 'request', 'set']);
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
