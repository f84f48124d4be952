/**
 * A table's delta columns when the screen compares (issue 35, the table's `compare`): beside each named column a
 * 'Δ <título>' column with the change over the earlier period's row of the same key (a percent; percentage points
 * for a percent column), green or red by whether up is good. A row without an earlier row, or an earlier zero, has
 * no ratio: '--'. The rows and columns are plain table data, so search, sort, exports and phones take them as any.
 */
import { changeOf, changeTone } from '../shared/delta.ts';
import type { PanelCompare } from '../types.ts';
import type { TableColumnOptions, TableOptions } from './schema.ts';

type Row = Record<string, unknown>;

const TONES = { map: { positive: '#237804', negative: '#cf1322' } };
export const deltaField = (field: string) => `__delta_${field}`;
const toneField = (field: string) => `__delta_tone_${field}`;

function rowsOf(data: unknown): Row[] {
  return Array.isArray(data) ? (data.filter((r) => typeof r === 'object' && r !== null) as Row[]) : [];
}

export function withCompareColumns(options: TableOptions, data: unknown, compare: PanelCompare | undefined): { options: TableOptions; data: unknown } {
  const declared = options.compare;
  if (!declared || !compare || compare.loading || !Array.isArray(data)) return { options, data };
  const earlier = new Map(rowsOf(compare.data).map((row) => [String(row[declared.key] ?? ''), row]));
  const byField = new Map(declared.columns.map((c) => [c.field, c]));
  const columns: TableColumnOptions[] = options.columns.flatMap((column) => {
    const wanted = byField.get(column.field);
    if (!wanted) return [column];
    const points = column.format === 'percent';
    const delta: TableColumnOptions = {
      field: deltaField(column.field),
      header: `Δ ${column.header}${points ? ' (p.p.)' : ''}`,
      format: points ? 'number' : 'percent',
      width: 130,
      color: { ...TONES, field: toneField(column.field) },
      hint: `Variação sobre o ${compare.legend === 'ano anterior' ? 'mesmo período do ano anterior' : 'período anterior'}${points ? ', em pontos percentuais' : ''}.`,
    };
    return [column, delta];
  });
  const rows = rowsOf(data).map((row) => {
    const before = earlier.get(String(row[declared.key] ?? ''));
    const extra: Row = {};
    for (const { field, upIs } of declared.columns) {
      const change = changeOf(row[field], before?.[field]);
      const points = options.columns.find((c) => c.field === field)?.format === 'percent';
      extra[deltaField(field)] = change.kind === 'change' ? (points ? change.difference : change.percent) : null;
      extra[toneField(field)] = changeTone(change, upIs);
    }
    return { ...row, ...extra };
  });
  return { options: { ...options, columns }, data: rows };
}
