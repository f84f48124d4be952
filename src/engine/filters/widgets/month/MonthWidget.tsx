import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { MONTHS } from '../../months.ts';

/** pt-BR month names; values '01'..'12'. */
export function MonthWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  return <Select id={id} value={value} options={MONTHS} onChange={(v) => onChange(v)} disabled={disabled || readonly} style={{ minWidth: 140 }} aria-label="Mês" />;
}
