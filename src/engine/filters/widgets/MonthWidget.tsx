import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** pt-BR month names; values '01'..'12'. */
export const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'].map(
  (label, i) => ({ label, value: String(i + 1).padStart(2, '0') }),
);

export function MonthWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  return <Select id={id} value={value} options={MONTHS} onChange={(v) => onChange(v)} disabled={disabled || readonly} style={{ minWidth: 140 }} aria-label="Mês" />;
}
