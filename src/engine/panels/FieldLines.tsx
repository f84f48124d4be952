import { Typography } from 'antd';
import { getPath } from '../calls/templates.ts';
import { formatValue } from '../format/index.ts';
import type { FieldLine } from './fields.ts';

function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The lines that are shown for an item ('hideEmpty' lines without a value are left out). */
export function visibleLines(lines: FieldLine[] | undefined, item: unknown): Array<{ line: FieldLine; text: string }> {
  return (lines ?? [])
    .map((line) => ({ line, raw: getPath(item, line.value) }))
    .filter(({ line, raw }) => !(line.hideEmpty && isEmptyValue(raw)))
    .map(({ line, raw }) => ({ line, text: formatValue(raw, line.format ?? 'text', line) }));
}

/** 'Rótulo: valor' lines of one item (tiles, timeline events). */
export function FieldLines({ lines, item }: { lines: FieldLine[] | undefined; item: unknown }) {
  return (
    <>
      {visibleLines(lines, item).map(({ line, text }) => (
        <div key={line.label} className="mirante-field-line">
          <Typography.Text type="secondary">{line.label}: </Typography.Text>
          <span data-field={line.value}>{text}</span>
        </div>
      ))}
    </>
  );
}
