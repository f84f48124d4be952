import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { getPath } from '../../../calls/templates.ts';
import { useScreen } from '../../../runtime/ScreenContext.ts';

/** Years from the first one (fixed, N back, or from a call such as the first-sale year) to the current, newest first. */
export function yearOptions(current: number, first: number | undefined): Array<{ label: string; value: number }> {
  const from = first && first <= current ? first : current;
  return Array.from({ length: current - from + 1 }, (_, i) => current - i).map((y) => ({ label: String(y), value: y }));
}

export function YearWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const screen = useScreen();
  const years = options.years as { from?: number; back?: number; fromCall?: { call: string; dataPath: string } } | undefined;
  const current = Number(screen.today.slice(0, 4));
  const fromCall = years?.fromCall ? Number(getPath(screen.calls[years.fromCall.call]?.data, years.fromCall.dataPath)) : NaN;
  const first = Number.isFinite(fromCall) && fromCall > 0 ? fromCall : (years?.from ?? current - (years?.back ?? 5));
  return <Select id={id} value={value} options={yearOptions(current, first)} onChange={(v) => onChange(v)} disabled={disabled || readonly} style={{ minWidth: 100 }} aria-label="Ano" />;
}
