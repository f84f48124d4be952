import { describe, expect, it } from 'vitest';
import { matches, sameValue } from './matches.ts';
import { canRun } from '../actions/canRun.ts';
import { meetsCondition } from '../panels/shared/cells.ts';
import { columnsForFilters } from '../panels/table/tableVariants.ts';
import { bandFor } from '../panels/tiles/tileLogic.ts';
import { disabledRule, lockedValues } from '../filters/values.ts';
import type { TableOptions } from '../panels/table/schema.ts';
import type { FilterField } from '../filters/schema.ts';

describe('the one equality rule', () => {
  it('takes a number and its text as the same value, and null only as null', () => {
    expect(sameValue(1, '1')).toBe(true);
    expect(sameValue('S', 'S')).toBe(true);
    expect(sameValue(true, 'true')).toBe(true);
    expect(sameValue(1, '01')).toBe(false);
    expect(sameValue(null, 'null')).toBe(false);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
    expect(sameValue(null, null)).toBe(true);
  });

  it('combines equals, notEquals, empty and filled (every test given must hold)', () => {
    expect(matches({ equals: ['A', 'B'] }, 'B')).toBe(true);
    expect(matches({ notEquals: ['A', 'B'] }, 'B')).toBe(false);
    expect(matches({ empty: true }, '  ')).toBe(true);
    expect(matches({ empty: true }, [])).toBe(true);
    expect(matches({ filled: true }, 0)).toBe(true);
    expect(matches({ filled: true, notEquals: 0 }, '0')).toBe(false);
  });
});

// A definition's `equals: 1` meets '1' from the URL or a PostgreSQL answer, and 1 from DuckDB: every place that
// tests a value says the same (before, a row button was disabled by it while an action stayed off).
describe('a condition with equals: 1 behaves the same in every place', () => {
  const places: Record<string, (value: unknown) => boolean> = {
    "an action's when": (value) => canRun({ type: 'link', to: '/x', when: { field: 'situacao', equals: 1 } }, { row: { situacao: value } }),
    "a row button's disabledWhen / visibleWhen": (value) => meetsCondition({ field: 'situacao', equals: 1 }, { situacao: value }),
    "a column's showWhen": (value) => {
      const options = { kind: 'table', columns: [{ field: 'a', header: 'A', showWhen: { filter: 'tipo', equals: 1 } }] } as unknown as TableOptions;
      return columnsForFilters(options, { tipo: value }).columns.length === 1;
    },
    "a filter field's disabledWhen": (value) => {
      const field = { name: 'nfe', label: 'NF-e', widget: 'text', disabledWhen: [{ field: 'situacao', equals: 1 }] } as FilterField;
      return disabledRule(field, { situacao: value }) !== null;
    },
    "a filter field's lockFrom": (value) => {
      const field = { name: 'gestor', label: 'Gestor', widget: 'text', lockFrom: { call: 'eu', field: 'situacao', equals: 1, value: 'codigo' } } as FilterField;
      return 'gestor' in lockedValues([field], () => ({ response: { situacao: value, codigo: 7 } }));
    },
    'a tile band': (value) => bandFor([{ equals: 1, color: 'green', label: 'Um' }], value)?.label === 'Um',
  };

  for (const [place, holds] of Object.entries(places)) {
    it(place, () => {
      expect([holds(1), holds('1'), holds(2), holds('2'), holds(null), holds(undefined)]).toEqual([true, true, false, false, false, false]);
    });
  }
});
