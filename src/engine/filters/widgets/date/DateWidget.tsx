import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import type { FilterField } from '../../schema.ts';

/**
 * A single date, shown DD/MM/YYYY, kept as 'YYYY-MM-DD'. With `picker: 'month'` a month and year, shown MM/YYYY and
 * kept as the month's first day (calls take `startOf`/`endOf: 'month'` for the period's bounds; 1429).
 */
export function DateWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const month = (options.filterField as FilterField | undefined)?.picker === 'month';
  return (
    <DatePicker
      id={id}
      picker={month ? 'month' : 'date'}
      format={month ? 'MM/YYYY' : 'DD/MM/YYYY'}
      value={value ? dayjs(String(value)) : null}
      allowClear={options.allowClear !== false}
      disabled={disabled || readonly}
      onChange={(d) => onChange(d ? (month ? d.startOf('month') : d).format('YYYY-MM-DD') : undefined)}
    />
  );
}
