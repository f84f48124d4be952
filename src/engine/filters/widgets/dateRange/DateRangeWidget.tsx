import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { makeRange, monthToDate, splitRange } from '../../ranges.ts';
import type { RangePreset } from './schema.ts';
import { todayIso } from '../../../calls/templates.ts';

const PRESET_LABELS: Record<RangePreset, string> = { today: 'Hoje', thisMonth: 'Este mês', lastMonth: 'Mês anterior' };

/** The dates of a preset for a given today ('YYYY-MM-DD'). */
export function presetRange(preset: RangePreset, today: string): [Dayjs, Dayjs] {
  const t = dayjs(today);
  if (preset === 'today') return [t, t];
  if (preset === 'thisMonth') return [t.startOf('month'), t.endOf('month').startOf('day')];
  const last = t.subtract(1, 'month');
  return [last.startOf('month'), last.endOf('month').startOf('day')];
}

/**
 * A period (start..end) with presets Hoje, Este mês, Mês anterior. Clearing it falls back to the first
 * of the month through today (spec 2 §5); with allowClear false it cannot be cleared at all.
 */
export function DateRangeWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const today = todayIso();
  const range = splitRange(value);
  const presets = ((options.presets as RangePreset[] | undefined) ?? []).map((p) => ({ label: PRESET_LABELS[p], value: presetRange(p, today) }));
  return (
    <DatePicker.RangePicker
      id={id}
      format="DD/MM/YYYY"
      value={range ? [dayjs(range.start), dayjs(range.end)] : null}
      presets={presets}
      allowClear={options.allowClear !== false}
      disabled={disabled || readonly}
      placeholder={['Data início', 'Data fim']}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? makeRange(start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')) : monthToDate(today));
      }}
    />
  );
}
