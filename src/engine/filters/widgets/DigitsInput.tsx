import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** Keeps only the digits of what was typed ('4a5' → '45'). */
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** A numeric-only input (spec 1 §5: the free days field accepts digits only); the value is a number. */
export function DigitsInput(props: { id?: string; value: unknown; onChange: (v: number | undefined) => void; placeholder?: string; disabled?: boolean; width?: number; ariaLabel?: string }) {
  return (
    <Input
      id={props.id}
      inputMode="numeric"
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      aria-label={props.ariaLabel}
      style={{ width: props.width ?? 120 }}
      onChange={(e) => {
        const digits = onlyDigits(e.target.value);
        props.onChange(digits === '' ? undefined : Number(digits));
      }}
    />
  );
}

export function DigitsWidget({ id, value, onChange, disabled, readonly, options, label }: WidgetProps) {
  return (
    <DigitsInput
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled || readonly}
      placeholder={options.placeholder as string | undefined}
      width={options.width as number | undefined}
      ariaLabel={label}
    />
  );
}
