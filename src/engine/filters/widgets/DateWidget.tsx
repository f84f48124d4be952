import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';

/** A single date, shown DD/MM/YYYY, kept as 'YYYY-MM-DD'. */
export function DateWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      format="DD/MM/YYYY"
      value={value ? dayjs(String(value)) : null}
      allowClear={options.allowClear !== false}
      disabled={disabled || readonly}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)}
    />
  );
}
