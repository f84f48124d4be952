import { useEffect, useRef } from 'react';
import { Input, type InputRef } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { AllowedChars, FilterField } from '../schema.ts';

const CLASSES: Record<AllowedChars, string> = {
  digits: '0-9',
  letters: 'A-Za-zÀ-ÿ',
  space: ' ',
  hyphen: '\\-',
  slash: '/',
  dot: '.',
};

/** Keeps only the allowed characters ('12/a-3 b' with digits+slash+hyphen → '12/-3'). */
export function keepAllowed(text: string, allow: AllowedChars[] | undefined): string {
  if (!allow?.length) return text;
  const pattern = new RegExp(`[^${allow.map((c) => CLASSES[c]).join('')}]+`, 'g');
  return text.replace(pattern, '');
}

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
