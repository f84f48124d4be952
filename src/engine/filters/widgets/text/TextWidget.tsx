import { useEffect, useRef } from 'react';
import { Input, type InputRef } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { FilterField } from '../../schema.ts';
import { keepAllowed } from '../allowedChars.ts';

/** A text input; `allow` drops every other character as it is typed (1332: digits, spaces, hyphen, slash). */
export function TextWidget({ id, value, onChange, disabled, readonly, options, label }: WidgetProps) {
  const field = options.filterField as unknown as FilterField;
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    if (field.autoFocus) ref.current?.focus();
  }, [field.autoFocus]);
  return (
    <Input
      id={id}
      ref={ref}
      aria-label={label}
      value={value ?? ''}
      disabled={disabled || readonly}
      placeholder={options.placeholder as string | undefined}
      style={{ width: (options.width as number | undefined) ?? 200 }}
      onChange={(e) => {
        const text = keepAllowed(e.target.value, field.allow);
        onChange(text === '' ? undefined : text);
      }}
    />
  );
}
